import type { Site } from '@/payload-types'
import type { AlgoliaSearchParams } from '@/search/algoliaTypes'
import type { LandingFacetCounts } from '@/domain/searchIndexing'
import { cachedRead } from '@/cache/cachedRead'
import { stockTag } from '@/cache/cacheTags'
import { CARS_INDEX } from '@/search/carIndexSettings'
import { siteSearchClient } from './siteSearchClient'
import { resolveSite } from './sites'

/**
 * Most values counted per landing facet: a bound on the sitemap's landing pages (a site's makes, models and bodies
 * stay far below it), and Algolia's own limit for maxValuesPerFacet.
 */
export const LANDING_FACET_VALUES = 1000

/**
 * The site's listed stock counted by condition, make, make and model, and body (issue 38.2: its landing pages for
 * the sitemap), in one facet query to the search service with the site's secured key, as the search page's first
 * search does: no car is read. Cached under the site's stock tag, so a stock change redraws it.
 */
const readLandingFacets = cachedRead(
  'landing-facets',
  ([siteId]) => [stockTag(siteId)],
  async (_siteId: number, siteKey: string): Promise<LandingFacetCounts> => {
    const site = await resolveSite(siteKey)
    if (!site) return {}
    const client = siteSearchClient(site)
    const result = await client.searchSingleIndex({
      indexName: CARS_INDEX,
      searchParams: {
        hitsPerPage: 0,
        facets: ['car_type', 'make', 'make_model', 'body'],
        maxValuesPerFacet: LANDING_FACET_VALUES,
      } satisfies AlgoliaSearchParams,
    })
    const facets = (result.facets ?? {}) as Record<string, Record<string, number>>
    return { car_type: facets.car_type, make: facets.make, make_model: facets.make_model, body: facets.body }
  },
)

/** The landing facet counts of a site; none when the search service does not answer (the sitemap keeps its cars). */
export async function siteLandingFacets(site: Pick<Site, 'id' | 'slug'>): Promise<LandingFacetCounts> {
  try {
    return await readLandingFacets(site.id, site.slug)
  } catch {
    return {}
  }
}
