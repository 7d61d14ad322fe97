import { describe, expect, it } from 'vitest'
import { carJsonLd } from '@/components/car/carJsonLd'
import { scriptJson } from '@/lib/scriptJson'

const base = {
  url: 'http://harbour-toyota.localhost/cars/x',
  imageUrl: 'http://harbour-toyota.localhost/a.jpg',
  seller: { name: 'Harbour Toyota', telephone: '02 9550 1200', address: { city: 'Camperdown', state: 'NSW' } },
}

describe('car page SEO: schema.org Car with Offer', () => {
  it('carries VIN, brand, model, configuration, model date, odometer, body, colour, fuel, transmission', () => {
    const ld = carJsonLd({
      ...base,
      car: {
        year: 2021,
        make: 'Toyota',
        model: 'RAV4',
        badge: 'GX',
        vin: 'JTM123',
        km: 45000,
        simple_body: 'SUV',
        colour: 'White',
        simple_fuel: 'Petrol',
        simple_transmission: 'Automatic',
        price: 35990,
        status: 'in_stock',
        car_type: 'used',
      },
    })
    expect(ld).toMatchObject({
      '@type': 'Car',
      vehicleIdentificationNumber: 'JTM123',
      brand: { name: 'Toyota' },
      model: 'RAV4',
      vehicleConfiguration: 'GX',
      vehicleModelDate: '2021',
      mileageFromOdometer: { value: 45000, unitCode: 'KMT' },
      bodyType: 'SUV',
      color: 'White',
      fuelType: 'Petrol',
      vehicleTransmission: 'Automatic',
      offers: {
        '@type': 'Offer',
        price: 35990,
        priceCurrency: 'AUD',
        availability: 'https://schema.org/InStock',
        seller: { name: 'Harbour Toyota' },
      },
    })
  })
  it('a sold car is SoldOut; a car without a real price (10 or less) has no price', () => {
    const ld = carJsonLd({ ...base, car: { make: 'Toyota', model: 'Hilux', status: 'sold', price: 5 } }) as {
      offers: Record<string, unknown>
    }
    expect(ld.offers.availability).toBe('https://schema.org/SoldOut')
    expect(ld.offers).not.toHaveProperty('price')
  })
  it('escapes < so the data cannot close the script element', () => {
    expect(scriptJson({ name: '</script><b>' })).not.toContain('</script>')
  })
})
