import type { FeatureBannerBlock } from '@/payload-types'
import { siteHref } from '@/lib/siteRequest'
import styles from './FeatureBanner.module.css'
import type { SiteContext } from '@/lib/siteRequest'

export function FeatureBannerComponent({
  block,
  basePath,
}: {
  block: FeatureBannerBlock
  basePath: string
  ctx: SiteContext
}) {
  return (
    <section className={`container ${styles.banner}`}>
      {(block.items ?? []).map((item) => (
        <a key={item.id ?? item.title} className={styles.item} href={siteHref(basePath, item.url)}>
          <h2 className={styles.title}>{item.title}</h2>
          {item.text ? <p>{item.text}</p> : null}
          <span className={styles.more} aria-hidden="true">
            →
          </span>
        </a>
      ))}
    </section>
  )
}
