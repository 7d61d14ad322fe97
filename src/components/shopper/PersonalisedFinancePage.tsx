import { notFound } from 'next/navigation'
import { financeComparisonDisclaimer } from '@/components/car/financeCopy'
import { LeadPageLayout } from '@/components/forms/pages/LeadPageLayout'
import { PERSONALISED_FINANCE_PATH } from '@/domain/financeQuote'
import type { FormReads } from '@/data/forms'
import { formSettingsFor } from '@/leads/server/formContext'
import { formOffered } from '@/leads/settings'
import { siteHref, type SiteContext } from '@/lib/siteRequest'
import { siteLocale, siteText } from '@/lib/siteText'
import { gatedShopper } from '@/shopper/gate'
import { personalisedLender } from '@/shopper/personalisedFinance'
import { FinanceQuoteForm } from './FinanceQuoteForm'

/**
 * /personalised/finance?car_id={id} (spec §2): a quote at the car's own lender rate, for cars with an NVIC that
 * qualify for finance, on sites whose personalised mode is on; behind the sign-in when gated mode is on. The route
 * reads the form data and the car_id's car (only this site's).
 */
export async function PersonalisedFinancePage({
  ctx,
  carId,
  reads,
}: {
  ctx: SiteContext
  carId: string | undefined
  reads: FormReads
}) {
  const { site, basePath } = ctx
  if (!formOffered('finance-quote', site) || !carId) notFound()
  const { car } = reads
  const lender = car ? personalisedLender(site, car) : null
  if (!car || !lender || typeof car.price !== 'number') notFound()
  await gatedShopper(ctx, 'finance', `${PERSONALISED_FINANCE_PATH}?car_id=${car.id}`, `/cars/${car.slug ?? car.id}`)
  const t = siteText(site)
  const settings = formSettingsFor('finance-quote', reads.data, car)
  return (
    <LeadPageLayout
      title={t('Your personalised finance')}
      intro={`Choose your deposit, term and balloon to see repayments on the ${settings.car?.name ?? 'car'} at its lender's rate, then send the quote to our finance team.`}
      aside={
        <>
          <h2>About this quote</h2>
          <ul>
            <li>
              Interest rate {lender.interestRate}% {t('p.a.')}
              {lender.comparisonRate !== null && lender.comparisonRate !== undefined && siteLocale(site) !== 'en-US'
                ? `, comparison rate ${lender.comparisonRate}% p.a.`
                : ''}
            </li>
            <li>No credit check until you say so.</li>
          </ul>
          <p>{lender.disclaimer?.trim() || financeComparisonDisclaimer(siteLocale(site))}</p>
          <p>
            <a href={siteHref(basePath, `/cars/${car.slug ?? car.id}`)}>Back to the car</a>
          </p>
        </>
      }
    >
      <FinanceQuoteForm
        settings={settings}
        basePath={basePath}
        price={car.price}
        interestRate={lender.interestRate!}
        comparisonRate={lender.comparisonRate ?? null}
      />
    </LeadPageLayout>
  )
}
