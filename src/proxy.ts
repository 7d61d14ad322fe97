import { type NextRequest, NextResponse } from 'next/server'
import { siteKeyFromHost } from './lib/siteHost'

/**
 * Routes a dealer host (acme-toyota.example, or {slug}.localhost locally) to its site pages by
 * rewriting to /sites/{host}/… . It only routes: pages and handlers check the site and the role themselves.
 */
export function proxy(request: NextRequest) {
  const siteKey = siteKeyFromHost(request.headers.get('host'))
  if (!siteKey) return NextResponse.next()
  const url = request.nextUrl.clone()
  url.pathname = `/sites/${encodeURIComponent(siteKey)}${url.pathname === '/' ? '' : url.pathname}`
  const headers = new Headers(request.headers)
  headers.set('x-site-host', siteKey)
  return NextResponse.rewrite(url, { request: { headers } })
}

export const config = {
  // Admin, APIs, Next assets and the search proxy are never rewritten; robots.txt and sitemap.xml are per site.
  matcher: ['/((?!admin|api|_next|search-api|demo-photos|sites/|media|favicon.ico).*)'],
}
