import { describe, expect, it } from 'vitest'
import {
  copyFromTemplate,
  DEFAULT_OPENING_HOURS,
  openingHoursFrom,
  timeZoneOfState,
  uniqueSlug,
} from '../../../src/onboarding/templateCopy'
import { slugify } from '../../../src/domain/slugify'
import { parseNewDealerSite } from '../../../src/onboarding/newDealerInput'
import { dealershipsFilter, siteStockFilter } from '../../../src/search/siteSearchKey'
import { validateFilter } from '../../../src/search-service/filter'

describe('issue 20.7: a new dealer site copies its template, never the template itself', () => {
  const page = {
    id: 7,
    site: 1,
    createdAt: '2026-01-01',
    updatedAt: '2026-01-02',
    _status: 'published',
    title: 'Home',
    slug: 'home',
    layout: [
      {
        id: 'a1',
        blockType: 'hero',
        title: 'Welcome to Harbour Toyota',
        image: 55,
        buttons: [{ id: 'b', label: 'Go', url: '/search' }],
      },
      { id: 'a2', blockType: 'locations', location: 3, excludedLocations: [4], manufacturer: 9 },
    ],
  }

  it('strips ids, timestamps, status and the site; drops site-bound references; keeps the rest', () => {
    const copy = copyFromTemplate(page, {
      drop: new Set(['layout.image', 'layout.location', 'layout.excludedLocations']),
    })
    expect(copy).toEqual({
      title: 'Home',
      slug: 'home',
      layout: [
        { blockType: 'hero', title: 'Welcome to Harbour Toyota', buttons: [{ label: 'Go', url: '/search' }] },
        { blockType: 'locations', manufacturer: 9 },
      ],
    })
    // The template document itself is untouched.
    expect(page.layout[0]!.id).toBe('a1')
    expect(page.site).toBe(1)
  })

  it("names the new dealer wherever the template's wording named the template, and only in wording fields", () => {
    const paths = { text: new Set(['title', 'layout.title', 'layout.buttons.label']), richText: new Set<string>() }
    const text = (value: string) => value.replace('Harbour Toyota', 'Coastal Toyota').replace('Go', 'Went')
    const copy = copyFromTemplate(page, { drop: new Set(), retell: { text, paths } })
    expect(copy.layout[0]).toMatchObject({ title: 'Welcome to Coastal Toyota', buttons: [{ label: 'Went' }] })
    // A url and a block's type are not wording: left as the template has them.
    expect(copy.layout[0]).toMatchObject({ blockType: 'hero', buttons: [{ url: '/search' }] })
  })

  it("a new dealer keeps its own state's clock, not its template's", () => {
    expect(timeZoneOfState('VIC', 'Australia/Sydney')).toBe('Australia/Melbourne')
    expect(timeZoneOfState('wa', 'Australia/Sydney')).toBe('Australia/Perth')
    expect(timeZoneOfState('WI', 'America/Chicago')).toBe('America/Chicago')
  })

  it('slug from the name, unique among the sites', () => {
    expect(slugify('Coastal Toyota & Sons')).toBe('coastal-toyota-and-sons')
    expect(slugify('  Zoë’s Cars! ')).toBe('zoe-s-cars')
    expect(uniqueSlug('coastal-toyota', new Set())).toBe('coastal-toyota')
    expect(uniqueSlug('coastal-toyota', new Set(['coastal-toyota', 'coastal-toyota-2']))).toBe('coastal-toyota-3')
    expect(uniqueSlug('', new Set())).toBe('dealer')
  })

  it("default opening hours: the template location's week, or Monday to Saturday when it has none", () => {
    expect(
      openingHoursFrom([{ weekday: '1', status: 'Open', open: '09:00', close: '17:00', id: 'x' } as never]),
    ).toEqual([{ weekday: '1', status: 'Open', open: '09:00', close: '17:00' }])
    const week = openingHoursFrom(undefined)
    expect(week).toEqual(DEFAULT_OPENING_HOURS)
    expect(week.map((d) => d.weekday)).toEqual(['0', '1', '2', '3', '4', '5', '6'])
    expect(week[0]!.status).toBe('Closed')
  })
})

