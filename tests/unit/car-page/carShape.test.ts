import { weeklyFigure } from '@/domain/financeRepayment'
import { describe, expect, it } from 'vitest'
import { carBelongsToSite, carPhotoUrls, domainCar, searchCar } from '@/data/shapes/car'
import { carIndexRecord } from '@/search/carRecord'
import { isListed } from '@/domain/stockListing'
import type { Car } from '@/payload-types'

const car = (extra: Partial<Car> = {}): Car =>
  ({
    id: 7,
    slug: '2021-toyota-rav4-gx-u1',
    year: 2021,
    make: 'Toyota',
    model: 'RAV4',
    badge: 'GX',
    car_type: 'used',
    status: 'in_stock',
    stocknum: 'U1',
    dealership: { id: 3, slug: 'harbour-toyota', name: 'Harbour Toyota' },
    site: 1,
    images: [{ url: '/demo-photos/suv-sky.svg' }, { url: '/demo-photos/suv-forest.svg' }],
    finance_lenders: [{ provider: 'provider_b', interestRate: 7.5, comparisonRate: 8.1, paymentWeek: 120, id: 'x' }],
    updatedAt: '2026-01-01T00:00:00.000Z',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...extra,
  }) as Car

describe('car page: the car must be the resolved site’s', () => {
  it('a car whose site is the resolved site belongs to it', () => {
    expect(carBelongsToSite(car(), 1, [])).toBe(true)
  })
  it("a car of one of the site's dealerships belongs to it", () => {
    expect(carBelongsToSite(car({ site: 2 }), 1, [3])).toBe(true)
  })
  it('a car of another site and another dealership is a 404', () => {
    expect(carBelongsToSite(car({ site: 2 }), 1, [4, 5])).toBe(false)
  })
})

describe('car page: Payload car in the rules’ shape (spec §3 names)', () => {
  it('keys finance lenders by provider, without the array row id', () => {
    expect(domainCar(car()).finance_lenders).toEqual({
      provider_b: { interestRate: 7.5, comparisonRate: 8.1, paymentWeek: 120 },
    })
  })
  it('gives images as image.url and the first as primary_image_url', () => {
    const d = domainCar(car())
    expect(d.images?.[0]?.image?.url).toBe('/demo-photos/suv-sky.svg')
    expect(d.primary_image_url).toBe('/demo-photos/suv-sky.svg')
    expect(d.photos_count).toBe(2)
  })
  it('uploaded photos come first, in their order, then the photos the feed links to', () => {
    const uploaded = car({
      photos: [
        { id: 11, url: '/api/media/file/front.jpg' },
        { id: 12, url: '/api/media/file/side.jpg' },
      ] as Car['photos'],
    })
    expect(carPhotoUrls(uploaded)).toEqual([
      '/api/media/file/front.jpg',
      '/api/media/file/side.jpg',
      '/demo-photos/suv-sky.svg',
      '/demo-photos/suv-forest.svg',
    ])
    const d = domainCar(uploaded)
    expect(d.primary_image_url).toBe('/api/media/file/front.jpg')
    expect(d.photos_count).toBe(4)
    expect(searchCar(uploaded).images?.[0]?.image?.url).toBe('/api/media/file/front.jpg')
  })
  it('an uploaded photo not read with its media (an id only) is left out, and a photo is listed once', () => {
    const partial = car({
      photos: [13, { id: 14, url: '/demo-photos/suv-sky.svg' }] as Car['photos'],
    })
    expect(carPhotoUrls(partial)).toEqual(['/demo-photos/suv-sky.svg', '/demo-photos/suv-forest.svg'])
    expect(carPhotoUrls(car({ images: [] }))).toEqual([])
  })
  it('a sold car is sold with its sold date in epoch seconds', () => {
    const d = domainCar(car({ status: 'sold', sold_date: '2026-11-20T00:00:00.000Z' }))
    expect(d.sold).toBe(true)
    expect(d.sold_date_timestamp).toBe(Date.parse('2026-11-20T00:00:00.000Z') / 1000)
  })
  it('a sold car inside the listing window (3 days) still shows its SOLD page; outside it is a 404', () => {
    const d = domainCar(car({ status: 'sold', sold_date: '2026-11-20T00:00:00.000Z' }))
    expect(isListed(d, new Date('2026-11-22T00:00:00.000Z'), null)).toBe(true)
    expect(isListed(d, new Date('2026-11-24T00:00:01.000Z'), null)).toBe(false)
  })
  it('a car with a history file has the file URL (Car History Report button)', () => {
    expect(domainCar(car({ file: { id: 1, url: '/media/report.pdf' } as Car['file'] })).file).toBe('/media/report.pdf')
    expect(domainCar(car()).file).toBe(false)
  })
})

describe('the search record is built on the same reshape', () => {
  const located = car({
    dealership: { id: 3, slug: 'harbour-toyota', name: 'Harbour Toyota', includeSoldCarsDays: 5 } as Car['dealership'],
    location: {
      id: 9,
      name: 'Parramatta',
      slug: 'parramatta',
      contactDetail: { phone: '02 9000 0000' },
    } as Car['location'],
    finance_lenders: [
      { provider: 'provider_b', paymentWeek: 120, id: 'x' },
      { provider: 'provider_c', paymentWeek: 99, id: 'y' },
    ],
  })
  it('searchCar is domainCar plus the search-only fields', () => {
    const s = searchCar(located)
    expect(s).toMatchObject(domainCar(located))
    expect(s).toMatchObject({
      site_id: 1,
      dealership_name: 'Harbour Toyota',
      dealership_includeSoldCarsDays: 5,
      location: { id: 9, name: 'Parramatta', phone: '02 9000 0000', slug: 'parramatta' },
    })
  })
  it('the record takes its shared fields from the domain car', () => {
    const d = domainCar(located)
    const record = carIndexRecord(located)
    expect(record).toMatchObject({
      objectID: '7',
      finance_lenders: d.finance_lenders,
      primary_image_url: d.primary_image_url,
      photos_count: d.photos_count,
      dealership_id: 3,
      dealership_slug: 'harbour-toyota',
      location_id: 9,
      location_name: 'Parramatta',
    })
  })
  it("the Weekly Price filter buckets the card's figure: the site's provider's payment, not the lowest lender's (issue 19.7)", () => {
    const rated = car({
      price: 25990,
      finance_lenders: [
        { provider: 'provider_b', paymentWeek: 120, interestRate: 7.5, comparisonRate: 8.1, id: 'x' },
        { provider: 'provider_c', paymentWeek: 99, interestRate: 6.9, comparisonRate: 7.4, id: 'y' },
      ],
      site: { id: 1, finance: { provider: 'provider_b', calculatorInterestRate: 9 } } as Car['site'],
    })
    const record = carIndexRecord(rated)
    expect(record.weekly_price).toBe(120)
    expect(record.weekly_price).toBe(weeklyFigure(domainCar(rated), { provider: 'provider_b' })?.weekly)
    expect(record.weekly_price_range).toBe('$100 - $150 per week')
    // A site without a provider: the calculator estimate at the site's rate, as its cards show.
    const estimate = car({ price: 25990, site: { id: 1, finance: { calculatorInterestRate: 9 } } as Car['site'] })
    expect(carIndexRecord(estimate).weekly_price).toBe(
      weeklyFigure(domainCar(estimate), { provider: null, calculatorInterestRate: 9 })?.weekly,
    )
  })
})
