import { isAvailableForSale } from '@/domain/availability'
import { FIND_SIMILAR_MESSAGE } from '@/domain/carButtons'
import { enquiryFormRules } from '@/domain/enquiryForm'
import { QUOTE_DEFAULT_DEPOSIT_SHARE } from '@/domain/financeQuote'
import { DEFAULT_BALLOON, DEFAULT_TERM_YEARS } from '@/domain/financeRepayment'
import { autoSelectedOption } from '@/domain/locations'
import { phoneCountryForLocale, type PhoneCountry } from '@/domain/phoneNumber'
import type { CarType, Locale } from '@/domain/types'
import { isContactFormKind, type LeadFormKind, TERMS_MESSAGES, type TermsFieldName } from './constants'

export interface FormOption {
  value: string
  label: string
}

/** The car a form is about, as much as forms, events and the dealer need (serialisable for the browser). */
export interface CarSummary {
  id: number
  name: string
  slug: string | null
  car_type: CarType
  status: string | null
  tag: string | null
  make: string
  model: string
  year: number | null
  km: number | null
  badge: string | null
  price: number | null
  stocknum: string | null
  dealershipSlug: string | null
  dealershipName: string | null
  imageUrl: string | null
}

/** The site's form switches (Sites → forms), as far as forms need them. */
export interface SiteFormSwitches {
  messageRequired?: boolean | null
  forceLocationField?: boolean | null
  locationRequiredForNewCars?: boolean | null
  hideOptIn?: boolean | null
  testDriveTerms?: boolean | null
  noPreferredDealership?: boolean | null
  termsField?: TermsFieldName | null
  termsMessage?: keyof typeof TERMS_MESSAGES | null
  /** Spec §7 'one site mode only': the trade-in valuation is saved by POST /api/miscellaneous. No Sites field yet. */
  saveValuation?: boolean | null
}

/**
 * Everything a form's fields and schema depend on. The page computes it on the server and hands it to the
 * browser; the submission handler computes it again from the database, so both validate with the same rules.
 */
export interface FormSettings {
  kind: LeadFormKind
  siteSlug: string
  locale: Locale
  phoneCountry: PhoneCountry
  messageRequired: boolean
  showLocation: boolean
  locationRequired: boolean
  showPreferredDealership: boolean
  preferredDealershipRequired: boolean
  showOptIn: boolean
  termsRequired: boolean
  /** The name the terms checkbox is sent and stored under (Sites → forms.termsField). */
  termsField: TermsFieldName
  /** The message when the terms are not ticked (Sites → forms.termsMessage). */
  termsMessage: string
  /** The trade-in form saves its valuation with POST /api/miscellaneous (forms.saveValuation; spec §7). */
  saveValuation: boolean
  locations: FormOption[]
  dealerships: FormOption[]
  models: FormOption[]
  car: CarSummary | null
  /** Initial values (query prefill, auto-selected single options). */
  defaults: Record<string, string>
}

export interface FormSettingsInput {
  kind: LeadFormKind
  site: { slug: string; locale?: Locale | null; forms?: SiteFormSwitches | null }
  locations: FormOption[]
  dealerships: FormOption[]
  models?: FormOption[]
  car?: CarSummary | null
  /** Query parameters that prefill the form (finance: preferredDealership, vehiclePriceBudget, car_id, car_type). */
  query?: Record<string, string | string[] | undefined>
}

