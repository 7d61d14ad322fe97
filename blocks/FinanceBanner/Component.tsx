import type { FinanceBannerBlock } from '@/payload-types'
import { MediaImage } from '@/components/MediaImage'
import type { SiteContext } from '@/lib/siteRequest'
import { siteHref } from '@/lib/siteRequest'
import { siteText } from '@/lib/siteText'
import styles from './FinanceBanner.module.css'

/** Finance or access-loan banner with a quote button (content spec §2). */
export async function FinanceBannerComponent({
  block,
  basePath,
  ctx,
}: {
  block: FinanceBannerBlock
  basePath: string
  ctx: SiteContext
}) {
  const t = siteText(ctx.site)
  const hasImage = typeof block.image === 'object' && block.image !== null
  return (
    <section className="container section">
      <div
        className={`${styles.banner} ${block.variant === 'access-loan' ? styles.loan : ''} ${hasImage ? styles.withImage : ''}`}
      >
        <div>
          <h2>{t(block.title)}</h2>
          {block.text ? <p>{t(block.text)}</p> : null}
          <p style={{ marginTop: 16 }}>
            <a className="button" href={siteHref(basePath, block.url ?? '/finance-enquiry')}>
              {t(block.buttonLabel ?? 'Finance Enquiry')}
            </a>
          </p>
        </div>
        {hasImage ? <MediaImage className={styles.image} media={block.image} width={640} height={360} alt="" /> : null}
      </div>
    </section>
  )
}
