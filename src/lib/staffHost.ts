/**
 * The admin and the staff API answer only on platform hosts, never on a dealer's host (docs/security.md, "Hosts"):
 * a dealer's domain serves shoppers, so staff sign-in, the REST API and GraphQL are not reachable through it, and a
 * dealer cannot phish staff with an admin on their own domain.
 */

/** Shopper routes under /api (src/app/(site)/api) and the public image files: these answer on dealer hosts. */
const SHOPPER_API = [
  /^\/api\/cars\/[^/]+\/(appointments|finance-disclaimer|pdf)\/?$/,
  /^\/api\/cars\/phone-reveal\/?$/,
  /^\/api\/leads\/(submit|offer-accepted|rego-lookup)\/?$/,
  /^\/api\/miscellaneous\/?$/,
  /^\/api\/payments\/stripe\/webhook\/?$/,
  // The SMS provider's signed webhook for replies (STOP), reached on whichever host the operator configured.
  /^\/api\/sms\/inbound\/?$/,
  /^\/api\/reservations\/?$/,
  /^\/api\/sign-in\/(request-code|verify)\/?$/,
  /^\/api\/sign-out\/?$/,
  /^\/api\/watchlist\/(list|save-car|remove-car)\/?$/,
  /^\/api\/saved-searches\/(save|email|update|delete)\/?$/,
  /^\/api\/alerts\/(preferences|confirm|unsubscribe)\/?$/,
  /^\/api\/media\/file\/[^/]+$/,
  // The car card's 1000×1000 photo (src/components/search/cardImage.ts), on every search page of every dealer.
  /^\/api\/card-image\/?$/,
  /^\/api\/(health|ready)\/?$/,
  // Shoppers' browser errors (src/observability/clientErrorRequest.ts), posted to the site's own host.
  /^\/api\/client-errors\/?$/,
  // The proxy's on-demand TLS check: Caddy asks on the app's own address (app:3000), no platform host.
  /^\/api\/tls-ask\/?$/,
]

/** True for paths that belong to staff: the admin, and every /api route that is not a shopper route. */
export function isStaffPath(pathname: string): boolean {
  const path = pathname.toLowerCase()
  if (path === '/admin' || path.startsWith('/admin/')) return true
  if (path !== '/api' && !path.startsWith('/api/')) return false
  return !SHOPPER_API.some((route) => route.test(pathname))
}

/** `ADMIN_HOSTS` as a set of lower-case host names, or null when unset. */
export function adminHostsFrom(value: string | undefined): Set<string> | null {
  const hosts = (value ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean)
  return hosts.length > 0 ? new Set(hosts) : null
}

export interface StaffHostCheck {
  /** The request's host name, lower case, without port. */
  readonly hostName: string
  /** ADMIN_HOSTS, when set: then only these hosts. */
  readonly adminHosts: Set<string> | null
  /** The platform's own host (localhost, PLATFORM_HOST): the site key of the host is null. */
  readonly isPlatformHost: boolean
  /** Whether a site claims this host as a domain (asked only when needed). */
  readonly isSiteDomain: (hostName: string) => Promise<boolean>
}

/**
 * Whether staff paths answer on this host. With ADMIN_HOSTS: only those. Without: the platform's own hosts, and any
 * other host that is no site's domain; never `{slug}.localhost`, which always names a site.
 */
export async function staffAllowedOnHost(check: StaffHostCheck): Promise<boolean> {
  if (check.adminHosts) return check.adminHosts.has(check.hostName)
  if (check.isPlatformHost) return true
  if (check.hostName.endsWith('.localhost')) return false
  return !(await check.isSiteDomain(check.hostName))
}
