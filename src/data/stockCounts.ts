import type { Site } from '@/payload-types'
import type { AlgoliaSearchParams } from '@/search/algoliaTypes'
import type { StockFacetCounts } from '@/domain/stockMenu'
import type { CarType } from '@/domain/types'
import { cachedRead } from '@/cache/cachedRead'
import { keepPageBriefly } from '@/cache/pageCache'
import { siteTag } from '@/cache/cacheTags'
import { CARS_INDEX } from '@/search/carIndexSettings'
import { siteSearchClient } from './siteSearchClient'
import { resolveSite } from './sites'

/**
 * The site's listed stock counted by car type and make (content spec §2: the Pre-owned Vehicles dropdown), from the
 * search service with the site's secured key, as the search page's first search does. Null when the service does not
 * answer. Every page's header shows these counts, so they are NOT tagged with the stock: a car saved or an import
 * would otherwise expire every cached page of the site. They follow the stock within the cache's backstop
 * (cachedRead: five minutes), which menu counts can afford; the site's own changes still redraw them.
 */
const readStockCounts = cachedRead(
  'stock-counts',
  ([siteId]) => [siteTag(siteId, 'dealerships')],
  async (_siteId: number, siteKey: string, carTypes: string): Promise<StockFacetCounts | null> => {
    const site = await resolveSite(siteKey)
    if (!site) return null
    const client = siteSearchClient(site)
    const result = await client.searchSingleIndex({
      indexName: CARS_INDEX,
      searchParams: {
        hitsPerPage: 0,
        facets: ['car_type', 'make'],
        maxValuesPerFacet: 100,
        // A menu scoped to some car types ("Pre-owned Vehicles": used) counts its makes within them (issue 39.10).
        ...(carTypes ? { facetFilters: [carTypes.split(',').map((type) => `car_type:${type}`)] } : {}),
      } satisfies AlgoliaSearchParams,
    })
    const facets = (result.facets ?? {}) as Record<string, Record<string, number>>
    return { car_type: facets.car_type ?? {}, make: facets.make ?? {} }
  },
)

/** The counts of the site's stock, or of the given car types only (a stock menu's scope: stockMenuScope). */
export async function siteStockCounts(
  site: Pick<Site, 'id' | 'slug'>,
  carTypes: readonly CarType[] | null = null,
): Promise<StockFacetCounts | null> {
  try {
    return await readStockCounts(site.id, site.slug, carTypes ? [...carTypes].sort().join(',') : '')
  } catch {
    // Every page's header shows the counts: a page rendered without them is kept seconds, not its minutes.
    await keepPageBriefly()
    return null
  }
}
