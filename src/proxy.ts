import { type NextRequest, NextResponse } from 'next/server'
import { siteKeyFromHost } from './lib/siteHost'

/**
 * Routes a dealer host (acme-toyota.example, or {slug}.localhost locally) to its site pages by
 * rewriting to /sites/{host}/… . It only routes: pages and handlers check the site and the role themselves.
 */
/** Paths that are never rewritten to a site: admin, APIs, Next assets, the search proxy, files. */
const NOT_SITE_PAGES = /^\/(admin|api|_next|search-api|demo-photos|sites\/|media|favicon\.ico)/

/** True when a percent-escape in the path is not valid UTF-8 ('%', '%zz', '%E0%A4%A'). */
function hasMalformedEscape(pathname: string): boolean {
  try {
    decodeURIComponent(pathname)
    return false
  } catch {
    return true
  }
}

export function proxy(request: NextRequest) {
  // Next answers a malformed escape in a dynamic segment (/api/cars/%zz/pdf) with a bare 500; it is the client's error.
  if (hasMalformedEscape(request.nextUrl.pathname)) return NextResponse.json({ error: 'The URL has a malformed percent-escape.' }, { status: 400 })
  if (NOT_SITE_PAGES.test(request.nextUrl.pathname)) return NextResponse.next()
  const siteKey = siteKeyFromHost(request.headers.get('host'))
  if (!siteKey) return NextResponse.next()
  const url = request.nextUrl.clone()
  url.pathname = `/sites/${encodeURIComponent(siteKey)}${url.pathname === '/' ? '' : url.pathname}`
  const headers = new Headers(request.headers)
  headers.set('x-site-host', siteKey)
  return NextResponse.rewrite(url, { request: { headers } })
}

export const config = {
  // Every path but Next's static assets passes the escape check; admin, APIs, Next assets and the search proxy are
  // then left alone (NOT_SITE_PAGES), and the rest is rewritten to its site. robots.txt and sitemap.xml are per site.
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
}
