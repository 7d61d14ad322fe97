import { jsonResponse } from './requestGuards'
import { siteForApiRequest } from './siteRequest'
import { type SiteCar, siteCarById } from '@/data/cars'
import { parsePositiveId } from '@/shopper/ids'
import type { Site } from '@/payload-types'

export type CarRequest = { site: Site; car: SiteCar } | { response: Response }

/**
 * The site and car a car API call is for: the site from the Host header (or `site` on the /sites/{slug} fallback
 * host), and a car of that site by id. Anything else is a 404, never another site's car.
 */
export async function carForRequest(request: Request, carId: unknown, bodySite?: string): Promise<CarRequest> {
  const siteParam = bodySite ?? new URL(request.url).searchParams.get('site') ?? undefined
  const resolved = await siteForApiRequest(request, { site: siteParam })
  if ('response' in resolved) return resolved
  // Strict (issue 16): 2147483648 passed the old digits check and failed in Postgres with a 500.
  const id = parsePositiveId(carId)
  const car = id === null ? null : await siteCarById(resolved.site, id)
  if (!car) return { response: jsonResponse(404, { error: 'Car not found.' }) }
  return { site: resolved.site, car }
}
