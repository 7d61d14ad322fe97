import { FINANCE_ESTIMATE_NOTE, financeOfferValidLine } from '../financeCopy'
import { FinanceInfo } from '../FinanceInfo'
import type { FinanceModel } from './carPageModel'
import { Facts } from './Fact'
import styles from '../CarDetail.module.css'
import { DEFAULT_TIME_ZONE } from '@/domain/siteTimeZone'

/** The lender's repayment box, or the calculator's repayment estimate (weekly; monthly on en-US), with the disclaimers. */
export function FinanceSection({
  finance,
  carId,
  site,
  locale = 'en-AU',
  timeZone = DEFAULT_TIME_ZONE,
  now = new Date(),
}: {
  finance: FinanceModel
  carId: number
  site: string
  locale?: string
  timeZone?: string
  now?: Date
}) {
  return (
    <section className={styles.finance} aria-labelledby="finance-heading" data-testid="finance-box">
      <h2 id="finance-heading" className={styles.sectionTitle}>
        Finance
      </h2>
      {finance.type === 'lender' ? (
        <Facts facts={finance.rows} className={styles.financeGrid} />
      ) : (
        <p data-testid="finance-estimate">
          From <strong>{finance.repayment}</strong> at {finance.rateText} over 5 years.{' '}
          <span className={styles.small}>{FINANCE_ESTIMATE_NOTE}</span>
        </p>
      )}
      <FinanceInfo
        carId={carId}
        site={site}
        disclaimer={finance.type === 'lender' ? finance.disclaimer : null}
        needsFetch={finance.type === 'lender' && finance.needsFetch}
        comparisonCopy={`${finance.comparisonCopy} ${financeOfferValidLine(now, locale, timeZone)}`}
      />
    </section>
  )
}
