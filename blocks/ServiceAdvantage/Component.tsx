import { formatPrice } from '@/domain/priceDisplay'
import type { ServiceAdvantageBlock } from '@/payload-types'
import type { SiteContext } from '@/lib/siteRequest'
import { navHref } from '@/lib/siteRequest'
import { siteText } from '@/lib/siteText'
import type { BlockData } from '../loaders'
import styles from './ServiceAdvantage.module.css'

/**
 * Toyota Service Advantage block (content spec §2, §9): the per-model capped-price servicing table from the site's
 * service plans, and a 'Book a Service' link.
 */
export function ServiceAdvantageComponent({
  block,
  ctx,
  data: { plans },
}: {
  block: ServiceAdvantageBlock
  basePath: string
  ctx: SiteContext
  data: BlockData<'serviceAdvantage'>
}) {
  const t = siteText(ctx.site)
  const title = t(block.title ?? 'Toyota Service Advantage')
  return (
    <section className="container section" aria-labelledby={`service-${block.id}`}>
      <div className={styles.wrap}>
        <h2 id={`service-${block.id}`}>{title}</h2>
        {block.intro ? <p className={styles.intro}>{t(block.intro)}</p> : null}
        {plans.length > 0 ? (
          <div className={styles.scroller} tabIndex={0} role="region" aria-label={t('Capped-price servicing by model')}>
            <table className={styles.table}>
              <caption className="visually-hidden">{t('Capped-price servicing by model')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('Model')}</th>
                  <th scope="col">{t('Price per service')}</th>
                  <th scope="col">{t('Services')}</th>
                  <th scope="col">{t('Interval')}</th>
                  <th scope="col">{t('Cover')}</th>
                </tr>
              </thead>
              <tbody>
                {plans.map((plan) => (
                  <tr key={plan.id}>
                    <th scope="row">{plan.modelName}</th>
                    <td className={styles.price}>{formatPrice(plan.amount)}</td>
                    <td>
                      {plan.services} {t('services')}
                    </td>
                    <td>{plan.interval}</td>
                    <td>
                      {plan.years} {t('years or')} {plan.range}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        <a
          className="button"
          href={navHref(ctx, { url: block.bookingUrl ?? '/genuine-service', externalPath: block.bookingExternalPath })}
        >
          {t(block.bookingLabel ?? 'Book a Service')}
        </a>
      </div>
    </section>
  )
}
