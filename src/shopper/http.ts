import type { Site } from '@/payload-types'
import { normalisePhone, phoneCountryForLocale } from '@/domain/phoneNumber'
import { isSameOrigin, jsonResponse, readJsonBody } from '@/lib/requestGuards'
import { siteForApiRequest } from '@/lib/siteRequest'

export { jsonResponse }

export type ShopperRequest = { site: Site; body: Record<string, unknown> } | { response: Response }

/** Every shopper POST: same origin only, a JSON object body, and the site from the host. */
export async function shopperRequest(request: Request): Promise<ShopperRequest> {
  if (!isSameOrigin(request.headers))
    return { response: jsonResponse(403, { success: false, error: 'Cross-origin requests are not accepted.' }) }
  const body = await readJsonBody(request)
  if ('response' in body) return body
  const resolved = await siteForApiRequest(request, body.value)
  if ('response' in resolved) return resolved
  return { site: resolved.site, body: body.value }
}

/** The body's phone_number in E.164 for the site's country, or a 400 naming the field. */
export function phoneFrom(body: Record<string, unknown>, site: Site): { phone: string } | { response: Response } {
  const normalised =
    typeof body.phone_number === 'string'
      ? normalisePhone(body.phone_number, phoneCountryForLocale(site.locale ?? 'en-AU'))
      : null
  if (!normalised) {
    const message = 'phone_number: enter a valid mobile number.'
    return {
      response: jsonResponse(400, { success: false, error: message, errors: [{ field: 'phone_number', message }] }),
    }
  }
  return { phone: normalised.e164 }
}

/** A shopper POST that carries a phone_number (sign-in): the checks of shopperRequest plus the normalised phone. */
export async function shopperPhoneRequest(
  request: Request,
): Promise<{ site: Site; body: Record<string, unknown>; phone: string } | { response: Response }> {
  const req = await shopperRequest(request)
  if ('response' in req) return req
  const phone = phoneFrom(req.body, req.site)
  return 'response' in phone ? phone : { ...req, phone: phone.phone }
}
