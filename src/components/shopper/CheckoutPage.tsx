import { notFound } from 'next/navigation'
import { siteNoPriceText } from '@/lib/sitePrice'
import { checkoutPhoneCheck, signInUrl } from '@/domain/gatedMode'
import { priceDisplay } from '@/domain/priceDisplay'
import { checkoutExplainer, reservationDeposit } from '@/domain/reservation'
import { showsReserveButton } from '@/domain/carButtons'
import { carTitle } from '@/domain/carTitle'
import type { SiteCarView } from '@/data/shapes/car'
import { paymentProvider } from '@/shopper/payments/provider'
import { siteHref, type SiteContext } from '@/lib/siteRequest'
import { siteText } from '@/lib/siteText'
import { gatedShopper } from '@/shopper/gate'
import { reserveRules } from '@/shopper/reserveRules'
import { Img } from '../Img'
import { PageHead } from '../templates/PageHead'
import { ReserveForm } from './ReserveForm'
import styles from './WatchlistView.module.css'
import { env } from '@/config/env'
import { siteTimeZone } from '@/domain/siteTimeZone'

/**
 * /cars/{slug}/checkout (or /buy-online): reserve the car with the site's refundable deposit, held 48 hours. The route
 * passes the site's car of this slug, shaped (null: none).
 */
export async function CheckoutPage({
  ctx,
  slug,
  path,
  car: view,
}: {
  ctx: SiteContext
  slug: string
  path: string
  car: SiteCarView | null
}) {
  const { site } = ctx
  const t = siteText(site)
  if (!view || site.carPage?.reserve === false) notFound()
  const { car, photos } = view
  const back = `/cars/${slug}`
  const phone = await gatedShopper(ctx, 'checkout', path, back)
  const deposit = reservationDeposit({
    payment_processors: car.payment_processors,
    dealerDepositAmount: site.carPage?.depositAmount,
  })
  const title = carTitle(car)
  // The rule the card and the car page show the button by (issue 19.6): reservations on, available, not reserved.
  const available = showsReserveButton(view.domain, true)
  const explainer = checkoutExplainer(deposit, paymentProvider().name === 'stripe' ? 'card' : 'dealership')
  // Spec §2: only gated mode sends the shopper to /sign-in (gatedShopper above). Elsewhere, where the site has the
  // hold's phone verified by code (issue 16), the form asks for the code in place; the server takes the hold's phone
  // from the session that code opens.
  const check = checkoutPhoneCheck({
    gatedMode: site.finance?.gatedMode === true,
    verifyPhone: reserveRules(site.carPage).requiresSignIn,
    signedIn: Boolean(phone),
  })
  const signIn = siteHref(
    ctx.basePath,
    signInUrl('checkout', siteHref(ctx.basePath, path), siteHref(ctx.basePath, back)),
  )
  return (
    <>
      <PageHead title={`${t('Reserve')} ${title}`} lead={`${deposit.label}. ${deposit.holdText}`} />
      <section className="container section">
        <div className={styles.item} style={{ marginBottom: 24 }}>
          {photos[0] ? <Img src={photos[0]} alt="" width={240} height={180} /> : <span className={styles.noImage} />}
          <div>
            <a className={styles.title} href={siteHref(ctx.basePath, `/cars/${car.slug}`)}>
              {title}
            </a>
            <p>{priceDisplay(car, { noPriceText: siteNoPriceText(site) }).text}</p>
          </div>
        </div>
        {available ? (
          <section
            style={{ maxWidth: 640, marginBottom: 24 }}
            aria-labelledby="how-reserving-works"
            data-testid="checkout-explainer"
          >
            <h2 id="how-reserving-works">How reserving works</h2>
            <p>
              <strong>{explainer.deposit}</strong>
            </p>
            <h3>Paying the deposit</h3>
            <p data-testid="checkout-payment">{explainer.payment}</p>
            <h3>What happens next</h3>
            <ol>
              {explainer.next.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <p>
              By reserving you agree to our{' '}
              <a href={siteHref(ctx.basePath, explainer.termsPath)}>terms and conditions</a>.
            </p>
          </section>
        ) : null}
        {available ? (
          <ReserveForm
            site={site.slug}
            carId={car.id}
            signInHref={site.finance?.gatedMode === true ? signIn : undefined}
            depositLabel={deposit.label}
            needsPhone={!phone}
            verifyPhone={check === 'code-in-form'}
            locale={site.locale ?? 'en-AU'}
            timeZone={siteTimeZone(view.location?.time_zone, site.timeZone)}
            stripeKey={env('STRIPE_SECRET_KEY') ? (env('STRIPE_PUBLISHABLE_KEY') ?? null) : null}
          />
        ) : (
          <p role="status">
            {car.reserved ? t('This car is already reserved.') : t('This car can no longer be reserved.')}
          </p>
        )}
      </section>
    </>
  )
}
