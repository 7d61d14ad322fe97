import { env } from '@/config/env'
import { asksCalculator } from '@/domain/repaymentCalculator'
import { searchKeySegment, searchQueryKey } from '@/domain/searchQueryKey'

/**
 * The `[site]` segment of a shopper URL. Pages are cached per URL, so whether a request came by the dealer's host
 * (links root-relative) or by the /sites/{slug} fallback (links keep the prefix) must be part of the URL, not a
 * header: the proxy rewrites a host's requests to /sites/~{host}/…, the fallback reaches /sites/{slug}/… directly.
 * No Next.js imports: the proxy and route handlers share it.
 */

/** Marks a `[site]` segment written by the proxy for a request that came by the site's own host. */
export const HOST_MARKER = '~'

export type SiteRoute = { key: string; viaHost: boolean }

/** The segment the proxy rewrites a host's requests to (`{slug}.localhost` → `~{slug}.localhost`, `dealer.example` → `~dealer.example`). */
export const hostSegment = (siteKey: string): string => `${HOST_MARKER}${siteKey}`

/** Reads a `[site]` segment: the site key and how the request reached it. */
export function siteRoute(segment: string): SiteRoute {
  const key = segment
  return key.startsWith(HOST_MARKER) ? { key: key.slice(HOST_MARKER.length), viaHost: true } : { key, viaHost: false }
}

/** Links inside the site: root-relative by host, under /sites/{slug} on the fallback. */
export const basePathFor = (route: SiteRoute, slug: string): string => (route.viaHost ? '' : `/sites/${slug}`)

/**
 * The absolute address of the site's home for canonical links and structured data (no trailing slash). By host: that
 * host (http for *.localhost, on the app's own port); on the fallback: the site's first domain, else the fallback
 * path on the platform's local address.
 */
export function siteBaseUrl(
  route: SiteRoute,
  site: { slug: string; domains?: { domain?: string | null }[] | null },
  port = env('PORT') ?? '3000',
): string {
  if (route.viaHost) return route.key.endsWith('.localhost') ? `http://${route.key}:${port}` : `https://${route.key}`
  const domain = site.domains?.find((d) => d.domain)?.domain
  return domain ? `https://${domain.toLowerCase()}` : `http://localhost:${port}/sites/${site.slug}`
}

/**
 * The site's address for links an API answer carries away from the page (the car PDF, issue 19 §17): the site's own
 * domain when it has one, whatever host the request came by (an app server's address or the platform's fallback);
 * without a domain, the host the request used ({slug}.localhost, or the /sites/{slug} fallback on the platform).
 */
export function siteLinkBase(
  site: { slug: string; domains?: { domain?: string | null }[] | null },
  requestUrl: string,
): string {
  const domain = site.domains?.find((d) => d.domain)?.domain
  if (domain) return `https://${domain.toLowerCase()}`
  const url = new URL(requestUrl)
  return url.hostname === `${site.slug}.localhost` ? url.origin : `${url.origin}/sites/${site.slug}`
}

/** Query parameters that only track a visit (ad and campaign ids): they never change what a page shows. */
const TRACKING_PARAM = /^(utm_[a-z_]+|gclid|gbraid|wbraid|fbclid|msclkid|dclid|_ga|_gl|mc_cid|mc_eid)$/i

/**
 * The car page is cached whole, one copy per car: Next's page cache ignores a query. Its repayment calculator is a
 * plain GET form (it must answer before scripts run), so a car page asked with a calculator query
 * (/cars/{slug}?deposit=…) renders per request from its twin route, which the proxy rewrites to; every other visit,
 * tracking parameters included, still gets the cached copy. (/cars/trade-in is a page of its own, not a car.)
 */
export const CAR_WITH_CALCULATOR = '/repayments'
const CAR_PAGE = /^\/cars\/(?!trade-in$)[^/]+$/

export function calculatorQueryRoute(sitePath: string, searchParams: URLSearchParams): string | null {
  if (!CAR_PAGE.test(sitePath) || !asksCalculator(searchParams.keys())) return null
  return `${sitePath}${CAR_WITH_CALCULATOR}`
}

/**
 * The search page is cached per URL path, and Next's page cache ignores a query. A query (filters, page, sort) is a
 * page of its own, so the proxy rewrites it to a twin route: the cached one, with the query's key as a path segment
 * (domain/searchQueryKey.ts: one copy per search state), or, for a query without a key, the one rendered per request.
 * A query that holds no search state (campaign tracking, unknown parameters) is the cached page itself. Paths are
 * relative to the site: '/search/used-cars'. `search` is the URL's raw query ('?make=Toyota,Mazda'): a comma
 * separates values, an escaped one is part of a value, which URLSearchParams would not keep apart.
 */
export const SEARCH_WITH_QUERY = '/search-query'
export const SEARCH_BY_QUERY_KEY = '/search-cached'

export function searchQueryRoute(sitePath: string, search: string): string | null {
  if (sitePath !== '/search' && !sitePath.startsWith('/search/')) return null
  const pairs = search.replace(/^\?/, '').split('&').filter(Boolean)
  const query = pairs.filter((pair) => !TRACKING_PARAM.test(pair.split('=')[0]!)).join('&')
  if (!query) return null
  const rest = sitePath.slice('/search'.length)
  const key = searchQueryKey(query)
  if (key === '') return null
  return key === null ? `${SEARCH_WITH_QUERY}${rest}` : `${SEARCH_BY_QUERY_KEY}/${searchKeySegment(key)}${rest}`
}
