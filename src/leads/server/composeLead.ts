import { reducedPrice } from '@/domain/tradeInOffer'
import { normalisePhone } from '@/domain/phoneNumber'
import type { Lead } from '@/payload-types'
import {
  FINANCE_SERVICE,
  FORM_CATEGORY,
  LEAD_SOURCE,
  OFFER_PRESENTED_SUBCATEGORY,
  REQUEST_PHOTOS_MESSAGE,
  TRADE_IN_SERVICE,
  VALUATION_REQUESTED_SUBCATEGORY,
} from '../constants'
import { leadEvent } from '../events'
import { leadPageId } from '../leadOrigin'
import type { FieldSpec } from '../fields'
import { parseAmount, parseWholeNumber, type LeadFormValues, type SubmissionEnvelope } from '../schemas'
import type { CarSummary, FormSettings } from '../settings'
import { adjustmentAnswersOf } from '../tradeIn/adjustments'
import type { Valuation } from '../tradeIn/valuation'

export interface ComposeInput {
  settings: FormSettings
  fields: FieldSpec[]
  values: LeadFormValues
  envelope: SubmissionEnvelope
  /** Dealership ids of the site by slug, and the dealership of each location. */
  dealershipIdBySlug: Map<string, number>
  dealershipIdByLocation: Map<number, number>
  carDealershipId: number | null
  carVin: string | null
  userAgent: string | null
  now: Date
  valuation?: Valuation | null
  /** What the server worked out for this form (a personalised quote, the purchase), stored with the form data. */
  derived?: Record<string, unknown>
  /** Spec §3 manufacturer_slug: the make of the lead's car or model (src/data/forms.ts leadManufacturerSlug). */
  manufacturerSlug?: string | null
}

export type LeadData = Omit<Lead, 'id' | 'createdAt' | 'updatedAt' | 'site'>

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '')
const orNull = (v: string) => (v === '' ? null : v)

/** The form data by the spec's field names, numbers as numbers, plus what the server derives from the car. */
export function formData(
  settings: FormSettings,
  fields: FieldSpec[],
  values: LeadFormValues,
  car: CarSummary | null,
): Record<string, unknown> {
  const data: Record<string, unknown> = {}
  for (const field of fields) {
    const value = values[field.name]
    if (value === undefined || value === '') continue
    if (field.type === 'currency' && typeof value === 'string') data[field.name] = parseAmount(value)
    else if (field.type === 'integer' && typeof value === 'string') data[field.name] = parseWholeNumber(value)
    else if (field.type === 'phone' && typeof value === 'string')
      data[field.name] = normalisePhone(value, settings.phoneCountry)?.e164 ?? value
    else data[field.name] = value
  }
  if (settings.kind === 'car') {
    const services = Array.isArray(values.additional_services) ? values.additional_services : []
    data.additional_services = services
    data.opt_in_finance = services.includes(FINANCE_SERVICE)
    data.opt_in_trade = services.includes(TRADE_IN_SERVICE)
  }
  if (car) {
    data.car_id = car.id
    data['Vehicle Make'] = car.make
    data['Vehicle Model'] = car.model
    data.stock_number = car.stocknum
    data.car_type = car.car_type
    data.vehicle_status = car.status
    if (car.dealershipSlug) data.dealership_slug = car.dealershipSlug
  }
  return data
}

