import { describe, expect, it } from 'vitest'
import { carPageModel, TAB_COPY, type CarButton } from '@/components/car/detail/carPageModel'
import type { SiteCar } from '@/data/cars'
import { siteCarView } from '@/data/shapes/car'
import type { Site } from '@/payload-types'

const now = new Date('2026-11-24T00:00:00Z')

function car(over: Partial<SiteCar> = {}): SiteCar {
  return {
    id: 7,
    slug: '2021-toyota-corolla-7',
    name: '2021 Toyota Corolla Ascent Sport',
    year: 2021,
    make: 'Toyota',
    model: 'Corolla',
    badge: 'Ascent Sport',
    series: 'ZWE211R',
    car_type: 'used',
    status: 'in_stock',
    reserved: false,
    price: 25990,
    price_type: 'Drive Away',
    km: 41250,
    simple_transmission: 'Automatic',
    simple_fuel: 'Petrol',
    simple_body: 'Hatch',
    stocknum: 'HT123',
    images: [{ url: '/api/media/file/a.jpg' }, { url: '/api/media/file/b.jpg' }],
    features: ['Bluetooth'],
    standardEquipment: [],
    dealercomments: 'Great car.',
    dealership: { id: 3, name: 'Harbour Toyota', slug: 'harbour-toyota', phone: '02 9999 1234' },
    location: null,
    ...over,
  } as unknown as SiteCar
}

function site(over: Partial<Site> = {}): Site {
  return { id: 1, slug: 'harbour-toyota', name: 'Harbour Toyota', locale: 'en-AU', ...over } as unknown as Site
}

/** The page model of the car as the car page's route shapes it. */
function model(c: Partial<SiteCar> = {}, s: Partial<Site> = {}, basePath = '') {
  const shop = site(s)
  return carPageModel({ car: siteCarView(car(c), shop), site: shop, basePath, now })
}
const ids = (buttons: CarButton[]) => buttons.map((b) => b.testId)