const CAR_FORMS: readonly LeadFormKind[] = [
  'car',
  'test-drive',
  'make-offer',
  'request-photos',
  'finance-quote',
  'online-purchase',
]
/** Forms that follow the enquiry rules of spec §5 (message, location, preferred dealership). */
const ENQUIRY_FORMS: readonly LeadFormKind[] = ['general', 'car']

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** Pure: the rules of spec §5 applied to one form on one site. */
export function buildFormSettings(input: FormSettingsInput): FormSettings {
  const { kind, site, locations, dealerships } = input
  const car = CAR_FORMS.includes(kind) || kind === 'finance' || kind === 'trade-in' ? (input.car ?? null) : null
  const forms = site.forms ?? {}
  const locale: Locale = site.locale ?? 'en-AU'
  const rules = enquiryFormRules({
    generalEnquiry: kind === 'general',
    isMessageRequired: forms.messageRequired !== false,
    forceLocationField: forms.forceLocationField === true,
    locationForNewCars: forms.locationRequiredForNewCars === true,
    car,
    dealershipCount: dealerships.length,
    hideOptIn: forms.hideOptIn === true,
    preferredDealershipRemoved: forms.noPreferredDealership === true,
  })

  const hasLocations = locations.length > 0
  let showLocation = false
  let locationRequired = false
  if (kind === 'book-test-drive') {
    showLocation = hasLocations
    locationRequired = hasLocations
  } else if (kind === 'trade-in') {
    showLocation = locations.length > 1
  } else if (!isContactFormKind(kind) && kind !== 'finance') {
    locationRequired = rules.locationRequired && hasLocations
    showLocation = locationRequired
  }

  // A car belongs to its dealership already; the choice matters only without one.
  const dealershipChoice = !car && (kind === 'general' || kind === 'finance' || kind === 'book-test-drive')
  // Spec §5: 'Preferred dealership required when the site has more than one dealership and it is not removed'.
  const showPreferredDealership = dealershipChoice && dealerships.length > 1 && forms.noPreferredDealership !== true
  const preferredDealershipRequired = showPreferredDealership && rules.preferredDealershipRequired

  const defaults: Record<string, string> = {}
  const onlyLocation = autoSelectedOption(locations)
  if (onlyLocation && (showLocation || kind === 'trade-in'))
    defaults[kind === 'trade-in' ? 'location_id' : 'location'] = onlyLocation.value
  if (kind === 'general') defaults.category = rules.categoryDefault

  if (kind === 'finance') {
    const query = input.query ?? {}
    const preferred = first(query.preferredDealership)
    if (preferred && dealerships.some((d) => d.value === preferred)) defaults.preferredDealership = preferred
    const onlyDealership = autoSelectedOption(dealerships)
    if (!defaults.preferredDealership && onlyDealership) defaults.preferredDealership = onlyDealership.value
    const budget = first(query.vehiclePriceBudget)
    if (budget && /^\d{1,9}(\.\d+)?$/.test(budget)) defaults.vehiclePriceBudget = String(Math.round(Number(budget)))
    const carType = first(query.car_type)
    if (carType === 'new' || carType === 'used' || carType === 'demo') defaults.car_type = carType
    if (car) {
      defaults.car_id = String(car.id)
      defaults.car_type = car.car_type
      if (car.dealershipSlug && dealerships.some((d) => d.value === car.dealershipSlug))
        defaults.preferredDealership = car.dealershipSlug
      if (!defaults.vehiclePriceBudget && typeof car.price === 'number' && car.price > 0)
        defaults.vehiclePriceBudget = String(car.price)
    }
  }
  if (car && kind === 'finance-quote') {
    // Spec §9: one provider's disclaimer assumes a 10% deposit; term 5 years and balloon 0 by default.
    if (typeof car.price === 'number' && car.price > 0)
      defaults.deposit = String(Math.round((car.price * QUOTE_DEFAULT_DEPOSIT_SHARE) / 100) * 100)
    defaults.term_years = String(DEFAULT_TERM_YEARS)
    defaults.balloon = String(DEFAULT_BALLOON)
  }
  if (car && kind !== 'finance') defaults.car_id = String(car.id)
  // Spec §4: a car no longer for sale is enquired about with 'Can you please find me something similar?'.
  if (
    car &&
    kind === 'car' &&
    !isAvailableForSale({ status: car.status as 'in_stock' | 'coming_soon' | 'sold' | null })
  )
    defaults.message = FIND_SIMILAR_MESSAGE

  return {
    kind,
    siteSlug: site.slug,
    locale,
    phoneCountry: phoneCountryForLocale(locale),
    messageRequired: ENQUIRY_FORMS.includes(kind) && rules.messageRequired,
    showLocation,
    locationRequired,
    showPreferredDealership,
    preferredDealershipRequired,
    showOptIn: rules.showOptIn && !isContactFormKind(kind),
    // Content spec §5: the content pages' forms (contact form blocks, get-quote) always ask for the terms; the
    // test-drive forms where the site says so (spec §5 of the stock spec).
    termsRequired:
      ((kind === 'test-drive' || kind === 'book-test-drive') && forms.testDriveTerms === true) ||
      (isContactFormKind(kind) && kind !== 'contact'),
    termsField: forms.termsField === 'terms_conditions' ? 'terms_conditions' : 'terms_agreed',
    termsMessage: TERMS_MESSAGES[forms.termsMessage === 'long' ? 'long' : 'short'],
    saveValuation: kind === 'trade-in' && forms.saveValuation === true,
    locations,
    dealerships,
    models: input.models ?? [],
    car,
    defaults,
  }
}

export interface SiteFormOffers {
  forms?: { makeAnOffer?: boolean | null } | null
  finance?: { enabled?: boolean | null; personalised?: boolean | null } | null
  carPage?: { onlinePurchase?: boolean | null } | null
}

/**
 * Forms a site can switch off: 'Make An Offer' (Sites → forms.makeAnOffer), finance (Sites → finance.enabled),
 * the personalised finance quote (finance.personalised) and online purchase (carPage.onlinePurchase).
 */
export function formOffered(kind: LeadFormKind, site: SiteFormOffers): boolean {
  if (kind === 'make-offer') return site.forms?.makeAnOffer === true
  if (kind === 'finance') return site.finance?.enabled !== false
  if (kind === 'finance-quote') return site.finance?.enabled !== false && site.finance?.personalised === true
  if (kind === 'online-purchase') return site.carPage?.onlinePurchase === true
  return true
}
