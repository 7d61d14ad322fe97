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
  if (process.env.PLATFORM_HOST && name === process.env.PLATFORM_HOST.toLowerCase()) return null
  return name
}

/** A site key names a site by its slug ({slug}.localhost or the bare slug) or by one of its domains. */
export function slugCandidate(siteKey: string): string {
  const key = siteKey.toLowerCase()
  return key.endsWith('.localhost') ? key.slice(0, -'.localhost'.length) : key
}
