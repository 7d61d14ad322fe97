import type { Car } from '@/payload-types'
import { carTitle } from '@/domain/carTitle'
import { domainCar } from '@/data/shapes/car'
import type { CarSummary } from './settings'

/** What a lead form shows of its car, picked from the one car reshape (domainCar). */
export function carSummary(car: Car): CarSummary {
  const d = domainCar(car)
  return {
    id: d.id,
    name: d.name || carTitle(d),
    slug: d.slug ?? null,
    car_type: d.car_type,
    status: d.status ?? null,
    tag: d.tag ?? null,
    make: d.make,
    model: d.model,
    year: d.year ?? null,
    km: d.km ?? null,
    badge: d.badge ?? null,
    price: d.price ?? null,
    stocknum: d.stocknum ?? null,
    dealershipSlug: d.dealership_slug,
    dealershipName: d.dealership_name,
    imageUrl: d.primary_image_url,
  }
}
