import { describe, expect, it } from 'vitest'
import { carSummary } from '@/leads/carSummary'
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
    price: 32990,
    km: 41000,
    dealership: { id: 3, slug: 'harbour-toyota', name: 'Harbour Toyota' },
    site: 1,
    images: [{ url: '/demo-photos/suv-sky.svg' }, { url: '/demo-photos/suv-forest.svg' }],
    updatedAt: '2026-01-01T00:00:00.000Z',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...extra,
  }) as Car

// The lead forms' car comes from the one car reshape (src/data/shapes/car.ts domainCar), not a reshape of its own.
describe("lead forms: the car's summary", () => {
  it('carries the car, its dealership and its first photo', () => {
    expect(carSummary(car())).toEqual({
      id: 7,
      name: '2021 Toyota RAV4 GX',
      slug: '2021-toyota-rav4-gx-u1',
      car_type: 'used',
      status: 'in_stock',
      tag: null,
      make: 'Toyota',
      model: 'RAV4',
      year: 2021,
      km: 41000,
      badge: 'GX',
      price: 32990,
      stocknum: 'U1',
      dealershipSlug: 'harbour-toyota',
      dealershipName: 'Harbour Toyota',
      imageUrl: '/demo-photos/suv-sky.svg',
    })
  })

  it("uses the car's own name when it has one", () => {
    expect(carSummary(car({ name: 'RAV4 GX Hybrid' })).name).toBe('RAV4 GX Hybrid')
  })

  it('leaves the dealership and photo empty when the car has them only as ids or not at all', () => {
    const summary = carSummary(car({ dealership: 3, images: [] }))
    expect([summary.dealershipSlug, summary.dealershipName, summary.imageUrl]).toEqual([null, null, null])
  })
})
