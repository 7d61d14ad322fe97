import { carForRequest } from '@/lib/carRequest'
import { isSameOrigin, jsonResponse, readJsonBody } from '@/lib/requestGuards'
import { recordPhoneReveal } from '@/data/events'

export const dynamic = 'force-dynamic'

/**
 * POST /api/cars/phone-reveal { car_id }: records a phone reveal (spec §7: car_id, dealership_id, website_id).
 * The site comes from the Host; the car must be the site's. Recorded as a structured log entry.
 */
export async function POST(request: Request) {
  if (!isSameOrigin(request.headers)) return jsonResponse(403, { error: 'Cross-origin requests are not accepted.' })
  const body = await readJsonBody(request)
  if ('response' in body) return body.response
  const site = typeof body.value.site === 'string' ? body.value.site : undefined
  const resolved = await carForRequest(request, body.value.car_id, site)
  if ('response' in resolved) return resolved.response
  const { site: resolvedSite, car } = resolved
  const record = { car_id: car.id, dealership_id: car.dealership.id, website_id: resolvedSite.id }
  await recordPhoneReveal(record)
  return jsonResponse(200, { recorded: true, ...record })
}
