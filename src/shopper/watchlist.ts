import type { Car } from '../../payload-types'
import { siteCarById } from '../lib/carData'
import { jsonResponse, shopperRequest } from './http'
import { signedInPhone } from './session'
import { addToWatchlist, removeFromWatchlist, watchlistCarIds } from './store'

/** Spec §8 wording of the watchlist's answers. */
export const WATCHLIST_MESSAGES = {
  signedOut: 'Please sign in to use your watchlist.',
  unknownCar: 'car_id: this car is not listed on this site.',
} as const

/**
 * POST /api/watchlist/save-car and /remove-car { phone_number, car_id }. The server acts for the session's phone,
 * never the body's; the car must be one of this site's listed cars (a sold car can still be removed).
 */
export async function changeWatchlist(request: Request, action: 'save' | 'remove'): Promise<Response> {
  const req = await shopperRequest(request)
  if ('response' in req) return req.response
  const phone = await signedInPhone(req.payload, request.headers)
  if (!phone) return jsonResponse(401, { success: false, error: WATCHLIST_MESSAGES.signedOut })
  const carId = Number(req.body.car_id)
  if (!Number.isInteger(carId) || carId <= 0) return jsonResponse(400, { success: false, error: 'car_id: a car id is required.', errors: [{ field: 'car_id', message: 'car_id: a car id is required.' }] })
  if (action === 'save') {
    const car = await siteCarById(req.site, carId)
    if (!car || car.status === 'sold') return jsonResponse(404, { success: false, error: WATCHLIST_MESSAGES.unknownCar, errors: [{ field: 'car_id', message: WATCHLIST_MESSAGES.unknownCar }] })
    await addToWatchlist(req.payload, req.site.id, phone, carId)
  } else {
    await removeFromWatchlist(req.payload, req.site.id, phone, carId)
  }
  return jsonResponse(200, { success: true, car_ids: await watchlistCarIds(req.payload, req.site.id, phone) })
}

/** The signed-in shopper's saved cars on this site, newest first (cars no longer listed are left out). */
export async function watchlistCars(site: { id: number }, phone: string, payload: Parameters<typeof watchlistCarIds>[0]): Promise<Car[]> {
  const ids = await watchlistCarIds(payload, site.id, phone)
  const cars = await Promise.all(ids.map((id) => siteCarById(site, id)))
  return cars.filter((c): c is NonNullable<typeof c> => c !== null)
}
