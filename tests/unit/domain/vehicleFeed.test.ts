import { describe, expect, it } from 'vitest'
import { feedCondition, feedCurrency, vehicleFeedItem, type FeedCar } from '@/domain/vehicleFeed'

const car: FeedCar = {
  objectID: '42',
  slug: '2022-toyota-rav4-gx-42',
  vin: 'JTMW43FV10D123456',
  make: 'Toyota',
  model: 'RAV4',
  year: 2022,
  km: 16093,
  price: 38990,
  car_type: 'used',
  sold: false,
  location_id: 7,
  dealership_id: 3,
  dealership_name: 'Harbour Toyota',
  location: {
    name: 'Harbour Toyota Sales',
    address: { street: '1 Harbour St', city: 'Sydney', state: 'NSW', postcode: '2000' },
  },
  primary_image_url: '/demo-photos/suv-1.jpg',
}
const options = { origin: 'https://harbour.example', basePath: '', locale: 'en-AU' as const }

describe('Google vehicle listings feed (issue 5 §6)', () => {
  it('an item carries vin, store_code, dealership_name, dealership_address, price with currency, condition, link, image_link, brand, model, year and mileage', () => {
    expect(vehicleFeedItem(car, options)).toEqual({
      id: '42',
      vin: 'JTMW43FV10D123456',
      store_code: '7',
      dealership_name: 'Harbour Toyota',
      dealership_address: '1 Harbour St, Sydney, NSW, 2000',
      price: '38990.00 AUD',
      condition: 'used',
      link: 'https://harbour.example/cars/2022-toyota-rav4-gx-42',
      image_link: 'https://harbour.example/demo-photos/suv-1.jpg',
      brand: 'Toyota',
      model: 'RAV4',
      year: '2022',
      mileage: '16093 km',
    })
  })

  it('the US site lists mileage in miles (as stored: issue 26.4, one odometer) and prices in USD; NZ in NZD', () => {
    expect(vehicleFeedItem(car, { ...options, locale: 'en-US' })).toMatchObject({
      mileage: '16093 miles',
      price: '38990.00 USD',
    })
    expect(feedCurrency('en-NZ')).toBe('NZD')
  })

  it('listed cars only: sold cars, cars without a price above 10, a VIN or a photo are left out', () => {
    expect(vehicleFeedItem({ ...car, sold: true }, options)).toBeNull()
    expect(vehicleFeedItem({ ...car, price: 10 }, options)).toBeNull()
    expect(vehicleFeedItem({ ...car, vin: null }, options)).toBeNull()
    expect(vehicleFeedItem({ ...car, primary_image_url: null }, options)).toBeNull()
  })

  it('demo cars are listed as used; new as new', () => {
    expect(feedCondition('demo')).toBe('used')
    expect(feedCondition('new')).toBe('new')
  })

  it('links keep the path-prefix fallback when the site is not reached by its host', () => {
    expect(vehicleFeedItem(car, { ...options, basePath: '/sites/harbour-toyota' })?.link).toBe(
      'https://harbour.example/sites/harbour-toyota/cars/2022-toyota-rav4-gx-42',
    )
  })
})
