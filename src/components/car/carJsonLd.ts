import { isAvailableForSale } from '@/domain/availability'
import { hasRealPrice } from '@/domain/priceDisplay'
import { odometerUnitCode } from '@/domain/odometer'
import type { Car as DomainCar, Locale } from '@/domain/types'
import { carTitle } from '@/domain/carTitle'
import { currencyCode } from '@/domain/currency'

export type CarJsonLdInput = {
  car: DomainCar
  url: string
  imageUrl: string | null
  seller: {
    name: string
    telephone?: string | null
    address?: { street?: string | null; city?: string | null; state?: string | null; postcode?: string | null } | null
  }
  currency?: string
  variant?: string | null
  /** The site's locale: the odometer's unit (miles on en-US sites, as stored). */
  locale?: Locale | null
}

/** schema.org Car with an Offer (issue 5 SEO): VIN, brand, model, configuration, model date, odometer, price, seller. */
export function carJsonLd({
  car,
  url,
  imageUrl,
  seller,
  currency,
  variant,
  locale,
}: CarJsonLdInput): Record<string, unknown> {
  const name = carTitle(car)
  const available = isAvailableForSale(car)
  const condition = car.car_type === 'new' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition'
  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name,
    url,
    ...(imageUrl ? { image: imageUrl } : {}),
    ...(car.vin ? { vehicleIdentificationNumber: car.vin } : {}),
    brand: { '@type': 'Brand', name: car.make },
    model: car.model,
    ...(variant || car.badge ? { vehicleConfiguration: variant || car.badge } : {}),
    ...(car.year ? { vehicleModelDate: String(car.year) } : {}),
    ...(typeof car.km === 'number'
      ? { mileageFromOdometer: { '@type': 'QuantitativeValue', value: car.km, unitCode: odometerUnitCode(locale) } }
      : {}),
    ...(car.simple_body ? { bodyType: car.simple_body } : {}),
    ...(car.colour ? { color: car.colour } : {}),
    ...(car.simple_fuel || car.fuel ? { fuelType: car.simple_fuel ?? car.fuel } : {}),
    ...(car.simple_transmission || car.trans ? { vehicleTransmission: car.simple_transmission ?? car.trans } : {}),
    itemCondition: condition,
    offers: {
      '@type': 'Offer',
      url,
      ...(hasRealPrice(car.price) ? { price: car.price } : {}),
      priceCurrency: currency ?? currencyCode(locale),
      availability: available
        ? car.status === 'coming_soon'
          ? 'https://schema.org/PreOrder'
          : 'https://schema.org/InStock'
        : 'https://schema.org/SoldOut',
      itemCondition: condition,
      seller: {
        '@type': 'AutoDealer',
        name: seller.name,
        ...(seller.telephone ? { telephone: seller.telephone } : {}),
        ...(seller.address
          ? {
              address: {
                '@type': 'PostalAddress',
                streetAddress: seller.address.street ?? undefined,
                addressLocality: seller.address.city ?? undefined,
                addressRegion: seller.address.state ?? undefined,
                postalCode: seller.address.postcode ?? undefined,
              },
            }
          : {}),
      },
    },
  }
}
