import { algoliasearch } from 'algoliasearch'
import { listingFilter } from '@/domain/stockListing'
import { andFilters } from '@/search-service/filter'
import { CARS_INDEX } from './carIndexSettings'

/**
 * Spec §4 stock listing rule as a filter. The indexed `listed_until` is far in the future while a
 * car is in stock or coming soon and sold time + include_sold_cars_days once sold, so "listed now"
 * is one numeric test (Algolia cannot OR a facet test with a numeric one).
 */
export function listingRuleFilter(nowSeconds: number): string {
  return listingFilter(new Date(Math.floor(nowSeconds) * 1000))
}

/** algoliasearch's Node-only helper (HMAC-SHA256 over the sorted restrictions, base64). */
interface SecuredKeyGenerator {
  generateSecuredApiKey(options: {
    parentApiKey: string
    restrictions: { filters: string; validUntil: number; restrictIndices: string[] }
  }): string
}

export interface SiteKeyOptions {
  /** The search-only key the secured key derives from. */
  readonly searchKey: string
  /** The site's stock filter in Algolia syntax ('' for none). */
  readonly siteFilter: string
  readonly nowSeconds: number
  readonly validForSeconds: number
  /** Indices the key may query; default the cars index and its sort replicas. */
  readonly restrictIndices?: readonly string[]
  /** Add the stock listing rule (default); off for indices without cars, such as the model directory. */
  readonly withListingRule?: boolean
}

/**
 * A secured API key (Algolia's HMAC format) for one site's browser: every query it makes is ANDed
 * with the site's stock filter and the listing rule, whatever the browser sends. The listing rule's
 * "now" is fixed at creation, so keep validForSeconds short (an hour) and renew keys.
 */
export function securedKeyForSite(options: SiteKeyOptions): string {
  const listing = options.withListingRule === false ? '' : listingRuleFilter(options.nowSeconds)
  const filters = andFilters(...[options.siteFilter, listing].filter((f) => f.trim() !== ''))
  // The app id is not part of the key; the client is only used for its HMAC helper, which only
  // the Node build has (the type definitions the app resolves are the browser build's).
  const client = algoliasearch('secured-key', options.searchKey) as unknown as Partial<SecuredKeyGenerator>
  if (typeof client.generateSecuredApiKey !== 'function')
    throw new Error('securedKeyForSite must run on the server (Node)')
  return client.generateSecuredApiKey({
    parentApiKey: options.searchKey,
    restrictions: {
      filters,
      validUntil: Math.floor(options.nowSeconds + options.validForSeconds),
      restrictIndices: [...(options.restrictIndices ?? [`${CARS_INDEX}*`])],
    },
  })
}
