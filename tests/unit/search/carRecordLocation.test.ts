import { describe, expect, it } from 'vitest'
import type { Car, Location } from '@/payload-types'
import { carIndexRecord } from '@/search/carRecord'

const location = {
  id: 7,
  name: 'Harbour Toyota Sales',
  slug: 'harbour-toyota-sales',
  contactDetail: { phone: '02 9000 0000' },
  address: {
    street: '1 Harbour St',
    city: 'Sydney',
    state: 'NSW',
    postcode: '2000',
    placeUrl: 'https://maps.google.com/?cid=1',
    placeId: 'ChIJ123',
  },
  distributionLocations: [8, { id: 9, name: 'Harbour Toyota Parramatta', slug: 'parramatta' }],
} as unknown as Location

const car = (loc: Location | null) =>
  ({
    id: 1,
    slug: 'c',
    name: '2015 Toyota Corolla',
    car_type: 'used',
    site: 1,
    location: loc,
    images: [],
  }) as unknown as Car

describe('spec §3 car.location: name, phone, slug, distribution_locations; address with place_url, place_id', () => {
  it('the search record carries the location with its distribution locations and the spec address fields', () => {
    const record = carIndexRecord(car(location))
    expect(record.location).toEqual({
      name: 'Harbour Toyota Sales',
      phone: '02 9000 0000',
      slug: 'harbour-toyota-sales',
      distribution_locations: [{ id: 8 }, { id: 9, name: 'Harbour Toyota Parramatta', slug: 'parramatta' }],
      address: {
        street: '1 Harbour St',
        city: 'Sydney',
        state: 'NSW',
        postcode: '2000',
        lat: undefined,
        lng: undefined,
        place_url: 'https://maps.google.com/?cid=1',
        place_id: 'ChIJ123',
      },
    })
  })

  it('a location without distribution locations lists none; a car without a location has none', () => {
    const record = carIndexRecord(car({ ...location, distributionLocations: null } as unknown as Location))
    expect((record.location as { distribution_locations: unknown[] }).distribution_locations).toEqual([])
    expect(carIndexRecord(car(null)).location).toBeNull()
  })
})
