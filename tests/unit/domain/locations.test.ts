import { describe, expect, it } from 'vitest'
import {
  autoSelectedOption,
  departmentPhones,
  directionsUrl,
  filterLocations,
  locationsBlockTitle,
  locationType,
  orderByLocationType,
  phoneForCarType,
} from '@/domain/locations'
import type { Location } from '@/domain/types'

const locations: Location[] = [
  { id: 1, name: 'Acme Parts', location_type: 'parts', contact_detail: { phone: '08 1111 0003' } },
  {
    id: 2,
    name: 'Acme Sales',
    location_type: '',
    primary: true,
    manufacturers: ['Toyota'],
    contact_detail: { phone: '08 1111 0001' },
  },
  {
    id: 3,
    name: 'Acme Service',
    location_type: 'service',
    location_subtype: ['buying'],
    contact_detail: { phone: '08 1111 0002' },
  },
  { id: 4, name: 'Hidden Sales', location_type: 'sales', visible: false, contact_detail: { phone: '08 9999 9999' } },
  { id: 5, name: 'Acme Used', location_type: 'sales', manufacturers: ['Mazda'], location_subtype: 'buying' },
]
const ids = (list: Location[]) => list.map((l) => l.id)

describe('locations (content spec)', () => {
  it('location_type empty means sales', () => {
    expect(locationType({ location_type: '' })).toBe('sales')
    expect(locationType({ location_type: null })).toBe('sales')
    expect(locationType({ location_type: 'parts' })).toBe('parts')
  })

  it('Locations with visible false are hidden', () => {
    expect(ids(filterLocations(locations, 'all'))).toEqual([1, 2, 3, 5])
  })

  it('The locations block can be filtered by: primary, sales, service, parts, service-and-parts, all, or a location id', () => {
    expect(ids(filterLocations(locations, 'primary'))).toEqual([2])
    expect(ids(filterLocations(locations, 'sales'))).toEqual([2, 5])
    expect(ids(filterLocations(locations, 'service'))).toEqual([3])
    expect(ids(filterLocations(locations, 'parts'))).toEqual([1])
    expect(ids(filterLocations(locations, 'service-and-parts'))).toEqual([1, 3])
    expect(ids(filterLocations(locations, { id: '3' }))).toEqual([3])
    expect(ids(filterLocations(locations, { id: 4 }))).toEqual([])
  })

  it('It can be narrowed by manufacturer, subtype or excluded location ids', () => {
    expect(ids(filterLocations(locations, 'all', { manufacturer: 'toyota' }))).toEqual([2])
    expect(ids(filterLocations(locations, 'all', { subtype: 'buying' }))).toEqual([3, 5])
    expect(ids(filterLocations(locations, 'sales', { excludeIds: ['5'] }))).toEqual([2])
  })

  it('For one dealer, locations are ordered sales, service, parts', () => {
    expect(ids(orderByLocationType(locations))).toEqual([2, 4, 5, 3, 1])
  })

  it("titled '{n} Big Locations' when more than one, else 'Find Us Here'", () => {
    expect(locationsBlockTitle(3)).toBe('3 Big Locations')
    expect(locationsBlockTitle(2)).toBe('2 Big Locations')
    expect(locationsBlockTitle(1)).toBe('Find Us Here')
    expect(locationsBlockTitle(0)).toBe('Find Us Here')
  })

  it('Location select is set automatically when only one option exists', () => {
    expect(autoSelectedOption(['perth'])).toBe('perth')
    expect(autoSelectedOption(['perth', 'joondalup'])).toBeNull()
    expect(autoSelectedOption([])).toBeNull()
  })

  it('The header location banner shows the sales, service and parts phone numbers', () => {
    expect(departmentPhones(locations)).toEqual({
      sales: '08 1111 0001',
      service: '08 1111 0002',
      parts: '08 1111 0003',
    })
    expect(departmentPhones([])).toEqual({ sales: null, service: null, parts: null })
  })

  it('Per-dealer phone numbers by car type (new, used, demo)', () => {
    const phones = { used: '08 2222 0002', new: '' }
    expect(phoneForCarType('used', phones, '08 0000 0000')).toBe('08 2222 0002')
    expect(phoneForCarType('new', phones, '08 0000 0000')).toBe('08 0000 0000')
    expect(phoneForCarType(null, phones, null)).toBeNull()
  })
})

describe('directionsUrl (content spec §1 Get Directions; spec §3 address place_url and place_id)', () => {
  it("the listing's own link first, then the place id, then the coordinates", () => {
    expect(directionsUrl('Harbour Toyota', { place_url: 'https://maps.app.goo.gl/abc', lat: -33.8, long: 151.2 })).toBe(
      'https://maps.app.goo.gl/abc',
    )
    const byPlace = new URL(directionsUrl('Harbour Toyota', { place_id: 'ChIJ123', lat: -33.8, long: 151.2 })!)
    expect(byPlace.searchParams.get('destination_place_id')).toBe('ChIJ123')
    expect(byPlace.searchParams.get('destination')).toBe('-33.8,151.2')
    const byAddress = new URL(
      directionsUrl('Harbour Toyota', { place_id: 'ChIJ123', street: '1 Harbour St', city: 'Sydney', state: 'NSW' })!,
    )
    expect(byAddress.searchParams.get('destination')).toBe('Harbour Toyota, 1 Harbour St, Sydney, NSW')
    expect(directionsUrl('X', { lat: -33.8, long: 151.2 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=-33.8,151.2',
    )
    expect(directionsUrl('X', {})).toBeNull()
  })
})

describe('content spec §3 "Location … address (street, city, state, postcode, lat, long, map_key, place_url)"', () => {
  it('Get Directions goes to the map key, the business as the maps service finds it, before the coordinates', () => {
    const byKey = new URL(
      directionsUrl('Harbour Toyota', { map_key: 'Harbour Toyota Parramatta', lat: -33.8, long: 151.2 })!,
    )
    expect(byKey.origin + byKey.pathname).toBe('https://www.google.com/maps/dir/')
    expect(byKey.searchParams.get('destination')).toBe('Harbour Toyota Parramatta')
    expect(byKey.searchParams.get('destination_place_id')).toBeNull()
  })

  it('with a place id, the map key names the destination of that exact listing', () => {
    const url = new URL(directionsUrl('X', { map_key: 'Harbour Toyota Parramatta', place_id: 'ChIJ123' })!)
    expect(url.searchParams.get('destination')).toBe('Harbour Toyota Parramatta')
    expect(url.searchParams.get('destination_place_id')).toBe('ChIJ123')
  })

  it("the listing's own maps link still wins; a blank map key is no map key", () => {
    expect(directionsUrl('X', { place_url: 'https://maps.app.goo.gl/abc', map_key: 'Harbour Toyota' })).toBe(
      'https://maps.app.goo.gl/abc',
    )
    expect(directionsUrl('X', { map_key: '  ', lat: -33.8, long: 151.2 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=-33.8,151.2',
    )
  })

  it('the location shape carries the admin field as map_key', async () => {
    const { domainLocation } = await import('@/data/shapes/location')
    const shaped = domainLocation({
      id: 1,
      name: 'Harbour Toyota',
      slug: 'harbour-toyota',
      dealership: 1,
      address: { mapKey: 'Harbour Toyota Parramatta' },
    } as never)
    expect(shaped.address?.map_key).toBe('Harbour Toyota Parramatta')
  })
})
