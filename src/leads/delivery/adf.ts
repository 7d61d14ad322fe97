import { create } from 'xmlbuilder2'
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces'
import { odometerUnit } from '@/domain/odometer'
import { formatPrice } from '@/domain/priceDisplay'
import type { Locale } from '@/domain/types'
import type { LeadDocument } from './leadDocument'
import { currencyCode } from '@/domain/currency'

export const ADF_PROVIDER = 'Dealer Platform'

export interface AdfOptions {
  /** Public URL of the dealer's site, for the provider element. */
  siteUrl?: string | null
  providerName?: string
}

type VehicleSpec = {
  interest: 'buy' | 'lease' | 'sell' | 'trade-in' | 'test-drive'
  status: 'new' | 'used'
  year: number | null
  make: string | null
  model: string | null
  vin?: string | null
  stock?: string | null
  trim?: string | null
  odometer?: number | null
  prices?: { type: 'quote' | 'offer' | 'msrp' | 'invoice' | 'call' | 'appraisal' | 'asking'; value: number }[]
  comments?: string | null
}

const TEST_DRIVE_FORMS = new Set(['test-drive', 'book-test-drive'])

const text = (
  parent: XMLBuilder,
  name: string,
  value: string | number | null | undefined,
  attrs?: Record<string, string>,
) => {
  parent
    .ele(name, attrs)
    .txt(value === null || value === undefined ? '' : String(value))
    .up()
}

function vehicle(prospect: XMLBuilder, v: VehicleSpec, currency: string, units: 'km' | 'mi') {
  const el = prospect.ele('vehicle', { interest: v.interest, status: v.status })
  // ADF 1.0 requires year, make and model in this order; the optional elements follow the DTD's order.
  text(el, 'year', v.year)
  text(el, 'make', v.make)
  text(el, 'model', v.model)
  if (v.vin) text(el, 'vin', v.vin)
  if (v.stock) text(el, 'stock', v.stock)
  if (v.trim) text(el, 'trim', v.trim)
  if (typeof v.odometer === 'number') text(el, 'odometer', v.odometer, { status: 'original', units })
  for (const price of v.prices ?? []) text(el, 'price', price.value, { type: price.type, currency })
  if (v.comments) text(el, 'comments', v.comments)
  el.up()
}

/** The shopper's own words and the form's choices, as the customer comments a salesperson reads. */
export function customerComments(lead: LeadDocument): string {
  const f = lead.fields
  const lines: string[] = []
  const add = (label: string, value: unknown) => {
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) return
    lines.push(`${label}: ${Array.isArray(value) ? value.join(', ') : String(value)}`)
  }
  add('Form', lead.form)
  add('Category', lead.category)
  add('Subcategory', lead.subcategory)
  add('Test Drive Booking Date', f.test_drive_date)
  add('Service Booking Date', f.service_date)
  add('Model', f.model)
  add('Offer', typeof f.offer_from_client === 'number' ? formatPrice(f.offer_from_client) : f.offer_from_client)
  add('Additional services', f.additional_services)
  add(
    'Vehicle price budget',
    typeof f.vehiclePriceBudget === 'number' ? formatPrice(f.vehiclePriceBudget) : f.vehiclePriceBudget,
  )
  add('Has a trade-in', f['do-you-have-a-trade-in'])
  add('Rego', f.Rego)
  add('Request', f.photo_request)
  if (lead.trade_in) {
    add('Preferred contact method', lead.trade_in.PreferredContactMethod)
    add('Interested in finance', lead.trade_in.finance)
    if (lead.trade_in.offer_price !== null) add('Trade-in offer', formatPrice(lead.trade_in.offer_price))
    if (lead.trade_in.reducedPrice !== null) add('Price after trade-in', formatPrice(lead.trade_in.reducedPrice))
    if (lead.trade_in.offer_accepted) add('Offer accepted', lead.trade_in.offer_accepted_at ?? 'yes')
  }
  add('Location', lead.location?.name)
  add('Opted in to marketing', lead.consent.opt_in ? 'Yes' : 'No')
  add('Page', lead.url)
  add('Message', lead.message)
  return lines.join('\n')
}

/**
 * The lead as ADF 1.0 XML (Auto-lead Data Format): prospect, vehicle with interest and status, customer contact,
 * vendor and provider; a trade-in rides along as a second vehicle. Text is escaped by the builder and characters
 * XML 1.0 cannot carry are dropped, so nothing a shopper types can break the document.
 */
