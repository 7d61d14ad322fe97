import type { FaqBlock } from '@/payload-types'
import type { SiteContext } from '@/lib/siteRequest'
import { siteText } from '@/lib/siteText'
import styles from './Faq.module.css'

/** FAQ accordion: each question opens its answer (native disclosure, keyboard and screen-reader friendly). */
export async function FaqComponent({ block, ctx }: { block: FaqBlock; basePath: string; ctx: SiteContext }) {
  const t = siteText(ctx.site)
  return (
    <section className="container section" aria-labelledby={`faq-${block.id}`}>
      <h2 id={`faq-${block.id}`}>{t(block.title ?? 'Frequently asked questions')}</h2>
      <div className={styles.list}>
        {(block.items ?? []).map((item) => (
          <details key={item.id ?? item.question} className={styles.item}>
            <summary>{t(item.question)}</summary>
            <p className={styles.answer}>{t(item.answer)}</p>
          </details>
        ))}
      </div>
    </section>
  )
}
