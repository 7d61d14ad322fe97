import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { Car, Site } from '@/payload-types'
import { carPageModel, type CarButton } from '@/components/car/detail/carPageModel'
import { CarCard, cardFinance, type CarHit } from '@/components/search/CarCard'
import { CARD_ATTRIBUTES } from '@/components/search/carSearchRequests'
import { carSearchSettings } from '@/components/search/carSearchSettings'
import type { SiteCar } from '@/data/cars'
import { siteCarView } from '@/data/shapes/car'
import { formatPrice } from '@/domain/priceDisplay'
import { carIndexRecord } from '@/search/carRecord'
import { retrieveAttributes } from '@/search-service/engine/retrieve'

const now = new Date('2026-11-24T00:00:00Z')

/** A Corolla with two lenders: the site's provider quotes $156/wk, another $103/wk (the two figures). */
function car(over: Partial<Car> = {}): SiteCar {
  return {
    id: 7,
    slug: '2021-toyota-corolla-7',
    name: '2021 Toyota Corolla Ascent Sport',
    year: 2021,
    make: 'Toyota',
    model: 'Corolla',
    badge: 'Ascent Sport',
    car_type: 'used',
    status: 'in_stock',
    reserved: false,
    certified: false,
    price: 25990,
    price_type: 'Drive Away',
    km: 41250,
    images: [{ url: '/api/media/file/a.jpg' }],
    finance_lenders: [
      { provider: 'provider_a', interestRate: 8.5, comparisonRate: 9.1, paymentWeek: 156 },
      { provider: 'provider_b', interestRate: 6.5, comparisonRate: 7.1, paymentWeek: 103 },
    ],
    dealership: { id: 3, name: 'Harbour Toyota', slug: 'harbour-toyota', financeDisabled: false },
    location: null,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    ...over,
  } as unknown as SiteCar
}

function site(over: Partial<Site> = {}): Site {
  return {
    id: 1,
    slug: 'harbour-toyota',
    name: 'Harbour Toyota',
    locale: 'en-AU',
    finance: { provider: 'provider_a' },
    ...over,
  } as unknown as Site
}

const hitOf = (c: SiteCar): CarHit =>
  retrieveAttributes(carIndexRecord(c) as never, [...CARD_ATTRIBUTES], []) as unknown as CarHit

const renderCard = (c: SiteCar, s: Site) =>
  renderToStaticMarkup(
    createElement(CarCard, {
      hit: hitOf(c),
      settings: carSearchSettings(s),
      now,
      href: (p: string) => p,
      priority: false,
      favourite: false,
      compared: false,
      onFavourite: () => {},
      onCompare: () => {},
    }),
  )

const pageWeekly = (c: SiteCar, s: Site) => {
  const finance = carPageModel({ car: siteCarView(c, s), site: s, basePath: '', now }).finance
  if (!finance) return null
  return finance.type === 'lender'
    ? finance.rows.find((r) => r.label === 'Weekly' || r.label === 'Monthly')?.value
    : finance.repayment
}
const ids = (buttons: CarButton[]) => buttons.map((b) => b.testId)

