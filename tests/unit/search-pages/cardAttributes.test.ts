import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { Car } from '@/payload-types'
import { CarCard, type CarHit } from '@/components/search/CarCard'
import { CARD_ATTRIBUTES, carSearchPlan } from '@/components/search/carSearchRequests'
import type { CarSearchSettings } from '@/components/search/carSearchSettings'
import { carIndexRecord } from '@/search/carRecord'
import { retrieveAttributes } from '@/search-service/engine/retrieve'

const now = new Date('2026-03-10T00:00:00Z')
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 3600 * 1000).toISOString()

/** A car with every field the index record is made from, so the full record is as long as a real one. */
function car(overrides: Partial<Car>): Car {
  return {
    id: 42,
    slug: '2023-toyota-corolla-ascent-sport-u1',
    name: '2023 Toyota Corolla Ascent Sport',
    carsales_title: '2023 Toyota Corolla Ascent Sport Auto',
    year: 2023,
    make: 'Toyota',
    model: 'Corolla',
    badge: 'Ascent Sport',
    series: 'ZWE211R',
    car_type: 'used',
    status: 'in_stock',
    item_type: 'car',
    stocknum: 'U1',
    vin: 'JTNB23HK903000001',
    regplate: 'ABC123',
    build_date: '2023-01-01',
    price: 28990,
    price_type: 'Drive Away',
    before_price: 30990,
    km: 12000,
    trans: '10 SP CONSTANTLY VARIABLE TRANSMISSION',
    simple_transmission: 'Automatic',
    fuel: 'PETROL',
    simple_fuel: 'Petrol',
    simple_body: 'Hatch',
    drive: 'FWD',
    seats: 5,
    doors: 5,
    colour: 'White',
    engine_size: '1.8',
    variant: { cylinders: 4, enginesize: 1798 },
    features: ['Reversing camera', 'Apple CarPlay'],
    dealercomments: 'One owner, full service history.',
    finance_lenders: [{ provider: 'plenti', paymentWeek: 119, interestRate: 7.99 }],
    images: [{ url: '/media/a.jpg' }, { url: '/media/b.jpg' }],
    createdAt: daysAgo(3),
    updatedAt: daysAgo(1),
    ...overrides,
  } as Car
}

const settings = (cards: Partial<CarSearchSettings['cards']> = {}, financeEnabled = true): CarSearchSettings => ({
  sortOptions: [],
  filters: [],
  makesByVolume: false,
  popularMakes: [],
  popularMakesHeading: '',
  stockCount: null,
  hitsPerPage: 21,
  financeEnabled,
  finance: { provider: 'plenti', calculatorInterestRate: null, disabledMakes: [] },
  reservations: true,
  cards: {
    noPriceText: 'Enquire for price.',
    soldTagText: 'SOLD',
    newTagText: 'NEW',
    electricHybridTags: true,
    runoutSaleGreen: true,
    subscriptions: true,
    showDescriptions: true,
    favourites: 'watchlist',
    savedSearches: true,
    savedSearchesBy: 'phone',
    savedSearchConsent: 'I agree',
    compare: true,
    strictSaveRule: false,
    certifiedBadge: null,
    arrivingSoonText: 'Arriving soon',
    buyButton: 'buy-online',
    ...cards,
  },
})

const cars: Car[] = [
  car({}),
  car({ status: 'sold', sold_date: daysAgo(2) }),
  car({ reserved: true }),
  car({ status: 'coming_soon', tag: 'Runout Sale' }),
  car({ car_type: 'new', createdAt: daysAgo(1), km: 5 }),
  car({ car_type: 'demo', certified: true, tag: 'Test Drive Only' }),
  car({ price: 0, images: [], subscription_price: 189, preorder: true }),
  car({ fuel: 'ELECTRIC', simple_fuel: 'Electric', finance_lenders: [] }),
  car({
    slug: null,
    simple_transmission: null,
    simple_fuel: null,
    series: null,
    finance_lenders: [{ provider: 'plenti', paymentWeek: 0 }],
  }),
  car({
    fuel: 'PETROL - HYBRID',
    simple_fuel: 'Hybrid',
    location: { id: 7, name: 'City Showroom' } as Car['location'],
  }),
]
const cardSettings = [
  settings(),
  settings({ favourites: 'local', buyButton: 'reserve-now', showDescriptions: false, subscriptions: false }, false),
]

const render = (hit: CarHit, s: CarSearchSettings) =>
  renderToStaticMarkup(
    createElement(CarCard, {
      hit,
      settings: s,
      now,
      href: (p: string) => `/sites/x${p}`,
      priority: true,
      favourite: false,
      compared: false,
      onFavourite: () => {},
      onCompare: () => {},
    }),
  )

describe('search hits carry card fields only (CARD_ATTRIBUTES)', () => {
  it('the first search request asks for the card attributes and nothing else, without highlighting', () => {
    const { requests } = carSearchPlan(
      {},
      { sortIndices: { relevant: 'cars' }, hitsPerPage: 21, facets: ['make'], now },
    )
    expect(requests[0]?.attributesToRetrieve).toEqual([...CARD_ATTRIBUTES])
    expect(requests[0]?.attributesToHighlight).toEqual([])
  })

  it('a card made from the trimmed hit is the same as one made from the whole record, for every kind of car and card setting', () => {
    for (const c of cars) {
      const record = carIndexRecord(c)
      const trimmed = retrieveAttributes(record as never, [...CARD_ATTRIBUTES], [])
      for (const s of cardSettings) {
        expect(render(trimmed as unknown as CarHit, s)).toBe(render(record as unknown as CarHit, s))
      }
    }
  })

  it('the trimmed hit is less than half the record: no comments, lender quotes, specs, galleries or facet helpers', () => {
    const record = carIndexRecord(car({}))
    const trimmed = retrieveAttributes(record as never, [...CARD_ATTRIBUTES], [])
    for (const longPart of [
      'dealercomments',
      'finance_lenders',
      'variant',
      'images',
      'filtered_features',
      'vin',
      'price_range',
      'make_model',
    ]) {
      expect(trimmed).not.toHaveProperty(longPart)
    }
    expect(JSON.stringify(trimmed).length).toBeLessThan(JSON.stringify(record).length / 2)
  })
})
