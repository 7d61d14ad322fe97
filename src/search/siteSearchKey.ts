import { algoliasearch } from 'algoliasearch'
import type { Site } from '../../payload-types'
import { listingFilter } from '../domain/stockListing'
import { andFilters } from '../search-service/filter'
import { CARS_INDEX } from './carIndexSettings'
import { searchConnection } from './connection'

type NodeSearchClient = {
  generateSecuredApiKey(options: { parentApiKey: string; restrictions: { filters: string; validUntil: number; restrictIndices: string[] } }): string
}

/** How long a browser's key stays valid; pages are re-rendered well within it. */
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
  const connection = searchConnection()
  // generateSecuredApiKey exists only in algoliasearch's Node build; TypeScript resolves the browser types.
  const client = algoliasearch(connection.appId, connection.searchKey) as unknown as NodeSearchClient
  return client.generateSecuredApiKey({
    parentApiKey: connection.searchKey,
    restrictions: {
      filters: siteSearchFilter(site, now),
      validUntil: Math.floor(now.getTime() / 1000) + KEY_LIFETIME_SECONDS,
      restrictIndices: [`${CARS_INDEX}*`],
    },
  })
}