describe('car page model (spec §2; issue 18 point 10: what the car page shows, without rendering)', () => {
  it('title, series, price with its type, key facts and links under the site’s base path', () => {
    const m = model({}, {}, '/sites/harbour-toyota')
    expect(m.title).toContain('Toyota Corolla')
    expect(m.series).toBe('ZWE211R')
    expect(m.price).toEqual({ listed: null, text: '$25,990', suffix: 'Drive Away' })
    expect(m.keyFacts).toEqual([
      { label: 'Year', value: '2021' },
      { label: 'Odometer', value: '41,250 km' },
      { label: 'Transmission', value: 'Automatic' },
      { label: 'Fuel', value: 'Petrol' },
      { label: 'Body', value: 'Hatch' },
      { label: 'Condition', value: 'Used' },
      { label: 'Stock No.', value: 'HT123' },
    ])
    expect(m.searchHref).toBe('/sites/harbour-toyota/search')
    expect(m.seeMoreHref).toMatch(/^\/sites\/harbour-toyota\/search\?dealership_slug=harbour-toyota/)
    expect(m.summary).toMatchObject({
      image: '/api/media/file/a.jpg',
      facts: '2021 · 41,250 km · Automatic · Petrol · Hatch',
    })
  })

  it('an available car: Enquire, Finance, Trade-In, Reserve, Test Drive and PDF, in that order', () => {
    const m = model()
    expect(ids(m.buttons)).toEqual([
      'btn-enquire',
      'btn-finance',
      'btn-trade-in',
      'btn-reserve',
      'btn-test-drive',
      'btn-pdf',
    ])
    const enquire = m.buttons[0]!
    expect(enquire).toMatchObject({ type: 'dialog', form: 'car', label: 'Enquire', look: 'primary' })
    expect(m.buttons.find((b) => b.testId === 'btn-reserve')).toMatchObject({
      type: 'link',
      href: '/cars/2021-toyota-corolla-7/checkout',
      look: { reserve: 'success' },
    })
    expect(m.buttons.find((b) => b.testId === 'btn-test-drive')).toMatchObject({
      slotsUrl: '/api/cars/7/appointments?site=harbour-toyota',
    })
    expect(m.enquiry).toMatchObject({ heading: 'Enquire about this Toyota' })
    expect(m.sidebar).toBe('side')
  })

  it('a sold car: SOLD badge and notice, Find Me Something Similar, no Finance, Reserve, Trade-In or Test Drive (spec §4 Card buttons: a car not available shows Find Me Something Similar)', () => {
    const m = model({ status: 'sold', certified: true })
    expect(m.soldNotice).toBe(true)
    expect(m.badges).toEqual([{ label: 'SOLD', tone: 'sold', testId: 'sold-notice' }])
    expect(ids(m.buttons)).toEqual(['btn-enquire', 'btn-pdf'])
    expect(m.buttons.map((b) => b.label)).not.toContain('Finance Enquiry')
    // Its form's settings carry the message 'Can you please find me something similar?' (leads/settings.ts).
    expect(m.buttons[0]).toMatchObject({ label: 'Find Me Something Similar' })
    expect(m.enquiry.heading).toBe('Like this and want something similar?')
    expect(m.tabs.map((t) => t.key)).not.toContain('reserve')
  })

  it('badges: reserved, certified, below market and the car’s tag', () => {
    const m = model({ reserved: true, certified: true, tag: 'Hot deal' })
    expect(m.badges.map((b) => b.label)).toEqual(['Reserved', 'Certified Pre-Owned', 'Hot deal'])
    expect(m.badges.at(-1)).toEqual({ label: 'Hot deal', tone: null })
  })

  it('make an offer: a dialog with the car summed up, or the chat when the site has one', () => {
    const dialog = model({}, { forms: { makeAnOffer: true } } as Partial<Site>)
    expect(dialog.buttons.find((b) => b.testId === 'btn-make-offer')).toMatchObject({
      type: 'dialog',
      form: 'make-offer',
      withCarSummary: true,
    })
    const chat = model({}, { forms: { makeAnOffer: true }, header: { chat: true } } as Partial<Site>)
    expect(chat.buttons.find((b) => b.testId === 'btn-make-offer')).toMatchObject({
      type: 'chat',
      message: expect.stringContaining('(stock number HT123)'),
    })
  })

  it('a car without photos offers Request Photos; a history file adds the report link in a new tab', () => {
    const m = model({
      images: [],
      file: { id: 1, url: 'https://reports.example/7.pdf' },
    } as unknown as Partial<SiteCar>)
    expect(m.buttons.find((b) => b.testId === 'btn-request-photos')).toMatchObject({ type: 'dialog' })
    expect(m.buttons.find((b) => b.testId === 'btn-history')).toMatchObject({
      href: 'https://reports.example/7.pdf',
      newTab: true,
    })
    expect(m.summary.image).toBeNull()
  })

  it('site settings: no finance, no PDF, no reserve, sidebar at the foot, no similar cars, no sticky footer', () => {
    const m = model({}, {
      finance: { enabled: false },
      carPage: { printPdf: false, reserve: false, sidebar: false, similarCars: false },
      content: { stickyMobileFooter: false },
    } as Partial<Site>)
    expect(ids(m.buttons)).toEqual(['btn-enquire', 'btn-trade-in', 'btn-test-drive'])
    expect(m.finance).toBeNull()
    expect(m.sidebar).toBe('foot')
    expect(m.similarCars).toBe(false)
    expect(m.stickyFooter).toBeNull()
  })

  it('finance: a weekly estimate at the calculator rate when no lender applies', () => {
    const m = model({}, { finance: { calculatorInterestRate: 9.5 } } as Partial<Site>)
    expect(m.finance).toMatchObject({ type: 'estimate', rate: 9.5, repayment: expect.stringMatching(/^\$[\d,]+\/wk$/) })
    expect(model({ price: 0 }).finance).toBeNull()
  })

  it('tabs: comments, the dealer’s copy (Reserve Online while reservable), Protect Your Car and features', () => {
    const m = model({ standardEquipment: ['ABS'] } as Partial<SiteCar>)
    expect(m.tabs.map((t) => t.label)).toEqual([
      'Dealer Comments',
      "What's Included",
      'Why Buy From Us?',
      'Reserve Online',
      'Protect Your Car',
      'Features',
    ])
    expect(m.tabs[4]!.body).toEqual({ type: 'text', text: TAB_COPY.protectYourCar })
    expect(m.tabs[5]!.body).toEqual({ type: 'features', features: ['Bluetooth'], equipment: ['ABS'] })
  })

  it('the dealer’s phone for the call card and the sticky footer, with its tel: link', () => {
    const m = model()
    expect(m.callDealer).toMatchObject({ phone: '02 9999 1234', dealerName: 'Harbour Toyota' })
    expect(m.callDealer!.telHref).toMatch(/^tel:\+612/)
    expect(m.stickyFooter).toMatchObject({ phone: { label: '02 9999 1234' }, enquire: { href: '#enquire' } })
    expect(
      model({ dealership: { id: 3, name: 'X', slug: 'x', phone: null } } as Partial<SiteCar>).callDealer,
    ).toBeNull()
  })
})

