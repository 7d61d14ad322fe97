import type { Site } from '@/payload-types'
import { listingFilter } from '@/domain/stockListing'
import { andFilters } from '@/search-service/filter'
import { searchConnection } from './connection'
import { DIRECTORY_INDEX } from './directoryIndex'
import { securedKeyForSite } from './securedKey'
import { relationId } from '@/domain/relationId'

/** How long a browser's key stays valid. Cached pages may be older: the browser renews it (browserSearchAccess). */
const KEY_LIFETIME_SECONDS = 60 * 60

type SiteForSearch = Pick<Site, 'id' | 'search'>

/**
 * Which sites' cars a site shows: its own, plus those a platform admin shared with it (a dealer group). Comes from the
 * site's id on the server, never from the content filter a site admin types, so no filter reaches another tenant.
 */
export function siteBindingFilter(site: SiteForSearch): string {
  const shared = (site.search?.sharedStockSites ?? [])
    .map(relationId)
    .filter((id): id is number => typeof id === 'number' && id !== site.id)
  const ids = [site.id, ...new Set(shared)]
  return ids.length === 1 ? `site_id:${site.id}` : `(${ids.map((id) => `site_id:${id}`).join(' OR ')})`
}

/**
 * The dealerships staff picked from the site's own list, as a filter (issue 20.7: the stock binding is chosen, never
 * typed). Empty when none is picked: the site binding alone then decides.
 */
export function dealershipsFilter(site: SiteForSearch): string {
  const ids = [
    ...new Set(
      (site.search?.stockDealerships ?? []).map(relationId).filter((id): id is number => typeof id === 'number'),
    ),
  ]
  if (ids.length === 0) return ''
  return ids.length === 1 ? `dealership_id:${ids[0]}` : `(${ids.map((id) => `dealership_id:${id}`).join(' OR ')})`
}

/** The site binding AND the picked dealerships AND the site's own content filter (each narrows, never widens). */
export function siteStockFilter(site: SiteForSearch): string {
  const content = site.search?.stockFilter?.trim()
  const dealerships = dealershipsFilter(site)
  // Combined by the service's own parser: Algolia refuses parentheses around an AND, so '(A AND B) AND C' would fail.
  let filter = siteBindingFilter(site)
  if (dealerships) filter = andFilters(filter, dealerships)
  if (content) filter = andFilters(filter, content)
  return filter
}

/**
 * The filter every query of a site's shoppers runs under: the site binding, the site's stock filter and the listing
 * rule. The search service enforces it from inside the key, whatever the browser sends.
 */
export function siteSearchFilter(site: SiteForSearch, now: Date): string {
  return andFilters(siteStockFilter(site), listingFilter(now))
}

/** A secured API key (HMAC, Algolia's format) for one site's browser: search-only, its filter embedded. */
export function siteSearchKey(site: SiteForSearch, now: Date = new Date()): string {
  return securedKeyForSite({
    searchKey: searchConnection().searchKey,
    siteFilter: siteStockFilter(site),
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
export function siteKeyOf(
  kind: SearchKeyKind,
  site: SiteForSearch,
  now: Date = new Date(),
): { apiKey: string; expiresAt: number } {
  return {
    apiKey: kind === 'directory' ? siteDirectoryKey(site, now) : siteSearchKey(site, now),
    expiresAt: now.getTime() + KEY_LIFETIME_SECONDS * 1000,
  }
}
