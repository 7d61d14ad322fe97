import { isAvailableForSale, showsCertifiedBadge, showsSoldNotice } from '@/domain/availability'
import { showsBelowMarketBadge } from '@/domain/belowMarketBadge'
import {
  FIND_SIMILAR_BUTTON,
  showsCarHistoryButton,
  showsOnlinePurchase,
  showsReserveButton,
} from '@/domain/carButtons'
import { carSpecRows, isTrailerItem, trailerSpecRows } from '@/domain/carSpecs'
import { isFinanceEligible, isFinanceProviderKey, usableLender } from '@/domain/financeEligibility'
import { financeButtonUrl } from '@/domain/financeLinks'
import {
  DEFAULT_CALCULATOR_INTEREST_RATE,
  financeBox,
  needsDisclaimerFetch,
  repayment,
} from '@/domain/financeRepayment'
import { phoneForCarType } from '@/domain/locations'
import { formatNumber } from '@/domain/numberFormat'
import { phoneCountryForLocale, telHref } from '@/domain/phoneNumber'
import { formatPrice, hasRealPrice, priceDisplay } from '@/domain/priceDisplay'
import { checkoutPath, reservationDeposit } from '@/domain/reservation'
import { dealerStockUrl } from '@/domain/searchUrl'
import { showsTradeInButton } from '@/domain/tradeInEligibility'
import { carTitle } from '@/domain/carTitle'
import { StickyMobileFooter } from '@/components/StickyMobileFooter'
import { openingHourEntries, specialHourEntries } from '@/data/shapes/location'
import { domainCar, type SiteCar } from '@/data/cars'
import { siteHref, type SiteContext } from '@/lib/siteRequest'
import { siteText } from '@/lib/siteText'
import { isLeadFormKind, type LeadFormKind } from '@/leads/constants'
import { formSettingsFor, loadSiteFormData } from '@/leads/server/formContext'
import type { Location } from '../../../payload-types'
import { CallDealerCard } from './CallDealerCard'
import { Img } from '../Img'
import { CarGallery } from './CarGallery'
import { CarTabs } from './CarTabs'
import { DealerComments } from './DealerComments'
import { FeatureList } from './FeatureList'
import { FINANCE_COMPARISON_DISCLAIMER, FINANCE_ESTIMATE_NOTE } from './financeCopy'
import { FinanceInfo } from './FinanceInfo'
import { ChatOfferButton } from '../chat/ChatOfferButton'
import { LeadDialogButton } from './LeadDialogButton'
import { NoPhoneWarning } from './NoPhoneWarning'
import { LeadForm } from '@/components/forms/LeadForm'
import { SimilarCars } from './SimilarCars'
import { SpecList } from './SpecList'
import styles from './CarDetail.module.css'

type Props = { ctx: SiteContext; car: SiteCar; now?: Date }

/** Copy of the tabs; each text is replaceable per site through the site's wording (CMS). */
export const TAB_COPY = {
  whatsIncluded:
    'Every vehicle comes with a multi-point safety inspection, a fresh service, a full tank of fuel and a professional detail before it is handed over.',
  whyBuyFromUs:
    'A locally owned dealer with transparent pricing, finance and trade-in under one roof, and a team that looks after you long after you drive away.',
  protectYourCar:
    'Ask us about extended warranty, paint and interior protection, tinting and comprehensive insurance to keep your car like new.',
} as const

const number = (value: number) => formatNumber(value)

