import type { Metadata } from 'next'
import { showsTradeInButton } from '@/domain/tradeInEligibility'
import { siteForPage } from '@/lib/siteRequest'
import { TradeInForm } from '../TradeInForm'
import { formPage, type FormPageProps, type PageProps } from './context'
import { DealerContactAside } from './DealerContactAside'
import { LeadPageLayout } from './LeadPageLayout'

export async function tradeInMetadata(props: PageProps): Promise<Metadata> {
  const { site } = await siteForPage(props.params)
  return {
    title: `Sell or Trade In Your Car | ${site.name}`,
    description: 'Get an instant offer on your car in 2 minutes.',
  }
}

/**
 * /trade-in and /sell-my-car (not gated), and /cars/trade-in?car_id={id}: a valuation, with the car being bought
 * when it qualifies for a trade-in (spec §5 trade-in button rule), so the offer shows its reduced price.
 */
export async function TradeInPage(props: FormPageProps) {
  const page = await formPage(props, 'trade-in')
  let settings = page.settings
  const car = page.car
  if (car) {
    const dealership = typeof car.dealership === 'object' ? car.dealership : null
    if (!showsTradeInButton(car, dealership?.hasValuationService !== false))
      settings = { ...settings, car: null, defaults: { ...settings.defaults, car_id: '' } }
  }
  return (
    <LeadPageLayout
      aside={<DealerContactAside locations={page.locations} locale={page.ctx.site.locale ?? 'en-AU'} />}
      title="Sell or Trade In Your Car"
      intro="Get an instant offer in 2 minutes: tell us about your car and we'll show you what it's worth."
    >
      <TradeInForm settings={settings} />
    </LeadPageLayout>
  )
}
