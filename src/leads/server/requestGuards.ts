import type { Site } from '../../../payload-types'
import { resolveSite } from '../../lib/siteContent'
import { siteKeyFromHost, slugCandidate } from '../../lib/siteHost'
import { LIMITS, MESSAGES } from '../constants'

export { clientIp, isSameOrigin } from './origin'

export const jsonResponse = (status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

export type SiteResolution = { site: Site } | { response: Response }

/**
 * The site a shopper API call is for. The proxy does not rewrite /api, so the handler finds the site itself:
 * from the Host ({slug}.localhost or a site domain), or on the platform host (the /sites/{slug} fallback) from
 * the body's `site`. A body naming another site than the host is refused.
 */
export async function siteForRequest(headers: Headers, bodySite: string | undefined): Promise<SiteResolution> {
  const hostKey = siteKeyFromHost(headers.get('x-forwarded-host')?.split(',')[0] ?? headers.get('host'))
  if (hostKey) {
    const site = await resolveSite(hostKey)
    if (!site) return { response: jsonResponse(404, { error: MESSAGES.unknownSite, errors: [{ field: 'site', message: MESSAGES.unknownSite }] }) }
    if (bodySite && bodySite.toLowerCase() !== site.slug && slugCandidate(bodySite) !== site.slug) {
      const message = 'site: does not match the site this request was sent to.'
      return { response: jsonResponse(400, { error: message, errors: [{ field: 'site', message }] }) }
    }
    return { site }
  }
  if (!bodySite) {
    const message = 'site is required on this host.'
    return { response: jsonResponse(400, { error: message, errors: [{ field: 'site', message }] }) }
  }
  const site = await resolveSite(bodySite)
  return site ? { site } : { response: jsonResponse(404, { error: MESSAGES.unknownSite, errors: [{ field: 'site', message: MESSAGES.unknownSite }] }) }
}

export type BodyResult = { value: Record<string, unknown> } | { response: Response }

/** A JSON object of at most 32 kB; anything else is a 4xx that says why. */
export async function readJsonBody(request: Request): Promise<BodyResult> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > LIMITS.body) return { response: jsonResponse(413, { error: MESSAGES.tooLarge }) }
  const text = await request.text()
  if (text.length > LIMITS.body) return { response: jsonResponse(413, { error: MESSAGES.tooLarge }) }
  try {
    const value: unknown = JSON.parse(text)
    if (value && typeof value === 'object' && !Array.isArray(value)) return { value: value as Record<string, unknown> }
  } catch {
    // fall through
  }
  return { response: jsonResponse(400, { error: MESSAGES.badJson }) }
}
