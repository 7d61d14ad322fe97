import { create } from 'xmlbuilder2'
import { describe, expect, it } from 'vitest'
import { adfXml, customerComments } from '../../../src/leads/delivery/adf'
import type { LeadDocument } from '../../../src/leads/delivery/leadDocument'

const base: LeadDocument = {
  lead_id: 101,
  reference: null,
  event: 'created',
  created_at: '2026-03-01T10:00:00.000Z',
  site: { slug: 'harbour-toyota', name: 'Harbour Toyota', locale: 'en-AU' },
  form: 'car',
  category: 'Vehicle Enquiry',
  subcategory: null,
  source: 'Website',
  url: 'https://harbour-toyota.example/cars/x',
  user_agent: 'UA',
  event_id: 15,
  page_id: 'cars/x',
  manufacturer_slug: 'toyota',
  contact: { name: 'Jamie', last_name: 'Citizen', email: 'jamie@example.com', phone: '+61412345678', postcode: '2000' },
  message: 'Is it <available>? Tom & Jerry ]]> "quotes" \u0000\u0008 done',
  car: {
    id: 1,
    name: '2021 Toyota RAV4 GX',
    car_type: 'used',
    year: 2021,
    make: 'Toyota',
    model: 'RAV4',
    badge: 'GX',
    km: 35000,
    price: 38990,
    stock_number: 'S1',
    vin: 'VIN1',
  },
  dealership: {
    id: 3,
    name: 'Harbour Toyota',
    slug: 'harbour-toyota',
    phone: '02 9550 1200',
    email: 'sales@harbour.example',
    street: '120 Parramatta Road',
    city: 'Camperdown',
    state: 'NSW',
    postcode: '2050',
  },
  location: { id: 7, name: 'Harbour Toyota Sales' },
  trade_in: null,
  consent: {
    opt_in: true,
    opt_in_at: '2026-03-01T10:00:00.000Z',
    terms_agreed: false,
    terms_agreed_at: null,
    opt_in_finance: false,
    opt_in_trade: false,
  },
  lead_attributes: { visited_pages: ['/'], linked_query_params: {} },
  fields: { additional_services: ['Finance'] },
}

/** Element children of a DOM element, by name. */
const kids = (el: Element, name?: string) =>
  Array.from(el.childNodes).filter((n): n is Element => n.nodeType === 1 && (!name || n.nodeName === name))
const one = (el: Element, name: string) => {
  const found = kids(el, name)
  expect(found, name).toHaveLength(1)
  return found[0]!
}
const parse = (xml: string) => create(xml).root().node as unknown as Element

