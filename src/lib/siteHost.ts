import { env } from '@/config/env'

/** Hosts that belong to the platform itself, not to one dealer site. */
const PLATFORM_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0'])

/**
 * The site key of a request host: the host name without port, or null for the platform's own host.
 * `acme-motors.localhost:3000` → `acme-motors.localhost`; `acme-toyota.example` → `acme-toyota.example`.
 */
export function siteKeyFromHost(host: string | null | undefined): string | null {
  if (!host) return null
  const name = host.trim().toLowerCase().replace(/:\d+$/, '')
  if (name === '' || PLATFORM_HOSTS.has(name)) return null
  const platformHost = env('PLATFORM_HOST')
  if (platformHost && name === platformHost.toLowerCase()) return null
  return name
}

/** A site key names a site by its slug ({slug}.localhost or the bare slug) or by one of its domains. */
export function slugCandidate(siteKey: string): string {
  const key = siteKey.toLowerCase()
  return key.endsWith('.localhost') ? key.slice(0, -'.localhost'.length) : key
}

/** Answers of site resolution for API calls (quoted by tests). */
export const SITE_MESSAGES = {
  unknownSite: 'site: no dealer site answers here.',
  mismatch: 'site: does not match the site this request was sent to.',
  required: 'site is required on this host.',
} as const

/**
 * Which site key an API call names, before any lookup (the proxy does not rewrite /api). A dealer host (the
 * forwarded host, which the custom server keeps only from a trusted proxy, else the Host) names the site and the
 * body's `site` may only repeat it; on the platform host the body's `site` names it; with neither, none.
 */
export type ApiSiteKey = { from: 'host'; key: string } | { from: 'body'; key: string } | { from: 'none' }

export function apiSiteKey(headers: Headers, bodySite: string | undefined): ApiSiteKey {
  const hostKey = siteKeyFromHost(headers.get('x-forwarded-host')?.split(',')[0] ?? headers.get('host'))
  if (hostKey) return { from: 'host', key: hostKey }
  return bodySite ? { from: 'body', key: bodySite } : { from: 'none' }
}

/** The `site` a body (or a GET's query) carries; anything but a string names none. */
export const bodySiteOf = (named: { site?: unknown } | null | undefined): string | undefined =>
  typeof named?.site === 'string' ? named.site : undefined

/** On a dealer host, a body `site` that is neither the host's slug nor its {slug}.localhost names another site. */
export const namesOtherSite = (bodySite: string | undefined, slug: string): boolean =>
  Boolean(bodySite) && bodySite!.toLowerCase() !== slug && slugCandidate(bodySite!) !== slug
