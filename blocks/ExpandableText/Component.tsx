import type { ExpandableTextBlock } from '@/payload-types'
import { RichTextContent } from '@/components/RichTextContent'
import type { SiteContext } from '@/lib/siteRequest'
import { siteLocale, siteText } from '@/lib/siteText'
import { Expandable } from './Expandable'
import styles from './ExpandableText.module.css'

export async function ExpandableTextComponent({
  block,
  ctx,
}: {
  block: ExpandableTextBlock
  basePath: string
  ctx: SiteContext
}) {
  const { site } = ctx
  const t = siteText(site)
  return (
    <section className="container section">
      <div className={`${styles.block} prose`}>
        {block.title ? <h2>{t(block.title)}</h2> : null}
        <p className={styles.summary}>{t(block.summary)}</p>
        <Expandable moreLabel={t('Read more...')} lessLabel={t('Read less')}>
          <RichTextContent data={block.content} locale={siteLocale(site)} />
        </Expandable>
      </div>
    </section>
  )
}
