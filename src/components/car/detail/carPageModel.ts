import { isAvailableForSale, showsCertifiedBadge, showsSoldNotice } from '@/domain/availability'
import { showsBelowMarketBadge } from '@/domain/belowMarketBadge'
import {
  FIND_SIMILAR_BUTTON,
  showsCarHistoryButton,
  showsOnlinePurchase,
  showsCompareAndFavourite,
  showsFinanceButton,
  showsReserveButton,
} from '@/domain/carButtons'
import { carSpecRows, isTrailerItem, trailerSpecRows, type SpecRow } from '@/domain/carSpecs'
import { carTitle } from '@/domain/carTitle'
import { financeOffered, isFinanceEligible, isFinanceProviderKey, usableLender } from '@/domain/financeEligibility'
import { financeButtonUrl } from '@/domain/financeLinks'
import { advertisedRate, comparisonRateFor, depositLabel, offersBalloon } from '@/domain/financeLocale'
import {
  DEFAULT_CALCULATOR_INTEREST_RATE,
  financeBox,
  needsDisclaimerFetch,
  REPAYMENT_PERIOD,
  repaymentFigure,
  repaymentFrequency,
  type RepaymentFrequency,
} from '@/domain/financeRepayment'
import { localeSpelling } from '@/domain/localeSpelling'
import { phoneForCarType } from '@/domain/locations'
import { formatOdometer } from '@/domain/odometer'
import { phoneCountryForLocale, telHref } from '@/domain/phoneNumber'
import { formatPrice, hasRealPrice, priceDisplay } from '@/domain/priceDisplay'
import { checkoutPath, reservationDeposit } from '@/domain/reservation'
import { dealerStockUrl } from '@/domain/searchUrl'
import { isSidebarButtonKey, sidebarButtonOrder, type SidebarButtonKey } from '@/domain/sidebarButtons'
import { showsTradeInButton } from '@/domain/tradeInEligibility'
import type { Locale, OpeningHourEntry, SpecialHoursEntry } from '@/domain/types'
import type { SiteCar } from '@/data/cars'
import type { SiteCarView } from '@/data/shapes/car'
import type { SiteLocation } from '@/data/shapes/location'
import { siteHref } from '@/lib/siteHref'
import { sitePriceOptions } from '@/lib/sitePrice'
import { siteLocale, siteText } from '@/lib/siteText'
import { paymentMethodLabels } from '@/domain/paymentMethodLabel'
import { financeComparisonDisclaimer } from '../financeCopy'
import type { Site } from '@/payload-types'
import { siteTimeZone } from '@/domain/siteTimeZone'

/** Copy of the tabs; each text is replaceable per site through the site's wording (CMS). */
export const TAB_COPY = {
  whatsIncluded:
    'Every vehicle comes with a multi-point safety inspection, a fresh service, a full tank of fuel and a professional detail before it is handed over.',
  whyBuyFromUs:
    'A locally owned dealer with transparent pricing, finance and trade-in under one roof, and a team that looks after you long after you drive away.',
  protectYourCar:
    'Ask us about extended warranty, paint and interior protection, tinting and comprehensive insurance to keep your car like new.',
} as const

/** The lead forms the car page opens in dialogs (and the enquiry form at its foot). */
export const CAR_PAGE_FORMS = ['car', 'test-drive', 'make-offer', 'request-photos'] as const
export type CarPageForm = (typeof CAR_PAGE_FORMS)[number]

export type Fact = { label: string; value: string }

export type Badge = { label: string; tone: 'sold' | 'reserved' | 'certified' | 'below' | null; testId?: string }

/** A sidebar button: a link (works without JavaScript), a lead form in a dialog, or the chat with an offer. */
export type CarButton =
  | {
      type: 'link'
      testId: string
      label: string
      href: string
      look: 'secondary' | { reserve: 'success' | 'primary' | 'outline' }
      newTab?: boolean
      download?: string
    }
  | {
      type: 'dialog'
      testId: string
      form: CarPageForm
      label: string
      title: string
      submitLabel?: string
      slotsUrl?: string
      /** The dialog opens with the car's summary (photo, title, price) above the form. */
      withCarSummary?: boolean
      /** The same form as a page of its own: the dialog links to it until its form is ready (issue 39.4). */
      pageHref?: string
      look: 'primary' | 'secondary'
    }
  | { type: 'chat'; testId: string; label: string; message: string }

export type CarTabBody =
  | { type: 'comments'; text: string | null | undefined }
  | { type: 'text'; text: string }
  | { type: 'features'; features: string[]; equipment: string[] }

