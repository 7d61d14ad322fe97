import { type NextRequest, NextResponse } from 'next/server'
import { isKnownSiteKey, isSiteDomain } from '@/data/siteDomains'
import { siteKeyFromHost } from '@/lib/siteHost'
import { sitePathFallbackOpen } from '@/lib/sitePathFallback'
import { adminHostsFrom, isStaffPath, staffAllowedOnHost } from '@/lib/staffHost'
import { cookieValue, isStaffSessionToken } from '@/lib/staffSessionToken'
import { oneMachineForeignOrigin, withoutStaffCookie } from '@/lib/staffOrigins'
import { calculatorQueryRoute, HOST_MARKER, hostSegment, searchQueryRoute } from '@/lib/siteRoute'
import { env, environment } from '@/config/env'

/**
 * Routes a dealer host (acme-toyota.example, or {slug}.localhost locally) to its site pages by rewriting to
 * /sites/~{host}/… (lib/siteRoute.ts: the marker tells pages to keep links root-relative, and keeps the cached
 * copies of host and fallback pages apart). It only routes: pages and handlers check the site and the role themselves.
 */
/** Paths that are never rewritten to a site: admin, APIs, Next assets, the search proxy, files (/sites/… on the platform host is handled first). */
const NOT_SITE_PAGES = /^\/(admin|api|_next|search-api|demo-photos|media|favicon\.ico)/

/** True when a percent-escape in the path is not valid UTF-8 ('%', '%zz', '%E0%A4%A'). */
function hasMalformedEscape(pathname: string): boolean {
  try {
    decodeURIComponent(pathname)
    return false
  } catch {
    return true
  }
}

export async function proxy(request: NextRequest) {
  // Next answers a malformed escape in a dynamic segment (/api/cars/%zz/pdf) with a bare 500; it is the client's error.
  if (hasMalformedEscape(request.nextUrl.pathname))
    return NextResponse.json({ error: 'The URL has a malformed percent-escape.' }, { status: 400 })
  // The admin and the staff API are not served on dealer hosts (src/lib/staffHost.ts).
  if (isStaffPath(request.nextUrl.pathname) && !(await staffHostAllowed(request.headers.get('host'))))
    return new NextResponse('Not found', { status: 404 })
  // Only the proxy writes the host marker; a browser asking for /sites/~… directly gets nothing.
  if (HOST_SEGMENT_ASKED.test(request.nextUrl.pathname)) return new NextResponse('Not found', { status: 404 })
  const siteKey = siteKeyFromHost(request.headers.get('host'))
  // One host, one dealer: /sites/{slug}/… answers only on the platform host, in production only to signed-in staff
  // (the admin's preview); on a dealer host it is one of that dealer's own paths (src/lib/sitePathFallback.ts).
  const fallback = siteKey ? null : FALLBACK_PAGE.exec(request.nextUrl.pathname)
  if (fallback) {
    const staffSignedIn = () =>
      isStaffSessionToken(cookieValue(request.headers.get('cookie'), 'payload-token'), env('PAYLOAD_SECRET'))
    if (!sitePathFallbackOpen(environment()) && !staffSignedIn()) return new NextResponse('Not found', { status: 404 })
    return withSearchQuery(request, fallback[1]!, fallback[2] ?? '')
  }
  // A staff cookie sent from another origin on the one-machine server goes no further (issue 38.6).
  if (isStaffPath(request.nextUrl.pathname) && cookieValue(request.headers.get('cookie'), 'payload-token')) {
    const foreign = oneMachineForeignOrigin(request.headers, environment())
    if (foreign) {
      const headers = new Headers(request.headers)
      headers.set('cookie', withoutStaffCookie(request.headers.get('cookie') ?? ''))
      return NextResponse.next({ request: { headers } })
    }
  }
  if (NOT_SITE_PAGES.test(request.nextUrl.pathname)) return NextResponse.next()
  if (!siteKey) return NextResponse.next()
  // Every invented host gets the same one 404 page, whatever its path: nothing per host in any cache (issue 38.1).
  if (!(await isKnownSiteKey(siteKey))) return rewriteTo(request, `/sites/${encodeURIComponent(hostSegment(NO_SITE))}`)
  return withSearchQuery(
    request,
    `/sites/${encodeURIComponent(hostSegment(siteKey))}`,
    request.nextUrl.pathname === '/' ? '' : request.nextUrl.pathname,
  )
}

async function staffHostAllowed(host: string | null): Promise<boolean> {
  const hostName = (host ?? '').trim().toLowerCase().replace(/:\d+$/, '')
  return staffAllowedOnHost({
    hostName,
    adminHosts: adminHostsFrom(env('ADMIN_HOSTS')),
    isPlatformHost: siteKeyFromHost(host) === null,
    isSiteDomain: isSiteDomain,
  })
}

/** /sites/{slug}{path}: the fallback, reached without the site's host. */
const FALLBACK_PAGE = /^(\/sites\/[^/]+)(\/.*)?$/

/**
 * Rewrites to the site's page; a search with a query, and a car page answering its repayment calculator, go to their
 * page's uncached twin (lib/siteRoute.ts).
 */
function withSearchQuery(request: NextRequest, site: string, sitePath: string): NextResponse {
  const params = request.nextUrl.searchParams
  const queryRoute = searchQueryRoute(sitePath, request.nextUrl.search) ?? calculatorQueryRoute(sitePath, params)
  return rewriteTo(request, `${site}${queryRoute ?? sitePath}`)
}

function rewriteTo(request: NextRequest, pathname: string): NextResponse {
  if (pathname === request.nextUrl.pathname) return NextResponse.next()
  const url = request.nextUrl.clone()
  url.pathname = pathname
  return NextResponse.rewrite(url)
}

/** The site key every unknown host is answered as: `.invalid` is never a real domain (RFC 2606), nor a slug. */
const NO_SITE = 'no-site.invalid'

const HOST_SEGMENT_ASKED = new RegExp(`^/sites/(${HOST_MARKER}|%7e)`, 'i')

export const config = {
  // Every path but Next's static assets passes the escape check; admin, APIs, Next assets and the search proxy are
  // then left alone (NOT_SITE_PAGES), and the rest is rewritten to its site. robots.txt and sitemap.xml are per site.
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
}
