import type { Car } from './types'

/** Spec §4 Availability: in_stock and coming_soon count as available for sale (a car flagged sold never does). */
export function isAvailableForSale(car: Pick<Car, 'status' | 'sold'>): boolean {
  return (car.status === 'in_stock' || car.status === 'coming_soon') && car.sold !== true
}

/** A car is sold when its status is sold or its sold flag is set. */
export function isSold(car: Pick<Car, 'status' | 'sold'>): boolean {
  return car.status === 'sold' || car.sold === true
}

/** Sold cars show a SOLD notice. */
export function showsSoldNotice(car: Pick<Car, 'status' | 'sold'>): boolean {
  return isSold(car)
}

/** The certified badge shows for certified cars and is hidden once the car is sold. */
export function showsCertifiedBadge(car: Pick<Car, 'status' | 'sold' | 'certified'>): boolean {
  return car.certified === true && !isSold(car)
}