describe('issue 20.7: the form has ten inputs at most and each refusal names its field', () => {
  const good = {
    templateSite: '3',
    dealerName: 'Coastal Toyota',
    domain: 'https://Coastal-Toyota.example/',
    dealershipName: '',
    street: '12 Marine Parade',
    suburb: 'Southport',
    state: 'qld',
    postcode: '4215',
    phone: '07 5500 1234',
    brand: '',
  }

  // Issue 39.1: where leads go is asked besides the dealer's ten inputs; only the sales e-mail is required.
  const leads = { salesEmail: 'sales@coastal-toyota.example' }

  it('accepts the ten inputs and normalises them', () => {
    expect(Object.keys(good)).toHaveLength(10)
    const parsed = parseNewDealerSite({ ...good, ...leads })
    expect(parsed).toMatchObject({
      ok: true,
      value: {
        templateSite: 3,
        domain: 'coastal-toyota.example',
        state: 'QLD',
        salesEmail: 'sales@coastal-toyota.example',
        crmEmail: '',
        crmWebhookUrl: '',
      },
    })
  })

  it('issue 39.1: opening a dealer site asks where leads go, a sales e-mail at least; a CRM address or webhook optional', () => {
    const missing = parseNewDealerSite(good)
    expect(missing).toMatchObject({ ok: false, problem: { field: 'salesEmail' } })
    expect(parseNewDealerSite({ ...good, salesEmail: 'not an address' })).toMatchObject({
      ok: false,
      problem: { field: 'salesEmail' },
    })
    expect(
      parseNewDealerSite({
        ...good,
        ...leads,
        crmEmail: 'leads@crm.example',
        crmWebhookUrl: 'https://crm.example/hook',
      }),
    ).toMatchObject({ ok: true, value: { crmEmail: 'leads@crm.example', crmWebhookUrl: 'https://crm.example/hook' } })
    expect(parseNewDealerSite({ ...good, ...leads, crmEmail: 'crm' })).toMatchObject({
      ok: false,
      problem: { field: 'crmEmail' },
    })
    expect(parseNewDealerSite({ ...good, ...leads, crmWebhookUrl: 'http://crm.example' })).toMatchObject({
      ok: false,
      problem: { field: 'crmWebhookUrl' },
    })
  })

  it.each([
    ['templateSite', { templateSite: '' }],
    ['dealerName', { dealerName: '' }],
    ['dealerName', { dealerName: 'Coastal\u0000Toyota' }],
    ['dealershipName', { dealershipName: 'x\u0007' }],
    ['domain', { domain: 'localhost' }],
    ['domain', { domain: 'nodot' }],
    ['street', { street: undefined }],
    ['state', { state: 'New South Wales' }],
    ['postcode', { postcode: '!' }],
    ['phone', { phone: 'call me' }],
    ['brand', { brand: 'toyota' }],
  ])('names %s', (field, change) => {
    const parsed = parseNewDealerSite({ ...good, ...leads, ...change })
    expect(parsed.ok).toBe(false)
    if (!parsed.ok) expect(parsed.problem.field).toBe(field)
  })
})

describe("issue 20.7: the stock binding is picked from the site's dealerships, and the filter is derived", () => {
  it('one or more picked dealerships narrow the site binding, never widen it', () => {
    expect(dealershipsFilter({ id: 5, search: {} })).toBe('')
    expect(siteStockFilter({ id: 5, search: { stockDealerships: [12] } })).toBe('site_id:5 AND dealership_id:12')
    const two = siteStockFilter({
      id: 5,
      search: { stockDealerships: [12, { id: 13 } as never, 12], stockFilter: 'car_type:used' },
    })
    expect(two).toBe('site_id:5 AND (dealership_id:12 OR dealership_id:13) AND car_type:used')
    expect(validateFilter(two)).toEqual({ ok: true })
  })
})
