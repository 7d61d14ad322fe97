/**
 * A site domain as it is stored and looked up: lower case, no scheme, path, port, trailing dot or white space.
 * One form for both sides, so `Acme-Toyota.example.`, `https://acme-toyota.example/` and `acme-toyota.example:443`
 * are the same host for the unique index and for the lookup.
 */
export function normaliseHost(raw: string): string {
  let host = raw.trim().toLowerCase()
  host = host.replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
  host = host.replace(/[/?#].*$/, '')
  host = host.replace(/:\d*$/, '')
  return host.replace(/\.+$/, '')
}

/** Letters, digits and dashes in dot-separated labels of up to 63 characters, 253 in all (RFC 1123). */
const HOST_NAME = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/

/** Whether a normalised host has a host name's syntax (RFC 1123), whatever it names. */
export const isHostName = (host: string): boolean => HOST_NAME.test(host)

/** Why a normalised host cannot be a site's domain, or null. `.localhost` names are the platform's own ({slug}.localhost). */
export function domainProblem(host: string): string | null {
  if (!HOST_NAME.test(host)) return `'${host}' is not a host name (letters, digits, dashes and dots).`
  if (host === 'localhost' || host.endsWith('.localhost'))
    return `'${host}' is reserved: {slug}.localhost names a site by its slug.`
  if (/^[\d.]+$/.test(host)) return `'${host}' is an IP address, not a domain.`
  // A single label would read as a site slug in /sites/{slug}: two names for one key.
  if (!host.includes('.')) return `'${host}' needs a dot, e.g. ${host}.example.`
  return null
}