describe('One price everywhere (issue 19.7): the same car gives the same weekly figure on its card and its car page', () => {
  it("a Corolla's card shows the car page's $156/wk (the site's provider), not the lowest lender's $103", () => {
    const c = car()
    expect(cardFinance(hitOf(c), carSearchSettings(site()))).toEqual({
      offered: true,
      repayment: { amount: 156, frequency: 'weekly', source: 'lender' },
      rateText: '8.5% p.a. (comparison rate 9.1% p.a.)',
    })
    expect(pageWeekly(c, site())).toBe('$156/wk')
    expect(renderCard(c, site())).toContain('<strong>$156</strong> per week*')
  })

  it('every advertised rate on AU and NZ sites shows its comparison rate figure beside it: the card (issue 39.6)', () => {
    // The lender's figure: its own rate and comparison rate, from the lender data.
    expect(renderCard(car(), site())).toContain('at 8.5% p.a. (comparison rate 9.1% p.a.)')
    // An estimate at the site's calculator rate: the lenders' comparison rates (spec §9 "8.38% to 19.42%").
    const estimate = site({ finance: { provider: null, calculatorInterestRate: 8.5 } })
    expect(renderCard(car(), estimate)).toContain('at 8.5% p.a. (comparison rates 8.38% to 19.42% p.a.)')
    expect(renderCard(car(), site({ locale: 'en-US', finance: { provider: null } }))).toMatch(/at 10% APR/)
  })

  it('the same for every provider and for the calculator estimate when the car has no lender of that provider', () => {
    for (const s of [
      site({ finance: { provider: 'provider_b' } }),
      site({ finance: { provider: 'provider_c', calculatorInterestRate: 8.5 } }),
      site({ finance: { provider: null } }),
    ]) {
      for (const c of [car(), car({ finance_lenders: [] }), car({ price: 61500, finance_lenders: [] })]) {
        const card = cardFinance(hitOf(c), carSearchSettings(s)).repayment?.amount
        expect(card).toBeDefined()
        expect(pageWeekly(c, s)).toBe(`${formatPrice(card!)}/wk`)
        expect(renderCard(c, s)).toContain(`<strong>${formatPrice(card!)}</strong> per week*`)
      }
    }
  })
})

describe('Repayments follow the site (issue 26.4: monthly on en-US): the card and the car page quote the same month', () => {
  const us = (over: Partial<Site> = {}) => site({ locale: 'en-US', slug: 'lakeside-motors', ...over })

  it("the lender's monthly payment on an en-US site, on the card and the car page; never a weekly figure", () => {
    const c = car({
      finance_lenders: [
        { provider: 'provider_a', interestRate: 8.5, comparisonRate: 9.1, paymentWeek: 156, paymentMonth: 676 },
      ],
    } as Partial<Car>)
    expect(cardFinance(hitOf(c), carSearchSettings(us())).repayment).toEqual({
      amount: 676,
      frequency: 'monthly',
      source: 'lender',
    })
    expect(pageWeekly(c, us())).toBe('$676/mo')
    const html = renderCard(c, us())
    expect(html).toContain('<strong>$676</strong> per month*')
    expect(html).not.toMatch(/per week|\/wk/)
  })

  it('the calculator estimate is monthly too, the same figure on both, and the weekly sites keep weekly', () => {
    for (const s of [us({ finance: { provider: null } }), us({ finance: { provider: 'provider_b' } })]) {
      const c = car({ finance_lenders: [] })
      const card = cardFinance(hitOf(c), carSearchSettings(s)).repayment
      expect(card?.frequency).toBe('monthly')
      expect(pageWeekly(c, s)).toBe(`${formatPrice(card!.amount)}/mo`)
      expect(renderCard(c, s)).toContain(`<strong>${formatPrice(card!.amount)}</strong> per month*`)
    }
    expect(cardFinance(hitOf(car()), carSearchSettings(site())).repayment?.frequency).toBe('weekly')
  })
})

describe('Finance disabled per make, dealership group and site mode (spec §5): no figure and no button on cards and car pages', () => {
  const cases: [string, SiteCar, Site][] = [
    ['one particular make', car(), site({ finance: { provider: 'provider_a', disabledMakes: ['Toyota'] } })],
    ['some dealership groups', car({ dealership: { id: 3, financeDisabled: true } as SiteCar['dealership'] }), site()],
    ['some site modes', car(), site({ finance: { provider: 'provider_a', enabled: false } })],
  ]
  for (const [name, c, s] of cases) {
    it(`is disabled for ${name}`, () => {
      expect(cardFinance(hitOf(c), carSearchSettings(s))).toEqual({ offered: false, repayment: null, rateText: null })
      const html = renderCard(c, s)
      expect(html).not.toContain('per week*')
      expect(html).not.toContain('/finance?car_id=')
      const m = carPageModel({ car: siteCarView(c, s), site: s, basePath: '', now })
      expect(m.finance).toBeNull()
      expect(ids(m.buttons)).not.toContain('btn-finance')
    })
  }

  it('another make on the same site keeps its finance', () => {
    const s = site({ finance: { provider: 'provider_a', disabledMakes: ['Toyota'] } })
    expect(cardFinance(hitOf(car({ make: 'Mazda' })), carSearchSettings(s)).offered).toBe(true)
    expect(
      ids(carPageModel({ car: siteCarView(car({ make: 'Mazda' }), s), site: s, basePath: '', now }).buttons),
    ).toContain('btn-finance')
  })
})