/** Everything the leads collection stores for one valid submission (spec §7 lead creation). */
export function composeLead(input: ComposeInput): LeadData {
  const { settings, values, envelope, now } = input
  const car = settings.car
  const at = now.toISOString()
  const kind = settings.kind
  const category = kind === 'general' ? str(values.category) || null : FORM_CATEGORY[kind]
  const fields = { ...formData(settings, input.fields, values, car), ...input.derived }
  // Spec §3: every lead names its page (page_id) and, when its car or model has a make, the manufacturer_slug.
  const pageId = leadPageId(values.page_id, envelope.url)
  if (pageId) fields.page_id = pageId
  if (input.manufacturerSlug) fields.manufacturer_slug = input.manufacturerSlug

  const locationRaw = str(values.location) || str(values.location_id)
  const locationId = locationRaw && settings.locations.some((l) => l.value === locationRaw) ? Number(locationRaw) : null
  const chosenDealership = str(values.dealership_slug) || str(values.preferredDealership)
  const dealershipId =
    input.carDealershipId ??
    (chosenDealership ? (input.dealershipIdBySlug.get(chosenDealership) ?? null) : null) ??
    (locationId !== null ? (input.dealershipIdByLocation.get(locationId) ?? null) : null) ??
    (input.dealershipIdBySlug.size === 1 ? [...input.dealershipIdBySlug.values()][0]! : null)

  let message = str(values.message)
  if (kind === 'request-photos') message = [REQUEST_PHOTOS_MESSAGE, message].filter(Boolean).join('\n\n')

  const services = Array.isArray(values.additional_services) ? values.additional_services : []
  const optIn = values.opt_in === true
  // Spec §5: the terms are sent as terms_agreed or terms_conditions, by site (settings.termsField).
  const termsAgreed = values[settings.termsField] === true
  const event = leadEvent(kind, car, category)

  let subcategory: string | null = null
  let tradeIn: LeadData['tradeIn'] = undefined
  if (kind === 'trade-in') {
    const offer = input.valuation && input.valuation.offer_price !== null ? input.valuation.offer_price : null
    // Issue 19.11: whether the figure is an estimate (the local formula) or a valuer's, and whose. The tradeIn group
    // has no field for it, so it is stored with the form data (lead.fields), which the CRM documents carry.
    if (input.valuation && input.valuation.offer_price !== null) {
      fields.valuation_estimate = input.valuation.estimate
      fields.valuation_provider = input.valuation.provider
    }
    subcategory = offer !== null ? OFFER_PRESENTED_SUBCATEGORY : VALUATION_REQUESTED_SUBCATEGORY
    const carPrice = car?.price ?? null
    tradeIn = {
      rego: orNull(str(values.rego).toUpperCase()),
      regoState: orNull(str(values.regoState)),
      year: parseWholeNumber(str(values.trade_year)),
      make: orNull(str(values.trade_make)),
      model: orNull(str(values.trade_model)),
      kms: parseWholeNumber(str(values.kms)),
      preferredContactMethod: orNull(str(values.PreferredContactMethod)),
      finance: orNull(str(values.finance)),
      valuationId: orNull(str(values.valuation_id)),
      adjustmentAnswers: adjustmentAnswersOf(values),
      offerPrice: offer,
      carPrice,
      // Spec §4: when offer_price is above 0, reducedPrice = price − offer_price.
      reducedPrice: carPrice !== null && offer !== null ? reducedPrice(carPrice, offer) : null,
      offerAccepted: false,
    }
  }

  return {
    form: kind,
    category,
    subcategory,
    source: LEAD_SOURCE,
    name: orNull(str(values.name)),
    lastName: orNull(str(values.last_name)),
    email: orNull(str(values.email)),
    phone: normalisePhone(str(values.phone), settings.phoneCountry)?.e164 ?? orNull(str(values.phone)),
    postcode: orNull(str(values.postcode)),
    message: orNull(message),
    car: car?.id ?? null,
    dealership: dealershipId,
    location: locationId,
    vehicle: car
      ? {
          name: car.name,
          stocknum: car.stocknum,
          vin: input.carVin,
          carType: car.car_type,
          year: car.year,
          make: car.make,
          model: car.model,
          badge: car.badge,
          km: car.km,
          price: car.price,
          tag: car.tag,
        }
      : undefined,
    fields,
    tradeIn,
    url: envelope.url ?? null,
    userAgent: input.userAgent ? input.userAgent.slice(0, 400) : null,
    eventId: event.eventId,
    leadAttributes: {
      visitedPages: envelope.lead_attributes?.visited_pages ?? [],
      linkedQueryParams: envelope.lead_attributes?.linked_query_params ?? {},
    },
    consent: {
      optIn,
      optInAt: optIn ? at : null,
      termsAgreed,
      termsAgreedAt: termsAgreed ? at : null,
      optInFinance:
        services.includes(FINANCE_SERVICE) || (kind === 'trade-in' && values.finance === 'Yes') || kind === 'finance',
      optInTrade:
        services.includes(TRADE_IN_SERVICE) || values['do-you-have-a-trade-in'] === 'Yes' || kind === 'trade-in',
    },
  }
}
