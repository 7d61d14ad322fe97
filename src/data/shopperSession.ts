import type { Car, Site } from '@/payload-types'
import { signedInPhone } from '@/shopper/session'
import { siteCarById } from './cars'
import { watchlistCarIds } from './shoppers'

/**
 * The signed-in shopper as pages and GET routes read it (shopper POSTs call signedInPhone of src/shopper/session.ts).
 * Never cached: it depends on the request's cookie.
 */
export async function currentShopperPhone(headers: Headers): Promise<string | null> {
  return signedInPhone(headers)
}

/** The car ids the shopper saved on the site, newest first. */
export async function savedCarIds(siteId: number, phone: string): Promise<number[]> {
  return watchlistCarIds(siteId, phone)
}

/** The shopper's saved cars on this site, newest first (cars no longer listed are left out). */
export async function savedCars(site: Pick<Site, 'id'>, phone: string): Promise<Car[]> {
  const ids = await savedCarIds(site.id, phone)
  const cars = await Promise.all(ids.map((id) => siteCarById(site, id)))
  return cars.filter((c): c is NonNullable<typeof c> => c !== null)
}