export type CarPageTab = { key: string; label: string; body: CarTabBody }

export type FinanceModel =
  | {
      type: 'lender'
      rows: Fact[]
      disclaimer: string | null
      needsFetch: boolean
      /** The locale's rate copy under the box (en-US: APR, no comparison-rate warning). */
      comparisonCopy: string
    }
  | {
      type: 'estimate'
      /** The repayment in the site's frequency: '$156/wk', '$612/mo' on en-US. */
      repayment: string
      rate: number
      perYear: string
      /** The rate as advertised: with its comparison rate on en-AU and en-NZ (issue 39.6), an APR on en-US. */
      rateText: string
      comparisonCopy: string
    }

/** Everything the car detail page shows, worked out from the car and its site's settings (spec §2). */
export type CarPageModel = {
  title: string
  series: string | null
  searchHref: string
  badges: Badge[]
  /** The SOLD notice under the heading, with its link to the dealer's other stock. */
  soldNotice: boolean
  seeMoreHref: string
  images: string[]
  price: { listed: string | null; text: string; suffix: string | null }
  keyFacts: Fact[]
  /** The car as the Make an Offer dialog sums it up. */
  summary: { image: string | null; title: string; price: string; priceType: string | null; facts: string }
  finance: FinanceModel | null
  /**
   * The repayment calculator (issue 30.5) where the car has a finance figure: it opens at the card's own estimate
   * inputs (the car's price, the site's rate and frequency), so untouched it shows the card's estimate.
   */
  calculator: {
    price: number
    frequency: RepaymentFrequency
    calculatorInterestRate: number
    action: string
    /** The site's provider's lender of the car (its comparison rate, its balloon), if it has one. */
    lender: { interestRate: number | null; comparisonRate: number | null; balloon: number | null } | null
  } | null
  specs: SpecRow[]
  trailerSpecs: { heading: string; rows: SpecRow[] } | null
  tabs: CarPageTab[]
  sidebar: 'side' | 'foot'
  buttons: CarButton[]
  paymentMethods: string[]
  callDealer: { phone: string; telHref: string; dealerName: string } | null
  enquiry: { heading: string; submitLabel: string }
  similarCars: boolean
  /** Save (favourites or watchlist) and Compare, by the same rule as the search card's (spec §5). */
  saveControls: { carId: string; name: string; favourites: 'local' | 'watchlist'; compare: boolean } | null
  stickyFooter: {
    phone: { label: string; href: string } | null
    hours: OpeningHourEntry[]
    specialHours: SpecialHoursEntry[]
    timeZone: string
    enquire: { label: string; href: string }
    callLabel: string
  } | null
}

/** The car as its route shaped it (siteCarView), and its site. */
type Input = { car: SiteCarView; site: Site; basePath: string; now: Date }

const conditionOf = (carType: SiteCar['car_type']) => (carType === 'new' ? 'New' : carType === 'demo' ? 'Demo' : 'Used')

function keyFacts(car: SiteCar, location: SiteLocation | null, locale: Locale): Fact[] {
  const facts: (Fact | null)[] = [
    car.year ? { label: 'Year', value: String(car.year) } : null,
    typeof car.km === 'number' ? { label: 'Odometer', value: formatOdometer(car.km, locale) } : null,
    car.simple_transmission || car.trans
      ? { label: 'Transmission', value: String(car.simple_transmission ?? car.trans) }
      : null,
    car.simple_fuel || car.fuel ? { label: 'Fuel', value: String(car.simple_fuel ?? car.fuel) } : null,
    car.simple_body ? { label: 'Body', value: car.simple_body } : null,
    { label: 'Condition', value: conditionOf(car.car_type) },
    car.stocknum ? { label: 'Stock No.', value: car.stocknum } : null,
    location ? { label: 'Location', value: location.name } : null,
  ]
  return facts.filter((f): f is Fact => f !== null)
}

/**
 * Spec §2 "Layout differs per dealer", content spec §1 "custom sidebar buttons on a car page": the buttons this car
 * shows in the site's order (site.carPage.sidebarButtons), with the site's own buttons where it lists them. A
 * built-in button's key is its test id without 'btn-'.
 */