/** The car detail page's body (spec §2): gallery, key information, badges, finance, tabs, sidebar and dialogs. */
export async function CarDetail({ ctx, car, now = new Date() }: Props) {
  const { site, basePath } = ctx
  const t = siteText(site)
  const href = (url: string) => siteHref(basePath, url)
  const d = domainCar(car)
  const dealership = car.dealership
  const location: Location | null = car.location && typeof car.location === 'object' ? car.location : null
  const title = carTitle(car)
  const images = (car.images ?? []).map((i) => i.url)
  const available = isAvailableForSale(d)

  const price = priceDisplay(d, {
    subscriptionsEnabled: site.cards?.subscriptions === true,
    noPriceText: site.cards?.noPriceText,
  })
  const soldNotice = showsSoldNotice(d)
  const certified = showsCertifiedBadge(d)
  const belowMarket = showsBelowMarketBadge(d)

  const provider = site.finance?.provider ?? null
  const financeOn = site.finance?.enabled !== false
  const lender = financeOn && provider ? usableLender(d, provider) : null
  const financeEligible =
    financeOn && provider !== null && isFinanceProviderKey(provider)
      ? isFinanceEligible(d, { provider, now, timeZone: site.timeZone ?? undefined })
      : false
  const box = lender ? financeBox(lender) : null
  const calculatorRate = site.finance?.calculatorInterestRate ?? DEFAULT_CALCULATOR_INTEREST_RATE
  const estimate =
    !box && financeOn && available && hasRealPrice(d.price)
      ? repayment({ price: d.price, interestRate: calculatorRate, frequency: 'weekly' })
      : null

  const phone = phoneForCarType(
    car.car_type,
    site.phones ?? {},
    location?.contactDetail?.phone || dealership.phone || null,
  )
  const country = phoneCountryForLocale(site.locale ?? 'en-AU')
  const timeZone = location?.timeZone ?? site.timeZone ?? 'Australia/Sydney'

  const formData = await loadSiteFormData(site)
  // Each form's settings carry this car: its fields, defaults and its spec §7 analytics event (14/15/17/48).
  const settingsFor = (kind: LeadFormKind) => formSettingsFor(kind, formData, car)
  const kinds = ['car', 'test-drive', 'make-offer', 'request-photos'] as const
  const forms = Object.fromEntries(kinds.filter(isLeadFormKind).map((k) => [k, settingsFor(k)])) as Record<
    (typeof kinds)[number],
    ReturnType<typeof settingsFor>
  >

  const deposit = reservationDeposit({
    payment_processors: car.payment_processors,
    dealerDepositAmount: site.carPage?.depositAmount,
  })
  const reserve = site.carPage?.reserve !== false && showsReserveButton(d)
  const buyOnline = site.cards?.buyButton === 'buy-online'
  const onlinePurchase = showsOnlinePurchase(d, site.carPage?.onlinePurchase === true)
  const tradeIn = site.forms?.tradeInLink !== false && showsTradeInButton(d, dealership.hasValuationService !== false)
  const history = showsCarHistoryButton(d) && typeof d.file === 'string' ? d.file : null
  const financeUrl = financeButtonUrl(d, {
    eligible: financeEligible,
    personalisedFinance: site.finance?.personalised === true,
    financeEnquiryPath: site.finance?.route ?? '/finance',
  })
  const financeLabel = t(site.finance?.buttonText || 'Finance Enquiry')
  const facts = [
    car.year ? String(car.year) : null,
    typeof car.km === 'number' ? `${number(car.km)} km` : null,
    car.simple_transmission ?? car.trans,
    car.simple_fuel ?? car.fuel,
    car.simple_body,
  ].filter(Boolean)
  const specRows = carSpecRows(d)
  const trailerRows = isTrailerItem(d) ? trailerSpecRows(d.specifications) : []
  const features = car.features ?? []
  const equipment = car.standardEquipment ?? []
  const seeMoreUrl = href(dealerStockUrl(dealership.slug))

  const offerIntro = (
    <div className={styles.offerCar} data-testid="offer-car">
      {images[0] ? <Img src={images[0]} alt="" width={120} height={90} /> : null}
      <div>
        <p className={styles.offerTitle}>{title}</p>
        <p>
          <strong>{price.text}</strong> {car.price_type ? <span className={styles.muted}>{car.price_type}</span> : null}
        </p>
        <p className={styles.muted}>{facts.join(' · ')}</p>
      </div>
    </div>
  )

  const sidebar = (
    <aside className={styles.sidebar} aria-label="Contact and buying options">
      <div className={styles.buttons} data-testid="car-buttons">
        <LeadDialogButton
          label={available ? t('Enquire') : FIND_SIMILAR_BUTTON}
          title={available ? `Enquire about the ${title}` : FIND_SIMILAR_BUTTON}
          settings={forms.car}
          submitLabel={t('Send Enquiry')}
          testId="btn-enquire"
        />
        {history ? (
          <a
            className="button button--secondary"
            href={history}
            target="_blank"
            rel="noopener"
            data-testid="btn-history"
          >
            Car History Report
          </a>
        ) : null}
        {financeOn ? (
          <a className="button button--secondary" href={href(financeUrl)} data-testid="btn-finance">
            {financeLabel}
          </a>
        ) : null}
        {tradeIn ? (
          <a
            className="button button--secondary"
            href={href(`/cars/trade-in?car_id=${car.id}`)}
            data-testid="btn-trade-in"
          >
            Trade-In Valuation
          </a>
        ) : null}
        {reserve ? (
          <a
            className={`button ${styles[`reserve_${site.carPage?.reserveButtonStyle ?? 'success'}`]}`}
            href={href(checkoutPath(car.slug ?? String(car.id), buyOnline))}
            data-testid="btn-reserve"
          >
            {buyOnline ? 'Buy Online' : 'Reserve'} · {deposit.label}
          </a>
        ) : null}
        {available ? (
          <LeadDialogButton
            label={t('Test Drive')}
            title={`Book a test drive: ${title}`}
            settings={forms['test-drive']}
            submitLabel={t('Book Test Drive')}
            slotsUrl={`/api/cars/${car.id}/appointments?site=${encodeURIComponent(site.slug)}`}
            className="button button--secondary"
            testId="btn-test-drive"
          />
        ) : null}
        {site.forms?.makeAnOffer && available && site.header?.chat ? (
          <ChatOfferButton
            message={`I would like to make an offer on the ${title}${car.stocknum ? ` (stock number ${car.stocknum})` : ''}.`}
            className="button button--secondary"
            testId="btn-make-offer"
          />
        ) : null}
        {site.forms?.makeAnOffer && available && !site.header?.chat ? (
          <LeadDialogButton
            label="Make an Offer"
            title="Make an Offer"
            settings={forms['make-offer']}
            submitLabel="Send Offer"
            intro={offerIntro}
            className="button button--secondary"
            testId="btn-make-offer"
          />
        ) : null}
        {onlinePurchase ? (
          <a
            className="button button--secondary"
            href={href(`/checkout-journey?car_id=${encodeURIComponent(car.slug ?? String(car.id))}`)}
            data-testid="btn-online-purchase"
          >
            Online Purchase
          </a>
        ) : null}
        {images.length === 0 && available ? (
          <LeadDialogButton
            label="Request Photos"
            title="Request photos"
            settings={forms['request-photos']}
            className="button button--secondary"
            testId="btn-request-photos"
          />
        ) : null}
        {site.carPage?.printPdf !== false ? (
          <a
            className="button button--secondary"
            href={`/api/cars/${car.id}/pdf`}
            download={`${car.slug}.pdf`}
            data-testid="btn-pdf"
          >
            Download PDF
          </a>
        ) : null}
      </div>
      {(car.payment_processors?.length ?? 0) > 0 ? (
        <section className={styles.card} aria-labelledby="payment-methods">
          <h2 id="payment-methods" className={styles.cardTitle}>
            Payment methods
          </h2>
          <ul className={styles.inlineList}>
            {(car.payment_processors ?? []).map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {phone ? (
        <CallDealerCard
          site={site.slug}
          phone={phone}
          telHref={telHref(phone, country)}
          carId={car.id}
          dealerName={location?.name ?? dealership.name}
        />
      ) : (
        <NoPhoneWarning carId={car.id} />
      )}
    </aside>
  )

  const tabs = [
    { key: 'comments', label: 'Dealer Comments', content: <DealerComments text={car.dealercomments} /> },
    { key: 'included', label: "What's Included", content: <p>{t(TAB_COPY.whatsIncluded)}</p> },
    { key: 'why', label: 'Why Buy From Us?', content: <p>{t(TAB_COPY.whyBuyFromUs)}</p> },
    ...(reserve
      ? [
          {
            key: 'reserve',
            label: 'Reserve Online',
            content: (
              <p>
                Reserve this car online with a {deposit.label}. {deposit.holdText}
              </p>
            ),
          },
        ]
      : []),
    { key: 'protect', label: 'Protect Your Car', content: <p>{t(TAB_COPY.protectYourCar)}</p> },
    {
      key: 'features',
      label: 'Features',
      content: (
        <>
          <FeatureList features={features} />
          {equipment.length > 0 ? (
            <>
              <h3 className={styles.subheading}>Standard equipment</h3>
              <ul className={styles.features}>
                {equipment.map((e, i) => (
                  <li key={`${e}-${i}`}>{e}</li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      ),
    },
  ]

  return (
    <article className={`container ${styles.page}`} data-testid="car-detail">
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <a href={href('/search')}>Search</a> <span aria-hidden="true">›</span> <span aria-current="page">{title}</span>
      </nav>
      <header className={styles.heading}>
        <h1 className={styles.title}>
          {title}
          {car.series ? <span className={styles.series}> {car.series}</span> : null}
        </h1>
        <ul className={styles.badges} aria-label="Badges">
          {soldNotice ? (
            <li className={`${styles.badge} ${styles.sold}`} data-testid="sold-notice">
              {site.cards?.soldTagText || 'SOLD'}
            </li>
          ) : null}
          {car.reserved && !soldNotice ? (
            <li className={`${styles.badge} ${styles.reserved}`} data-testid="reserved-badge">
              Reserved
            </li>
          ) : null}
          {certified ? (
            <li className={`${styles.badge} ${styles.certified}`} data-testid="certified-badge">
              Certified Pre-Owned
            </li>
          ) : null}
          {belowMarket ? (
            <li className={`${styles.badge} ${styles.below}`} data-testid="below-market-badge">
              Below Market Price
            </li>
          ) : null}
          {car.tag ? <li className={styles.badge}>{car.tag}</li> : null}
        </ul>
      </header>

      {soldNotice ? (
        <p className={styles.soldNotice} role="status">
          This vehicle has been SOLD. <a href={seeMoreUrl}>See more from this dealer</a>
        </p>
      ) : null}

      <div className={styles.layout}>
        <div className={`${styles.main} ${styles.top}`}>
          <CarGallery images={images} alt={title} />

          <section className={styles.keyInfo} aria-labelledby="key-info" data-testid="key-info">
            <h2 id="key-info" className="visually-hidden">
              Key information
            </h2>
            <p className={styles.price} data-testid="price">
              {price.kind === 'reduced' ? <s className={styles.muted}>{formatPrice(price.listedPrice)}</s> : null}{' '}
              {price.text}
              {car.price_type && (price.kind === 'price' || price.kind === 'reduced') ? (
                <span className={styles.priceType}> {car.price_type}</span>
              ) : null}
              {price.kind === 'subscription' ? <span className={styles.priceType}> per week subscription</span> : null}
            </p>
            <dl className={styles.facts}>
              {car.year ? <Fact label="Year" value={String(car.year)} /> : null}
              {typeof car.km === 'number' ? <Fact label="Odometer" value={`${number(car.km)} km`} /> : null}
              {car.simple_transmission || car.trans ? (
                <Fact label="Transmission" value={String(car.simple_transmission ?? car.trans)} />
              ) : null}
              {car.simple_fuel || car.fuel ? <Fact label="Fuel" value={String(car.simple_fuel ?? car.fuel)} /> : null}
              {car.simple_body ? <Fact label="Body" value={car.simple_body} /> : null}
              <Fact
                label="Condition"
                value={car.car_type === 'new' ? 'New' : car.car_type === 'demo' ? 'Demo' : 'Used'}
              />
              {car.stocknum ? <Fact label="Stock No." value={car.stocknum} /> : null}
              {location ? <Fact label="Location" value={location.name} /> : null}
            </dl>
          </section>
        </div>
        {site.carPage?.sidebar !== false ? sidebar : null}
        <div className={`${styles.main} ${styles.rest}`}>
          {box || estimate !== null ? (
            <section className={styles.finance} aria-labelledby="finance-heading" data-testid="finance-box">
              <h2 id="finance-heading" className={styles.sectionTitle}>
                Finance
              </h2>
              {box ? (
                <dl className={styles.financeGrid}>
                  <Fact
                    label="Weekly"
                    value={box.weeklyPayment !== null ? `${formatPrice(box.weeklyPayment)}/wk` : '—'}
                  />
                  <Fact label="Interest rate" value={box.interestRate !== null ? `${box.interestRate}% p.a.` : '—'} />
                  <Fact
                    label="Comparison rate"
                    value={box.comparisonRate !== null ? `${box.comparisonRate}% p.a.` : '—'}
                  />
                  <Fact label="Term" value={`${box.termYears} years`} />
                  <Fact label="Deposit" value={formatPrice(box.deposit)} />
                  <Fact label="Balloon" value={formatPrice(box.balloon)} />
                </dl>
              ) : (
                <p data-testid="finance-estimate">
                  From <strong>{formatPrice(estimate ?? 0)}/wk</strong> at {calculatorRate}% p.a. over 5 years.{' '}
                  <span className={styles.small}>{FINANCE_ESTIMATE_NOTE}</span>
                </p>
              )}
              <FinanceInfo
                site={site.slug}
                carId={car.id}
                disclaimer={lender?.disclaimer?.trim() ? lender.disclaimer : null}
                needsFetch={lender !== null && needsDisclaimerFetch(lender)}
                comparisonCopy={FINANCE_COMPARISON_DISCLAIMER}
              />
            </section>
          ) : null}

          <section aria-labelledby="specs-heading" className={styles.block}>
            <h2 id="specs-heading" className={styles.sectionTitle}>
              Specifications
            </h2>
            <SpecList rows={specRows} label="Vehicle specifications" testId="spec-list" />
            {trailerRows.length > 0 ? (
              <>
                <h3 className={styles.subheading}>
                  {car.item_type === 'trailer' ? 'Trailer' : 'Caravan'} specifications
                </h3>
                <SpecList rows={trailerRows} label="Caravan and trailer specifications" testId="trailer-specs" />
              </>
            ) : null}
          </section>

          <CarTabs tabs={tabs} />

          <p>
            <a href={seeMoreUrl} className={styles.seeMore} data-testid="see-more-dealer">
              See more from this dealer
            </a>
          </p>

          <section id="enquire" aria-labelledby="enquire-heading" className={styles.block}>
            <h2 id="enquire-heading" className={styles.sectionTitle}>
              {available ? `Enquire about this ${car.make}` : 'Like this and want something similar?'}
            </h2>
            <LeadForm settings={forms.car} submitLabel={t('Send Enquiry')} showCar={false} />
          </section>
          {site.carPage?.sidebar === false ? sidebar : null}
        </div>
      </div>

      {site.carPage?.similarCars !== false ? <SimilarCars site={site} car={car} basePath={basePath} now={now} /> : null}

      {site.content?.stickyMobileFooter !== false ? (
        <div className={styles.stickyFooter} data-testid="car-sticky-footer">
          <StickyMobileFooter
            phone={phone ? { label: phone, href: telHref(phone, country) } : null}
            hours={location ? openingHourEntries(location) : []}
            specialHours={location ? specialHourEntries(location) : []}
            timeZone={timeZone}
            enquire={{ label: t('Enquire'), href: '#enquire' }}
            callLabel="Call Now"
          />
        </div>
      ) : null}
    </article>
  )
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  )
}