describe('Reserve only where it can work (issue 19.6): cards and car pages follow one rule', () => {
  const reserveOnCard = (c: SiteCar, s: Site) => /Reserve Now|Buy Online/.test(renderCard(c, s))
  const reserveOnPage = (c: SiteCar, s: Site) =>
    ids(carPageModel({ car: siteCarView(c, s), site: s, basePath: '', now }).buttons).includes('btn-reserve')

  it('Reserve Now shows on an available car of a site that takes reservations, on the card and the car page', () => {
    expect(reserveOnCard(car(), site())).toBe(true)
    expect(reserveOnPage(car(), site())).toBe(true)
  })

  it('not on sites with reservations turned off (the link 404s), Reserve Now or Buy Online', () => {
    for (const s of [
      site({ carPage: { reserve: false } }),
      site({ carPage: { reserve: false }, cards: { buyButton: 'buy-online' } }),
    ]) {
      expect(reserveOnCard(car(), s)).toBe(false)
      expect(reserveOnPage(car(), s)).toBe(false)
    }
  })

  it('not on cards and car pages of cars that are already reserved', () => {
    expect(reserveOnCard(car({ reserved: true }), site())).toBe(false)
    expect(reserveOnPage(car({ reserved: true }), site())).toBe(false)
  })

  it('Online Purchase is not offered on a reserved car (the checkout journey 404s for it)', () => {
    const s = site({ carPage: { onlinePurchase: true } })
    expect(ids(carPageModel({ car: siteCarView(car(), s), site: s, basePath: '', now }).buttons)).toContain(
      'btn-online-purchase',
    )
    expect(
      ids(carPageModel({ car: siteCarView(car({ reserved: true }), s), site: s, basePath: '', now }).buttons),
    ).not.toContain('btn-online-purchase')
  })
})

describe('the stricter compare/favourite rule on cards (site.cards.strictSaveRule, spec §5)', () => {
  const controls = (c: SiteCar, s: Site) => renderCard(c, s).includes('aria-pressed')
  const strict = site({ cards: { strictSaveRule: true } })
  it('on some sites also when the car is not used, has price of 0 or less, or has no images', () => {
    expect(controls(car(), strict)).toBe(true)
    expect(controls(car({ car_type: 'new' }), strict)).toBe(false)
    expect(controls(car({ price: 0 }), strict)).toBe(false)
    expect(controls(car({ images: [] }), strict)).toBe(false)
    expect(controls(car({ car_type: 'new', price: 0, images: [] }), site())).toBe(true)
  })
})

describe('the certified-make image badge (spec §4 card tag 4: "Used certified car of one particular make: an image badge")', () => {
  const toyota = { id: 1, name: 'Toyota', slug: 'toyota', logoUrl: '/logos/toyota.svg' }
  it("a used certified Toyota on a Toyota site with the manufacturer's logo shows the image, not text", () => {
    const html = renderCard(car({ certified: true }), site({ manufacturer: toyota as Site['manufacturer'] }))
    expect(html).toContain('<img src="/logos/toyota.svg" alt="Certified Toyota"')
  })

  it('no badge without the site setting (a manufacturer with a logo), nor for another make or a new car', () => {
    expect(renderCard(car({ certified: true }), site())).not.toContain('Certified')
    const noLogo = site({ manufacturer: { ...toyota, logoUrl: null } as Site['manufacturer'] })
    expect(renderCard(car({ certified: true }), noLogo)).not.toContain('Certified')
    const s = site({ manufacturer: toyota as Site['manufacturer'] })
    expect(renderCard(car({ certified: true, make: 'Mazda' }), s)).not.toContain('Certified')
    expect(renderCard(car({ certified: true, car_type: 'new' }), s)).not.toContain('Certified')
  })
})