describe('ADF 1.0 output', () => {
  it('is a prospect with id, requestdate, vehicle, customer, vendor and provider in DTD order', () => {
    const xml = adfXml(base, { siteUrl: 'https://harbour-toyota.example' })
    expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\s*<\?adf version="1\.0"\?>/)
    const adf = parse(xml)
    expect(adf.nodeName).toBe('adf')
    const prospect = one(adf, 'prospect')
    expect(prospect.getAttribute('status')).toBe('new')
    expect(kids(prospect).map((e) => e.nodeName)).toEqual([
      'id',
      'requestdate',
      'vehicle',
      'customer',
      'vendor',
      'provider',
    ])
    expect(one(prospect, 'id').getAttribute('source')).toBe('Dealer Platform')
    expect(one(prospect, 'id').textContent).toBe('101')

    const vehicle = one(prospect, 'vehicle')
    expect([vehicle.getAttribute('interest'), vehicle.getAttribute('status')]).toEqual(['buy', 'used'])
    expect(kids(vehicle).map((e) => e.nodeName)).toEqual([
      'year',
      'make',
      'model',
      'vin',
      'stock',
      'trim',
      'odometer',
      'price',
    ])
    expect(one(vehicle, 'odometer').getAttribute('units')).toBe('km')
    expect(one(vehicle, 'price').getAttribute('currency')).toBe('AUD')

    const contact = one(one(prospect, 'customer'), 'contact')
    expect(kids(contact, 'name').map((n) => [n.getAttribute('part'), n.textContent])).toEqual([
      ['first', 'Jamie'],
      ['last', 'Citizen'],
    ])
    expect(one(contact, 'phone').getAttribute('type')).toBe('cellphone')
    expect(one(one(contact, 'address'), 'postalcode').textContent).toBe('2000')

    const vendor = one(prospect, 'vendor')
    expect(one(vendor, 'vendorname').textContent).toBe('Harbour Toyota')
    expect(one(one(one(vendor, 'contact'), 'address'), 'regioncode').textContent).toBe('NSW')
    expect(one(one(prospect, 'provider'), 'url').textContent).toBe('https://harbour-toyota.example')
  })

  it("issue 39.1: the lead's reference rides along as the prospect's second id, so the CRM shows what the shopper quotes", () => {
    const prospect = one(parse(adfXml({ ...base, reference: 'HAR-7KQ4-2XPH' })), 'prospect')
    const ids = kids(prospect, 'id')
    expect(ids.map((id) => [id.getAttribute('sequence'), id.textContent])).toEqual([
      ['1', '101'],
      ['2', 'HAR-7KQ4-2XPH'],
    ])
    expect(
      kids(prospect)
        .map((e) => e.nodeName)
        .slice(0, 3),
    ).toEqual(['id', 'id', 'requestdate'])
  })

  it('escapes shopper text and drops characters XML 1.0 cannot carry', () => {
    const xml = adfXml(base)
    expect(xml).not.toContain('<available>')
    expect(xml).not.toContain('\u0000')
    const comments = one(one(one(parse(xml), 'prospect'), 'customer'), 'comments').textContent!
    expect(comments).toContain('Message: Is it <available>? Tom & Jerry ]]> "quotes"  done')
    expect(comments).toContain('Additional services: Finance')
  })

  it('a test drive has interest test-drive; an enquiry without a car still carries a vehicle (the model asked about)', () => {
    const adf = parse(
      adfXml({
        ...base,
        form: 'book-test-drive',
        car: null,
        fields: { model: 'RAV4', test_drive_date: '2026-03-05T10:00' },
      }),
    )
    const vehicle = one(one(adf, 'prospect'), 'vehicle')
    expect(vehicle.getAttribute('interest')).toBe('test-drive')
    expect(vehicle.getAttribute('status')).toBe('new')
    expect(one(vehicle, 'model').textContent).toBe('RAV4')
    expect(one(vehicle, 'year').textContent).toBe('')
  })

  it('a trade-in rides along as a second vehicle with the appraisal; a resend is marked as such', () => {
    const doc: LeadDocument = {
      ...base,
      event: 'offer-accepted',
      form: 'trade-in',
      subcategory: '3. Offer Accepted',
      trade_in: {
        rego: 'ABC123',
        regoState: 'VIC',
        year: 2019,
        make: 'Mazda',
        model: 'CX-5',
        kms: 60000,
        PreferredContactMethod: 'Email',
        finance: 'No',
        adjustmentAnswers: {},
        offer_price: 21000,
        car_price: 38990,
        reducedPrice: 17990,
        offer_accepted: true,
        offer_accepted_at: '2026-03-01T10:05:00.000Z',
      },
    }
    const prospect = one(parse(adfXml(doc)), 'prospect')
    expect(prospect.getAttribute('status')).toBe('resend')
    const [wanted, trade] = kids(prospect, 'vehicle')
    expect(wanted!.getAttribute('interest')).toBe('buy')
    expect(trade!.getAttribute('interest')).toBe('trade-in')
    expect(one(trade!, 'price').getAttribute('type')).toBe('appraisal')
    expect(one(trade!, 'price').textContent).toBe('21000')
    const email = one(one(one(prospect, 'customer'), 'contact'), 'email')
    expect(email.getAttribute('preferredcontact')).toBe('1')
    expect(customerComments(doc)).toContain('Price after trade-in: $17,990')
    expect(customerComments(doc)).toContain('Subcategory: 3. Offer Accepted')
  })

  it('uses the currency of the locale', () => {
    const us = parse(adfXml({ ...base, site: { ...base.site, locale: 'en-US' } }))
    expect(one(one(one(us, 'prospect'), 'vehicle'), 'price').getAttribute('currency')).toBe('USD')
  })
})
