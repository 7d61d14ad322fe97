import type { CallToActionBlock } from '@/payload-types'
import { siteHref } from '@/lib/siteRequest'
import styles from './CallToAction.module.css'
import type { SiteContext } from '@/lib/siteRequest'

export function CallToActionComponent({
  block,
  basePath,
}: {
  block: CallToActionBlock
  basePath: string
  ctx: SiteContext
}) {
  return (
    <section className="container section">
      <div className={styles.cta}>
        <div>
          <h2>{block.title}</h2>
          {block.text ? <p className={styles.text}>{block.text}</p> : null}
        </div>
        <div className={styles.buttons}>
          {(block.buttons ?? []).map((b) => (
            <a
              key={b.id ?? b.label}
              className={`button ${b.style === 'secondary' ? 'button--secondary' : ''}`}
              href={siteHref(basePath, b.url)}
            >
              {b.label}
            </a>
          ))}
        </div>
      </div>
    </section>
  )
}