describe('car page model on an en-US site (issue 19.3, spec content §9)', () => {
  const us = { slug: 'lakeside-motors', name: 'Lakeside Motors', locale: 'en-US' } as Partial<Site>

  it('mileage in miles (stored as miles), Inquire, and an APR without the comparison-rate warning', () => {
    const m = model({ colour: 'Red' } as Partial<SiteCar>, us)
    expect(m.keyFacts).toContainEqual({ label: 'Odometer', value: '41,250 mi' })
    expect(m.summary.facts).toContain('41,250 mi')
    expect(m.specs).toContainEqual({ key: 'colour', label: 'Color', value: 'Red' })
    expect(m.buttons.find((b) => b.testId === 'btn-enquire')).toMatchObject({ label: 'Inquire' })
    expect(m.enquiry).toEqual({ heading: 'Inquire about this Toyota', submitLabel: 'Send Inquiry' })
    expect(m.finance).toMatchObject({ type: 'estimate', perYear: 'APR' })
    expect(m.finance!.comparisonCopy).toMatch(/APR/)
    expect(m.finance!.comparisonCopy).not.toMatch(/comparison rate|WARNING|p\.a\./i)
  })

  it('the Australian sites keep km, p.a. and the comparison-rate warning', () => {
    const m = model()
    expect(m.keyFacts).toContainEqual({ label: 'Odometer', value: '41,250 km' })
    expect(m.finance).toMatchObject({ type: 'estimate', perYear: 'p.a.' })
    expect(m.finance!.comparisonCopy).toMatch(/WARNING: This comparison rate/)
  })
})