function orderedButtons(buttons: (CarButton | null)[], site: Site, href: (url: string) => string): CarButton[] {
  const shown = new Map<SidebarButtonKey, CarButton>()
  for (const button of buttons) {
    const key = button?.testId.replace(/^btn-/, '')
    if (button && isSidebarButtonKey(key)) shown.set(key, button)
  }
  return sidebarButtonOrder(shown, site.carPage?.sidebarButtons, (label, link, index) => ({
    type: 'link',
    testId: `btn-custom-${index + 1}`,
    label,
    href: link.external || !link.href.startsWith('/') ? link.href : href(link.href),
    look: 'secondary',
    newTab: link.external,
  }))
}

/** The car detail page's content (spec §2), from the car and its site: no rendering, no data access. */
export function carPageModel({ car: view, site, basePath, now }: Input): CarPageModel {
  const t = siteText(site)
  const locale = siteLocale(site)
  const spell = (text: string) => localeSpelling(text, locale)
  const href = (url: string) => siteHref(basePath, url)
  const { car, domain: d, photos: images, location } = view
  const dealership = car.dealership
  const title = carTitle(car)
  const available = isAvailableForSale(d)

  const price = priceDisplay(d, sitePriceOptions(site))
  const soldNotice = showsSoldNotice(d)

  const provider = site.finance?.provider ?? null
  // Spec §5: finance off for the site's mode, the car's dealership group or its make: no figures, no button.
  const switches = view.financeSwitches
  const financeOn = financeOffered(d, switches)
  const lender = financeOn && provider ? usableLender(d, provider) : null
  const financeEligible =
    financeOn && provider !== null && isFinanceProviderKey(provider)
      ? isFinanceEligible(d, { ...switches, provider, now, timeZone: siteTimeZone(site.timeZone) })
      : false
  // Spec §5: every provider's offer needs an available car: a sold car's page shows no finance figures either.
  const box = lender && available ? financeBox(lender) : null
  const calculatorRate = site.finance?.calculatorInterestRate ?? DEFAULT_CALCULATOR_INTEREST_RATE
  // Issue 19.7: the one repayment figure, the same as the search card's, in the site's frequency (26.4).
  const frequency = repaymentFrequency(locale)
  const period = REPAYMENT_PERIOD[frequency]
  const repayment =
    financeOn && (box || available)
      ? repaymentFigure(d, { provider, calculatorInterestRate: calculatorRate, frequency })
      : null
  const estimate = !box && repayment?.source === 'estimate' ? repayment.amount : null

  const phone = phoneForCarType(
    car.car_type,
    site.phones ?? {},
    location?.contact_detail?.phone || dealership.phone || null,
  )
  const country = phoneCountryForLocale(site.locale ?? 'en-AU')

  const deposit = reservationDeposit({
    payment_processors: car.payment_processors,
    dealerDepositAmount: site.carPage?.depositAmount,
  })
  const reserve = showsReserveButton(d, site.carPage?.reserve !== false)
  const buyOnline = site.cards?.buyButton === 'buy-online'
  const makeAnOffer = Boolean(site.forms?.makeAnOffer) && available
  const history = showsCarHistoryButton(d) && typeof d.file === 'string' ? d.file : null
  const financeUrl = financeButtonUrl(d, {
    eligible: financeEligible,
    personalisedFinance: site.finance?.personalised === true,
    financeEnquiryPath: site.finance?.route ?? '/finance',
  })
  const carKey = car.slug ?? String(car.id)

  const badges: Badge[] = [
    ...(soldNotice ? [{ label: site.cards?.soldTagText || 'SOLD', tone: 'sold', testId: 'sold-notice' } as const] : []),
    ...(car.reserved && !soldNotice
      ? [{ label: 'Reserved', tone: 'reserved', testId: 'reserved-badge' } as const]
      : []),
    ...(showsCertifiedBadge(d)
      ? [{ label: 'Certified Pre-Owned', tone: 'certified', testId: 'certified-badge' } as const]
      : []),
    ...(showsBelowMarketBadge(d)
      ? [{ label: 'Below Market Price', tone: 'below', testId: 'below-market-badge' } as const]
      : []),
    ...(car.tag ? [{ label: car.tag, tone: null }] : []),
  ]

  const buttons: (CarButton | null)[] = [
    {
      type: 'dialog',
      testId: 'btn-enquire',
      form: 'car',
      pageHref: href(`/enquire?form=car&car_id=${car.id}`),
      label: available ? t('Enquire') : FIND_SIMILAR_BUTTON,
      title: available ? spell(`Enquire about the ${title}`) : FIND_SIMILAR_BUTTON,
      submitLabel: t('Send Enquiry'),
      look: 'primary',
    },
    history
      ? {
          type: 'link',
          testId: 'btn-history',
          label: 'Car History Report',
          href: history,
          look: 'secondary',
          newTab: true,
        }
      : null,
    showsFinanceButton(d, financeOn)
      ? {
          type: 'link',
          testId: 'btn-finance',
          label: t(site.finance?.buttonText || 'Finance Enquiry'),
          href: href(financeUrl),
          look: 'secondary',
        }
      : null,
    site.forms?.tradeInLink !== false && showsTradeInButton(d, dealership.hasValuationService !== false)
      ? {
          type: 'link',
          testId: 'btn-trade-in',
          label: 'Trade-In Valuation',
          href: href(`/cars/trade-in?car_id=${car.id}`),
          look: 'secondary',
        }
      : null,
    reserve
      ? {
          type: 'link',
          testId: 'btn-reserve',
          label: `${buyOnline ? 'Buy Online' : 'Reserve'} · ${deposit.label}`,
          href: href(checkoutPath(carKey, buyOnline)),
          look: { reserve: site.carPage?.reserveButtonStyle ?? 'success' },
        }
      : null,
    available
      ? {
          type: 'dialog',
          testId: 'btn-test-drive',
          form: 'test-drive',
          pageHref: href(`/enquire?form=test-drive&car_id=${car.id}`),
          label: t('Test Drive'),
          title: `Book a test drive: ${title}`,
          submitLabel: t('Book Test Drive'),
          slotsUrl: `/api/cars/${car.id}/appointments?site=${encodeURIComponent(site.slug)}`,
          look: 'secondary',
        }
      : null,
    makeAnOffer && site.header?.chat
      ? {
          type: 'chat',
          testId: 'btn-make-offer',
          label: 'Make an Offer',
          message: `I would like to make an offer on the ${title}${car.stocknum ? ` (stock number ${car.stocknum})` : ''}.`,
        }
      : null,
    makeAnOffer && !site.header?.chat
      ? {
          type: 'dialog',
          testId: 'btn-make-offer',
          form: 'make-offer',
          pageHref: href(`/enquire?form=make-offer&car_id=${car.id}`),
          label: 'Make an Offer',
          title: 'Make an Offer',
          submitLabel: 'Send Offer',
          withCarSummary: true,
          look: 'secondary',
        }
      : null,
    showsOnlinePurchase(d, site.carPage?.onlinePurchase === true)
      ? {
          type: 'link',
          testId: 'btn-online-purchase',
          label: 'Online Purchase',
          href: href(`/checkout-journey?car_id=${encodeURIComponent(carKey)}`),
          look: 'secondary',
        }
      : null,
    images.length === 0 && available
      ? {
          type: 'dialog',
          testId: 'btn-request-photos',
          form: 'request-photos',
          pageHref: href(`/enquire?form=request-photos&car_id=${car.id}`),
          label: 'Request Photos',
          title: 'Request photos',
          look: 'secondary',
        }
      : null,
    site.carPage?.printPdf !== false
      ? {
          type: 'link',
          testId: 'btn-pdf',
          label: 'Download PDF',
          href: `/api/cars/${car.id}/pdf`,
          look: 'secondary',
          download: `${car.slug}.pdf`,
        }
      : null,
  ]

  const tabs: CarPageTab[] = [
    { key: 'comments', label: 'Dealer Comments', body: { type: 'comments', text: car.dealercomments } },
    { key: 'included', label: "What's Included", body: { type: 'text', text: t(TAB_COPY.whatsIncluded) } },
    { key: 'why', label: 'Why Buy From Us?', body: { type: 'text', text: t(TAB_COPY.whyBuyFromUs) } },
    ...(reserve
      ? [
          {
            key: 'reserve',
            label: 'Reserve Online',
            body: {
              type: 'text',
              text: `Reserve this car online with a ${deposit.label}. ${deposit.holdText}`,
            } as const,
          },
        ]
      : []),
    { key: 'protect', label: 'Protect Your Car', body: { type: 'text', text: t(TAB_COPY.protectYourCar) } },
    {
      key: 'features',
      label: 'Features',
      body: {
        type: 'features',
        features: (car.features ?? []).map(spell),
        equipment: (car.standardEquipment ?? []).map(spell),
      },
    },
  ]

  const finance: FinanceModel | null = box
    ? {
        type: 'lender',
        rows: [
          { label: period.label, value: repayment ? `${formatPrice(repayment.amount)}${period.short}` : '—' },
          { label: 'Interest rate', value: box.interestRate !== null ? spell(`${box.interestRate}% p.a.`) : '—' },
          ...(locale === 'en-US'
            ? []
            : [{ label: 'Comparison rate', value: box.comparisonRate !== null ? `${box.comparisonRate}% p.a.` : '—' }]),
          { label: 'Term', value: `${box.termYears} years` },
          { label: depositLabel(locale), value: formatPrice(box.deposit) },
          // Issue 39.6: US lenders rarely offer a balloon; the row shows only when this one has.
          ...(offersBalloon(locale, box.balloon) ? [{ label: 'Balloon', value: formatPrice(box.balloon) }] : []),
        ],
        disclaimer: lender?.disclaimer?.trim() ? lender.disclaimer : null,
        needsFetch: lender !== null && needsDisclaimerFetch(lender),
        comparisonCopy: financeComparisonDisclaimer(locale),
      }
    : estimate !== null
      ? {
          type: 'estimate',
          repayment: `${formatPrice(estimate)}${period.short}`,
          rate: calculatorRate,
          perYear: spell('p.a.'),
          rateText: advertisedRate(calculatorRate, comparisonRateFor(calculatorRate, lender), locale),
          comparisonCopy: financeComparisonDisclaimer(locale),
        }
      : null

  const trailerRows = isTrailerItem(d) ? trailerSpecRows(d.specifications) : []
  const summaryFacts = [
    car.year ? String(car.year) : null,
    typeof car.km === 'number' ? formatOdometer(car.km, locale) : null,
    car.simple_transmission ?? car.trans,
    car.simple_fuel ?? car.fuel,
    car.simple_body,
  ].filter(Boolean)
  const telephone = phone ? telHref(phone, country) : null
  const favourites = site.cards?.favourites ?? 'local'
  const saveControls =
    favourites !== 'off' &&
    showsCompareAndFavourite(d, {
      storesFavourites: true,
      requireUsedPricedWithImages: site.cards?.strictSaveRule === true,
    })
      ? { carId: String(car.id), name: title, favourites, compare: site.cards?.compare !== false }
      : null

  return {
    title,
    series: car.series || null,
    searchHref: href('/search'),
    badges,
    soldNotice,
    seeMoreHref: href(dealerStockUrl(dealership.slug)),
    images,
    price: {
      listed: price.kind === 'reduced' ? formatPrice(price.listedPrice) : null,
      text: price.text,
      suffix:
        car.price_type && (price.kind === 'price' || price.kind === 'reduced')
          ? car.price_type
          : price.kind === 'subscription'
            ? 'per week subscription'
            : null,
    },
    keyFacts: keyFacts(car, location, locale).map((f) => ({ ...f, label: spell(f.label), value: spell(f.value) })),
    summary: {
      image: images[0] ?? null,
      title,
      price: price.text,
      priceType: car.price_type || null,
      facts: spell(summaryFacts.join(' · ')),
    },
    finance,
    calculator:
      repayment && available && hasRealPrice(d.price)
        ? {
            price: d.price,
            frequency,
            calculatorInterestRate: calculatorRate,
            action: href(`/cars/${car.slug}`),
            lender: lender
              ? {
                  interestRate: lender.interestRate ?? null,
                  comparisonRate: lender.comparisonRate ?? null,
                  balloon: lender.balloon ?? null,
                }
              : null,
          }
        : null,
    specs: carSpecRows(d, { locale }).map((r) => ({ ...r, label: spell(r.label), value: spell(r.value) })),
    trailerSpecs:
      trailerRows.length > 0
        ? { heading: `${car.item_type === 'trailer' ? 'Trailer' : 'Caravan'} specifications`, rows: trailerRows }
        : null,
    tabs,
    sidebar: site.carPage?.sidebar === false ? 'foot' : 'side',
    buttons: orderedButtons(buttons, site, href),
    paymentMethods: paymentMethodLabels(car.payment_processors),
    callDealer:
      phone && telephone ? { phone, telHref: telephone, dealerName: location?.name ?? dealership.name } : null,
    enquiry: {
      heading: available ? spell(`Enquire about this ${car.make}`) : 'Like this and want something similar?',
      submitLabel: t('Send Enquiry'),
    },
    similarCars: site.carPage?.similarCars !== false,
    saveControls,
    stickyFooter:
      site.content?.stickyMobileFooter !== false
        ? {
            phone: phone && telephone ? { label: phone, href: telephone } : null,
            hours: location?.opening_hours ?? [],
            specialHours: location?.special_hours ?? [],
            timeZone: siteTimeZone(location?.time_zone, site.timeZone),
            enquire: { label: t('Enquire'), href: '#enquire' },
            callLabel: 'Call Now',
          }
        : null,
  }
}
