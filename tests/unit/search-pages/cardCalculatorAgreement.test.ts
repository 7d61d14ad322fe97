import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { Car, Site } from '@/payload-types'
import { carPageModel } from '@/components/car/detail/carPageModel'
import { RepaymentCalculator } from '@/components/finance/RepaymentCalculator'
import { CarCard, cardFinance, type CarHit } from '@/components/search/CarCard'
import { CARD_ATTRIBUTES } from '@/components/search/carSearchRequests'
import { carSearchSettings } from '@/components/search/carSearchSettings'
import type { SiteCar } from '@/data/cars'
import { siteCarView } from '@/data/shapes/car'
import { formatMoney } from '@/domain/moneyFormat'
import { calculatorAnswer, calculatorDefaults, readCalculator } from '@/domain/repaymentCalculator'
import type { Locale } from '@/domain/types'
import { carIndexRecord } from '@/search/carRecord'
import { retrieveAttributes } from '@/search-service/engine/retrieve'

const now = new Date('2026-11-24T00:00:00Z')

function car(price: number, over: Partial<Car> = {}): SiteCar {
  return {
    id: 7,
    slug: `car-${price}`,
    name: '2021 Toyota Corolla Ascent Sport',
    year: 2021,
    make: 'Toyota',
    model: 'Corolla',
    car_type: 'used',
    status: 'in_stock',
    reserved: false,
    certified: false,
    price,
    km: 41250,
    images: [{ url: '/api/media/file/a.jpg' }],
    finance_lenders: [],
    dealership: { id: 3, name: 'A Dealer', slug: 'a-dealer', financeDisabled: false },
    location: null,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    ...over,
  } as unknown as SiteCar
}

const site = (locale: Locale, finance: Site['finance'] = {}): Site =>
  ({ id: 1, slug: 'a-site', name: 'A Site', locale, finance }) as unknown as Site

const hitOf = (c: SiteCar): CarHit =>
  retrieveAttributes(carIndexRecord(c) as never, [...CARD_ATTRIBUTES], []) as unknown as CarHit

/** The car page's calculator, untouched: its model's defaults read and answered as the page renders them. */
function calculatorFigure(c: SiteCar, s: Site) {
  const calculator = carPageModel({ car: siteCarView(c, s), site: s, basePath: '', now }).calculator!
  const initial = calculatorDefaults(calculator.price, calculator)
  const read = readCalculator(initial, s.locale ?? 'en-AU', calculator.price)
  return { answer: calculatorAnswer(read.input!), initial }
}

describe("issue 30.5: the card's repayment comes from the calculator's function with its defaults, so the two always agree", () => {
  const sites: [string, Site][] = [
    ['an Australian site at the default rate 10', site('en-AU')],
    [
      'the dealer group whose calculator rate is 8.5',
      site('en-AU', { provider: 'provider_b', calculatorInterestRate: 8.5 }),
    ],
    ['a New Zealand site', site('en-NZ', { calculatorInterestRate: 12.25 })],
    ['the US site (monthly)', site('en-US')],
  ]
  const prices = [501, 9990, 25990, 47500.5, 189000]

  for (const [name, s] of sites) {
    it(`card figure == calculator figure for the same car on ${name}`, () => {
      for (const price of prices) {
        const c = car(price)
        const card = cardFinance(hitOf(c), carSearchSettings(s)).repayment!
        const { answer } = calculatorFigure(c, s)
        expect(card.source).toBe('estimate')
        expect(answer.frequency).toBe(card.frequency)
        expect(answer.repayment).toBe(card.amount)
      }
    })
  }

  it('and on screen: the card and the server-rendered calculator write the same figure', () => {
    for (const [, s] of sites) {
      const c = car(25990)
      const locale = s.locale ?? 'en-AU'
      const cardHtml = renderToStaticMarkup(
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
      const { initial, answer } = calculatorFigure(c, s)
      const calculatorHtml = renderToStaticMarkup(
        createElement(RepaymentCalculator, { action: '/cars/car-25990', locale, initial, fixedPrice: 25990 }),
      )
      const figure = formatMoney(answer.repayment, locale)
      expect(cardHtml).toContain(`<strong>${figure}</strong>`)
      expect(calculatorHtml).toContain(`<span data-testid="calculator-repayment">${figure}</span>`)
    }
  })

  it('a change to the site rate moves both', () => {
    const c = car(25990)
    const at10 = calculatorFigure(c, site('en-AU')).answer.repayment
    const at85 = calculatorFigure(c, site('en-AU', { calculatorInterestRate: 8.5 })).answer.repayment
    expect(at85).toBeLessThan(at10)
    expect(
      cardFinance(hitOf(c), carSearchSettings(site('en-AU', { calculatorInterestRate: 8.5 }))).repayment?.amount,
    ).toBe(at85)
  })
})