describe('Rates as the law and the locale want them (issue 39.6)', () => {
  const lenders = (balloon: number) =>
    ({
      finance_lenders: [
        {
          provider: 'provider_a',
          interestRate: 8.5,
          comparisonRate: 9.1,
          paymentWeek: 156,
          paymentMonth: 676,
          balloon,
        },
      ],
    }) as unknown as Partial<SiteCar>
  const withLender = { finance: { provider: 'provider_a' } } as Partial<Site>
  const us = { slug: 'lakeside-motors', locale: 'en-US', finance: { provider: 'provider_a' } } as Partial<Site>

  it('every advertised rate on AU and NZ sites shows its comparison rate figure beside it: the car page estimate', () => {
    const m = model({}, { finance: { calculatorInterestRate: 8.5 } } as Partial<Site>)
    expect(m.finance).toMatchObject({
      type: 'estimate',
      rateText: '8.5% p.a. (comparison rates 8.38% to 19.42% p.a.)',
    })
    expect(model({}, { locale: 'en-NZ' } as Partial<Site>).finance).toMatchObject({
      rateText: '10% p.a. (comparison rates 8.38% to 19.42% p.a.)',
    })
    expect(model({}, { locale: 'en-US' } as Partial<Site>).finance).toMatchObject({ rateText: '10% APR' })
  })

  it("the lender's box keeps its comparison rate row, and the calculator gets the lender's figures", () => {
    const m = model(lenders(0), withLender)
    if (m.finance?.type !== 'lender') throw new Error('expected the lender box')
    expect(m.finance.rows).toContainEqual({ label: 'Comparison rate', value: '9.1% p.a.' })
    expect(m.calculator?.lender).toEqual({ interestRate: 8.5, comparisonRate: 9.1, balloon: 0 })
  })

  it('spec §5 finance eligibility ("available car"): a sold car shows no lender box, estimate or Finance Enquiry (39.10)', () => {
    const sold = model({ ...lenders(0), status: 'sold' }, withLender)
    expect(sold.finance).toBeNull()
    expect(sold.calculator).toBeNull()
    expect(sold.buttons.map((b) => b.testId)).not.toContain('btn-finance')
  })

  it('US sites say "down payment" and show no balloon unless the lender has one', () => {
    const none = model(lenders(0), us)
    if (none.finance?.type !== 'lender') throw new Error('expected the lender box')
    const labels = none.finance.rows.map((r) => r.label)
    expect(labels).toContain('Down payment')
    expect(labels).not.toContain('Deposit')
    expect(labels).not.toContain('Balloon')
    const some = model(lenders(5000), us)
    if (some.finance?.type !== 'lender') throw new Error('expected the lender box')
    expect(some.finance.rows).toContainEqual({ label: 'Balloon', value: '$5,000' })
    const au = model(lenders(0), withLender)
    if (au.finance?.type !== 'lender') throw new Error('expected the lender box')
    expect(au.finance.rows.map((r) => r.label)).toEqual(expect.arrayContaining(['Deposit', 'Balloon']))
  })
})

describe('Compare and favourite controls are hidden when the site does not store favourites or the car is not for sale; on some sites also when the car is not used, has price of 0 or less, or has no images (spec §5, on the car page as on the cards)', () => {
  it('an available car on a site with favourites: Save and Compare, keyed by the car id', () => {
    expect(model().saveControls).toEqual({ carId: '7', name: model().title, favourites: 'local', compare: true })
    expect(
      model({}, { cards: { favourites: 'watchlist', compare: false } } as Partial<Site>).saveControls,
    ).toMatchObject({ favourites: 'watchlist', compare: false })
  })

  it('hidden when the site does not store favourites, or the car is sold', () => {
    expect(model({}, { cards: { favourites: 'off' } } as Partial<Site>).saveControls).toBeNull()
    expect(model({ status: 'sold' }).saveControls).toBeNull()
  })

  it('with the stricter rule: hidden for a new car, a car priced 0 and a car with no images', () => {
    const strict = { cards: { strictSaveRule: true } } as Partial<Site>
    expect(model({}, strict).saveControls).not.toBeNull()
    expect(model({ car_type: 'new' }, strict).saveControls).toBeNull()
    expect(model({ price: 0 }, strict).saveControls).toBeNull()
    expect(model({ images: [], photos_count: 0 } as Partial<SiteCar>, strict).saveControls).toBeNull()
    expect(model({ car_type: 'new' }).saveControls).not.toBeNull()
  })
})

describe('the repayment calculator on the car page (issue 30.5)', () => {
  it("opens at the car's price, the site's calculator rate and frequency, and answers the car page's own URL", () => {
    expect(
      model({}, { finance: { calculatorInterestRate: 8.5 } } as Partial<Site>, '/sites/harbour-toyota').calculator,
    ).toEqual({
      price: 25990,
      frequency: 'weekly',
      calculatorInterestRate: 8.5,
      action: '/sites/harbour-toyota/cars/2021-toyota-corolla-7',
      lender: null,
    })
    expect(model({}, { locale: 'en-US' }).calculator).toMatchObject({
      frequency: 'monthly',
      calculatorInterestRate: 10,
    })
  })

  it('none for a car that is sold or has no real price (nothing to finance)', () => {
    expect(model({ status: 'sold' }).calculator).toBeNull()
    expect(model({ price: 0 }).calculator).toBeNull()
  })
})
