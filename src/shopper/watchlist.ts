import type { Site } from '@/payload-types'
import { siteCarById } from '@/data/cars'
import { jsonResponse, shopperRequest } from './http'
import { parsePositiveId } from './ids'
import { signedInPhone } from './session'
import { addToWatchlist, removeFromWatchlist, watchlistCarIds } from '@/data/shoppers'

/** Spec §8 wording of the watchlist's answers. */
export const WATCHLIST_MESSAGES = {
  signedOut: 'Please sign in to use your watchlist.',
  unknownCar: 'car_id: this car is not listed on this site.',
  badCarId: 'car_id: a car id (a whole number) is required.',
  noWatchlist: 'This site has no watchlist.',
} as const

/** Issue 16: the watchlist API answers only on sites whose favourites are the watchlist (Sites → Cards). */
export function hasWatchlist(site: Pick<Site, 'cards'>): boolean {
  return site.cards?.favourites === 'watchlist'
}

export const noWatchlistResponse = () => jsonResponse(404, { success: false, error: WATCHLIST_MESSAGES.noWatchlist })

/**
 * POST /api/watchlist/save-car and /remove-car { phone_number, car_id }. The server acts for the session's phone,
 * never the body's; the car must be one of this site's listed cars (a sold car can still be removed). Sites without
 * the watchlist answer 404; car_id is a strict positive integer (2147483648 was a 500).
 */
export async function changeWatchlist(request: Request, action: 'save' | 'remove'): Promise<Response> {
  const req = await shopperRequest(request)
  if ('response' in req) return req.response
  if (!hasWatchlist(req.site)) return noWatchlistResponse()
  const phone = await signedInPhone(request.headers)
  if (!phone) return jsonResponse(401, { success: false, error: WATCHLIST_MESSAGES.signedOut })
  const carId = parsePositiveId(req.body.car_id)
  if (carId === null)
    return jsonResponse(400, {
      success: false,
      error: WATCHLIST_MESSAGES.badCarId,
      errors: [{ field: 'car_id', message: WATCHLIST_MESSAGES.badCarId }],
    })
  if (action === 'save') {
    const car = await siteCarById(req.site, carId)
    if (!car || car.status === 'sold')
      return jsonResponse(404, {
        success: false,
        error: WATCHLIST_MESSAGES.unknownCar,
        errors: [{ field: 'car_id', message: WATCHLIST_MESSAGES.unknownCar }],
      })
    await addToWatchlist(req.site.id, phone, carId)
  } else {
    await removeFromWatchlist(req.site.id, phone, carId)
  }
  return jsonResponse(200, { success: true, car_ids: await watchlistCarIds(req.site.id, phone) })
}
