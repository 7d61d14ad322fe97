import { localeSpelling } from '@/domain/localeSpelling'
import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { FINANCE_FORM_ANCHOR } from '@/domain/financeLinks'
import { formOffered } from '@/leads/settings'
import { siteForPage, siteHref } from '@/lib/siteRequest'
import { gatedShopper } from '@/shopper/gate'
import { SectionHeaderImage } from '../../SectionHeaderImage'
import { LeadForm } from '../LeadForm'
import { COMPARISON_RATE_LOAN } from '@/components/car/financeCopy'
import { RepaymentCalculator } from '@/components/finance/RepaymentCalculator'
import { repaymentFrequency } from '@/domain/financeRepayment'
import { calculatorDefaults, calculatorValues, MIN_FINANCED_PRICE } from '@/domain/repaymentCalculator'
import { siteLocale } from '@/lib/siteText'
import { first, formPage, type FormPageProps, type PageProps } from './context'
import { LeadPageLayout } from './LeadPageLayout'
import styles from './LeadPage.module.css'

/** The finance page's own query (spec §2), kept when the calculator answers. */
const FINANCE_PREFILL_KEYS = ['preferredDealership', 'vehiclePriceBudget', 'car_id', 'car_type'] as const

export type FinanceRoute = '/finance' | '/finance-enquiry' | '/apply-for-finance'

export async function financeMetadata(props: PageProps): Promise<Metadata> {
  const { site } = await siteForPage(props.params)
  return {
    title: `${localeSpelling(site.finance?.buttonText || 'Finance Enquiry', site.locale ?? undefined)} | ${site.name}`,
  }
}

/**
 * Spec §2: the finance enquiry lives at /finance, /finance-enquiry or /apply-for-finance by site setting; the
 * other two redirect there with the query (preferredDealership, vehiclePriceBudget, car_id, car_type) kept.
 */
export async function FinancePage(props: FormPageProps & { route: FinanceRoute }) {
  const { site, basePath } = await siteForPage(props.params)
  if (!formOffered('finance', site)) notFound()
  const configured = (site.finance?.route ?? '/finance') as FinanceRoute
  if (configured !== props.route) {
    const query = new URLSearchParams()
    for (const [key, value] of Object.entries(await props.searchParams))
      for (const v of [value].flat()) if (v !== undefined) query.append(key, v)
    const search = query.toString()
    redirect(`${siteHref(basePath, configured)}${search ? `?${search}` : ''}${FINANCE_FORM_ANCHOR}`)
  }
  const query = await props.searchParams
  const carId = typeof query.car_id === 'string' && /^\d{1,12}$/.test(query.car_id) ? query.car_id : null
  await gatedShopper({ site, basePath }, 'finance', `${props.route}${carId ? `?car_id=${carId}` : ''}`)
  const page = await formPage(props, 'finance')
  const locale = siteLocale(site)
  // The calculator's price: the budget or car the query names (as the enquiry's prefill), else the spec's sample loan.
  const budget = Number(page.settings.defaults.vehiclePriceBudget)
  const price = budget > MIN_FINANCED_PRICE ? budget : COMPARISON_RATE_LOAN
  const keep = Object.fromEntries(
    FINANCE_PREFILL_KEYS.flatMap((key) => {
      const value = first(query[key])
      return value ? [[key, value.slice(0, 100)]] : []
    }),
  )
  return (
    <>
      <SectionHeaderImage site={site} section="finance" />
      <LeadPageLayout
        title={page.t(site.finance?.buttonText || 'Finance Enquiry')}
        intro="Tell us about the car and budget you have in mind; a finance specialist will call you with options."
        aside={
          <>
            <h2>What happens next</h2>
            <ul>
              <li>We review your enquiry the same business day.</li>
              <li>A specialist compares lenders for you.</li>
              <li>No obligation, and no credit check until you say so.</li>
            </ul>
            <p className={styles.links}>
              <a href={siteHref(basePath, '/trade-in')}>Value your trade-in</a>
            </p>
          </>
        }
      >
        <RepaymentCalculator
          action={siteHref(basePath, props.route)}
          locale={locale}
          fixedPrice={null}
          keep={keep}
          initial={calculatorValues(
            query,
            calculatorDefaults(price, {
              calculatorInterestRate: site.finance?.calculatorInterestRate,
              frequency: repaymentFrequency(locale),
            }),
          )}
        />
        <LeadForm settings={page.settings} basePath={page.ctx.basePath} anchor={FINANCE_FORM_ANCHOR.slice(1)} />
      </LeadPageLayout>
    </>
  )
}
