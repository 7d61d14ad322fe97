import { notFound } from 'next/navigation'
import { siteNoPriceText } from '@/lib/sitePrice'
import { LeadForm } from '@/components/forms/LeadForm'
import { LeadPageLayout } from '@/components/forms/pages/LeadPageLayout'
import { showsOnlinePurchase } from '@/domain/carButtons'
import { CHECKOUT_JOURNEY_PATH, PURCHASE_STEPS } from '@/domain/onlinePurchase'
import { priceDisplay } from '@/domain/priceDisplay'
import { MONEY_BACK_GUARANTEE_HOURS } from '@/domain/reservation'
import type { SiteFormData } from '@/data/forms'
import { formSettingsFor } from '@/leads/server/formContext'
import { formOffered } from '@/leads/settings'
import type { SiteCarView } from '@/data/shapes/car'
import { siteHref, type SiteContext } from '@/lib/siteRequest'
import { siteText } from '@/lib/siteText'
import { gatedShopper } from '@/shopper/gate'

/**
 * /checkout-journey?car_id={slug} (spec §2): buy one of the dealer's used cars online in five steps (details,
 * trade-in, finance, delivery or pick-up, review); the order arrives as a lead with the purchase data. The route
 * passes the site's car of that slug, shaped (null: none), and the site's form data.
 */
export async function CheckoutJourneyPage({
  ctx,
  slug,
  car: view,
  formData,
}: {
  ctx: SiteContext
  slug: string | undefined
  car: SiteCarView | null
  formData: SiteFormData
}) {
  const { site, basePath } = ctx
  if (!formOffered('online-purchase', site) || !slug) notFound()
  if (!view || !showsOnlinePurchase(view.domain, true)) notFound()
  const { car } = view
  await gatedShopper(ctx, 'checkout', `${CHECKOUT_JOURNEY_PATH}?car_id=${encodeURIComponent(slug)}`, `/cars/${slug}`)
  const t = siteText(site)
  const settings = formSettingsFor('online-purchase', formData, car)
  const price = priceDisplay(view.domain, { noPriceText: siteNoPriceText(site) })
  return (
    <LeadPageLayout
      title={t('Buy this car online')}
      intro={`${settings.car?.name ?? ''} · ${price.text}. Tell us how you would like to buy it; we confirm the order and the paperwork with you before anything is charged.`}
      aside={
        <>
          <h2>How buying online works</h2>
          <ol>
            <li>Send your order in five short steps.</li>
            <li>We call you to confirm the price, your trade-in and finance.</li>
            <li>Pick the car up, or we deliver it to your door.</li>
          </ol>
          <p>Every used car comes with our {MONEY_BACK_GUARANTEE_HOURS}-hour money-back guarantee.</p>
          <p>
            <a href={siteHref(basePath, `/cars/${car.slug}`)}>Back to the car</a>
          </p>
        </>
      }
    >
      <LeadForm
        settings={settings}
        basePath={basePath}
        mode="steps"
        stepTitles={PURCHASE_STEPS}
        review
        anchor="purchase-form"
      />
    </LeadPageLayout>
  )
}
