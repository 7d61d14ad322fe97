import type { Dealership, Lead, Location, Site } from '@/payload-types'
import type { DeliveryEvent } from './status'
import { relationId } from '@/domain/relationId'

/** A lead as it leaves the platform: what the webhook posts (as JSON) and the ADF e-mail carries. */
export interface LeadDocument {
  lead_id: number
  /** Issue 39.1: the reference the shopper was given and will quote ('HAR-7KQ4-2XPH'). */
  reference: string | null
  event: DeliveryEvent
  created_at: string
  site: { slug: string; name: string; locale: string }
  form: string
  category: string | null
  subcategory: string | null
  source: string
  url: string | null
  user_agent: string | null
  event_id: number | null
  /** Spec §3 page_id: the page the lead was sent from (a content page's slug, or the page's path). */
  page_id: string | null
  /** Spec §3 manufacturer_slug: the make of the lead's car or model; null when it has none. */
  manufacturer_slug: string | null
  contact: {
    name: string | null
    last_name: string | null
    email: string | null
    phone: string | null
    postcode: string | null
  }
  message: string | null
  car: {
    id: number | null
    name: string | null
    car_type: string | null
    year: number | null
    make: string | null
    model: string | null
    badge: string | null
    km: number | null
    price: number | null
    stock_number: string | null
    vin: string | null
  } | null
  dealership: {
    id: number
    name: string
    slug: string
    phone: string | null
    email: string | null
    street: string | null
    city: string | null
    state: string | null
    postcode: string | null
  } | null
  location: { id: number; name: string } | null
  trade_in: {
    rego: string | null
    regoState: string | null
    year: number | null
    make: string | null
    model: string | null
    kms: number | null
    PreferredContactMethod: string | null
    finance: string | null
    adjustmentAnswers: Record<string, unknown> | null
    offer_price: number | null
    car_price: number | null
    reducedPrice: number | null
    offer_accepted: boolean
    offer_accepted_at: string | null
  } | null
  consent: {
    opt_in: boolean
    opt_in_at: string | null
    terms_agreed: boolean
    terms_agreed_at: string | null
    opt_in_finance: boolean
    opt_in_trade: boolean
  }
  lead_attributes: { visited_pages: string[]; linked_query_params: Record<string, string> }
  fields: Record<string, unknown>
}

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null)
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null)
const record = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {}

export function leadDocument(
  lead: Lead,
  event: DeliveryEvent,
  site: Site,
  dealership: Dealership | null,
  location: Location | null,
): LeadDocument {
  const v = lead.vehicle
  const t = lead.tradeIn
  const hasTradeIn = lead.form === 'trade-in'
  const visited = Array.isArray(lead.leadAttributes?.visitedPages)
    ? lead.leadAttributes.visitedPages.filter((p): p is string => typeof p === 'string')
    : []
  const params = Object.fromEntries(
    Object.entries(record(lead.leadAttributes?.linkedQueryParams)).filter(
      (e): e is [string, string] => typeof e[1] === 'string',
    ),
  )
  return {
    lead_id: lead.id,
    reference: lead.reference ?? null,
    event,
    created_at: lead.createdAt,
    site: { slug: site.slug, name: site.name, locale: site.locale ?? 'en-AU' },
    form: lead.form,
    category: str(lead.category),
    subcategory: str(lead.subcategory),
    source: lead.source ?? 'Website',
    url: str(lead.url),
    user_agent: str(lead.userAgent),
    event_id: num(lead.eventId),
    page_id: str(record(lead.fields).page_id),
    manufacturer_slug: str(record(lead.fields).manufacturer_slug),
    contact: {
      name: str(lead.name),
      last_name: str(lead.lastName),
      email: str(lead.email),
      phone: str(lead.phone),
      postcode: str(lead.postcode),
    },
    message: str(lead.message),
    car:
      v && (v.name || v.make)
        ? {
            id: relationId(lead.car) ?? null,
            name: str(v.name),
            car_type: str(v.carType),
            year: num(v.year),
            make: str(v.make),
            model: str(v.model),
            badge: str(v.badge),
            km: num(v.km),
            price: num(v.price),
            stock_number: str(v.stocknum),
            vin: str(v.vin),
          }
        : null,
    dealership: dealership
      ? {
          id: dealership.id,
          name: dealership.name,
          slug: dealership.slug,
          phone: str(dealership.phone),
          email: str(dealership.email),
          street: str(dealership.address?.street),
          city: str(dealership.address?.city),
          state: str(dealership.address?.state),
          postcode: str(dealership.address?.postcode),
        }
      : null,
    location: location ? { id: location.id, name: location.name } : null,
    trade_in:
      hasTradeIn && t
        ? {
            rego: str(t.rego),
            regoState: str(t.regoState),
            year: num(t.year),
            make: str(t.make),
            model: str(t.model),
            kms: num(t.kms),
            PreferredContactMethod: str(t.preferredContactMethod),
            finance: str(t.finance),
            adjustmentAnswers: t.adjustmentAnswers ? record(t.adjustmentAnswers) : null,
            offer_price: num(t.offerPrice),
            car_price: num(t.carPrice),
            reducedPrice: num(t.reducedPrice),
            offer_accepted: t.offerAccepted === true,
            offer_accepted_at: str(t.offerAcceptedAt),
          }
        : null,
    consent: {
      opt_in: lead.consent?.optIn === true,
      opt_in_at: str(lead.consent?.optInAt),
      terms_agreed: lead.consent?.termsAgreed === true,
      terms_agreed_at: str(lead.consent?.termsAgreedAt),
      opt_in_finance: lead.consent?.optInFinance === true,
      opt_in_trade: lead.consent?.optInTrade === true,
    },
    lead_attributes: { visited_pages: visited, linked_query_params: params },
    fields: record(lead.fields),
  }
}
