import type { Site } from '../../payload-types'
import { listingFilter } from '../domain/stockListing'
import { andFilters } from '../search-service/filter'
import { searchConnection } from './connection'
import { DIRECTORY_INDEX } from './directoryIndex'
import { securedKeyForSite } from './securedKey'

/** How long a browser's key stays valid. Cached pages may be older: the browser renews it (browserSearchAccess). */
const KEY_LIFETIME_SECONDS = 60 * 60

/**
 * The filter every query of a site's shoppers runs under: the site's stock filter AND the listing rule.
 * The search service enforces it from inside the key, whatever the browser sends.
 */
export function siteSearchFilter(site: Pick<Site, 'search'>, now: Date): string {
  const stock = site.search?.stockFilter?.trim()
  // Combined by the service's own parser: Algolia refuses parentheses around an AND, so '(A AND B) AND C' would fail.
  return stock ? andFilters(stock, listingFilter(now)) : listingFilter(now)
}

/** A secured API key (HMAC, Algolia's format) for one site's browser: search-only, its filter embedded. */
export function siteSearchKey(site: Pick<Site, 'search'>, now: Date = new Date()): string {
  return securedKeyForSite({
    searchKey: searchConnection().searchKey,
    siteFilter: site.search?.stockFilter?.trim() ?? '',
    nowSeconds: now.getTime() / 1000,
    validForSeconds: KEY_LIFETIME_SECONDS,
  })
}

/** A search-only key for the model directory (spec §2 directory search), limited to the site's own entries. */
export function siteDirectoryKey(site: Pick<Site, 'id'>, now: Date = new Date()): string {
  return securedKeyForSite({
    searchKey: searchConnection().searchKey,
    siteFilter: `site_id:${site.id}`,
    nowSeconds: now.getTime() / 1000,
    validForSeconds: KEY_LIFETIME_SECONDS,
    restrictIndices: [DIRECTORY_INDEX],
    withListingRule: false,
  })
}

export type SearchKeyKind = 'cars' | 'directory'

/** A fresh key of the kind for the site, and when it stops working (ms since the epoch). */
export function siteKeyOf(kind: SearchKeyKind, site: Pick<Site, 'id' | 'search'>, now: Date = new Date()): { apiKey: string; expiresAt: number } {
  return { apiKey: kind === 'directory' ? siteDirectoryKey(site, now) : siteSearchKey(site, now), expiresAt: now.getTime() + KEY_LIFETIME_SECONDS * 1000 }
}
