import { localeSpelling } from '@/domain/localeSpelling'
import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { FINANCE_FORM_ANCHOR } from '@/domain/financeLinks'
import { formOffered } from '@/leads/settings'
import { siteForPage, siteHref } from '@/lib/siteRequest'
import { gatedShopper } from '@/shopper/gate'
import { SectionHeaderImage } from '../../SectionHeaderImage'
import { LeadForm } from '../LeadForm'
import { formPage, type FormPageProps, type PageProps } from './context'
import { LeadPageLayout } from './LeadPageLayout'
import styles from './LeadPage.module.css'

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
        <LeadForm settings={page.settings} basePath={page.ctx.basePath} anchor={FINANCE_FORM_ANCHOR.slice(1)} />
      </LeadPageLayout>
    </>
  )
}