export function adfXml(lead: LeadDocument, options: AdfOptions = {}): string {
  const currency = currencyCode(lead.site.locale)
  // The odometer as stored, in the site's unit (one odometer: src/domain/odometer.ts).
  const units = odometerUnit(lead.site.locale as Locale)
  const provider = options.providerName ?? ADF_PROVIDER
  const doc = create({ version: '1.0', encoding: 'UTF-8', invalidCharReplacement: '' })
  doc.ins('adf', 'version="1.0"')
  const prospect = doc.ele('adf').ele('prospect', { status: lead.event === 'created' ? 'new' : 'resend' })
  text(prospect, 'id', lead.lead_id, { sequence: '1', source: provider })
  // Issue 39.1: the reference the shopper quotes, as a second id of the prospect.
  if (lead.reference) text(prospect, 'id', lead.reference, { sequence: '2', source: `${provider} reference` })
  text(prospect, 'requestdate', lead.created_at)

  const interest: VehicleSpec['interest'] = TEST_DRIVE_FORMS.has(lead.form) ? 'test-drive' : 'buy'
  const offer = typeof lead.fields.offer_from_client === 'number' ? lead.fields.offer_from_client : null
  if (lead.car) {
    const prices: NonNullable<VehicleSpec['prices']> = []
    if (lead.car.price !== null && lead.car.price > 0) prices.push({ type: 'asking', value: lead.car.price })
    if (offer !== null) prices.push({ type: 'offer', value: offer })
    vehicle(
      prospect,
      {
        interest,
        status: lead.car.car_type === 'new' ? 'new' : 'used',
        year: lead.car.year,
        make: lead.car.make,
        model: lead.car.model,
        vin: lead.car.vin,
        stock: lead.car.stock_number,
        trim: lead.car.badge,
        odometer: lead.car.km,
        prices,
      },
      currency,
      units,
    )
  } else if (!lead.trade_in) {
    // ADF needs a vehicle; without a chosen car it carries what the shopper asked about (a model, or nothing).
    const model = typeof lead.fields.model === 'string' ? lead.fields.model : null
    vehicle(
      prospect,
      {
        interest,
        status: lead.fields.car_type === 'used' || lead.fields.car_type === 'demo' ? 'used' : 'new',
        year: null,
        make: null,
        model,
      },
      currency,
      units,
    )
  }
  if (lead.trade_in) {
    const t = lead.trade_in
    vehicle(
      prospect,
      {
        interest: 'trade-in',
        status: 'used',
        year: t.year,
        make: t.make,
        model: t.model,
        odometer: t.kms,
        prices: t.offer_price !== null ? [{ type: 'appraisal', value: t.offer_price }] : [],
        comments: t.rego ? `Rego ${t.rego}${t.regoState ? ` (${t.regoState})` : ''}` : null,
      },
      currency,
      units,
    )
  }

  const customer = prospect.ele('customer')
  const contact = customer.ele('contact', { primarycontact: '1' })
  const preferred = lead.trade_in?.PreferredContactMethod ?? null
  if (lead.contact.last_name) {
    text(contact, 'name', lead.contact.name, { part: 'first', type: 'individual' })
    text(contact, 'name', lead.contact.last_name, { part: 'last', type: 'individual' })
  } else {
    text(contact, 'name', lead.contact.name, { part: 'full', type: 'individual' })
  }
  if (lead.contact.email)
    text(contact, 'email', lead.contact.email, { preferredcontact: preferred === 'Email' ? '1' : '0' })
  if (lead.contact.phone) {
    text(contact, 'phone', lead.contact.phone, {
      type: 'cellphone',
      time: 'nopreference',
      preferredcontact: preferred === 'Phone' || preferred === 'SMS' ? '1' : '0',
    })
  }
  if (lead.contact.postcode)
    contact
      .ele('address')
      .ele('street', { line: '1' })
      .txt('')
      .up()
      .ele('postalcode')
      .txt(lead.contact.postcode)
      .up()
      .up()
  contact.up()
  text(customer, 'comments', customerComments(lead))
  customer.up()

  const vendor = prospect.ele('vendor')
  if (lead.dealership) text(vendor, 'id', lead.dealership.slug, { sequence: '1', source: provider })
  text(vendor, 'vendorname', lead.dealership?.name ?? lead.site.name)
  const vendorContact = vendor.ele('contact', { primarycontact: '1' })
  text(vendorContact, 'name', lead.dealership?.name ?? lead.site.name, { part: 'full', type: 'business' })
  if (lead.dealership?.email) text(vendorContact, 'email', lead.dealership.email)
  if (lead.dealership?.phone) text(vendorContact, 'phone', lead.dealership.phone, { type: 'voice', time: 'day' })
  if (lead.dealership?.street || lead.dealership?.city) {
    const address = vendorContact.ele('address')
    text(address, 'street', lead.dealership.street, { line: '1' })
    if (lead.dealership.city) text(address, 'city', lead.dealership.city)
    if (lead.dealership.state) text(address, 'regioncode', lead.dealership.state)
    if (lead.dealership.postcode) text(address, 'postalcode', lead.dealership.postcode)
    text(address, 'country', lead.site.locale === 'en-US' ? 'US' : lead.site.locale === 'en-NZ' ? 'NZ' : 'AU')
  }

  const providerEl = prospect.ele('provider')
  text(providerEl, 'name', provider, { part: 'full', type: 'business' })
  text(providerEl, 'service', `${lead.site.name} website – ${lead.form}`)
  if (options.siteUrl) text(providerEl, 'url', options.siteUrl)

  return doc.end({ prettyPrint: true })
}
