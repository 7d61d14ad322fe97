import { jsonResponse, siteForRequest } from '@/leads/server/requestGuards'
import { type SiteCar, siteCarById } from '@/lib/carData'
import type { Site } from '../../../payload-types'

export type CarRequest = { site: Site; car: SiteCar } | { response: Response }

/**
 * The site and car a car API call is for: the site from the Host header (or `site` on the /sites/{slug} fallback
 * host), and a car of that site by id. Anything else is a 404, never another site's car.
 */
export async function carForRequest(request: Request, carId: unknown, bodySite?: string): Promise<CarRequest> {
  const siteParam = bodySite ?? new URL(request.url).searchParams.get('site') ?? undefined
  const resolved = await siteForRequest(request.headers, siteParam)
  if ('response' in resolved) return resolved
  const id = typeof carId === 'number' ? carId : typeof carId === 'string' && /^\d{1,12}$/.test(carId) ? Number(carId) : null
  const car = id === null ? null : await siteCarById(resolved.site, id)
  if (!car) return { response: jsonResponse(404, { error: 'Car not found.' }) }
  return { site: resolved.site, car }
}
