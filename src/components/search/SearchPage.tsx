import type { Site } from '@/payload-types'
import type { SearchState } from '@/domain/searchUrl'
import type { AlgoliaSearchRequest } from '@/search/algoliaTypes'
import { browserSearchAccess } from '@/search/browserSearchAccess'
import { createCarSearchClient, type CarSearchAccess } from '@/search/client/carSearchClient'
import { keepPageBriefly } from '@/cache/pageCache'
import type { SearchPageExtras } from '@/data/searchPage'
import type { SiteContext } from '@/lib/siteRequest'
import { CarSearch } from './CarSearch'
import { carSearchPlan, mergeCarSearch, type CarSearchResponse, type CarSearchResult } from './carSearchRequests'
import { carSearchSettings, searchFacets, sortIndices } from './carSearchSettings'
import { routeSearchState, searchParamsQuery, type SearchRoute } from './carSearchUrl'
import { searchListingTitle } from './searchView'
import { siteTimeZone } from '@/domain/siteTimeZone'

export interface SearchPageProps {
  ctx: SiteContext
  route: SearchRoute
  /** The request's path inside the site (e.g. '/search/toyota/corolla') and query string. */
  path: string
  searchParams: Record<string, string | string[] | undefined>
  /** The query string as is (the cached twin's key, domain/searchQueryKey.ts), in place of searchParams. */
  query?: string
  /** Fixed heading (preset pages); otherwise the listing title of the spec. */
  heading?: string
  /** The promo tiles and make logos (searchPageExtras of src/data/searchPage.ts, loaded by the route). */
  extras: SearchPageExtras
}

/** Spec listing titles ('Pre-Owned Cars for Sale in …', 'New, Pre-Owned and Demo Cars for Sale in …'), following the filters. */
export function searchHeading(site: Site, state: SearchState, result: CarSearchResult | null = null): string {
  return searchListingTitle(state, result, { city: site.city, state: site.state })
}

/**
 * The car search page: resolves the URL into a search state, runs the first search on the server with the site's
 * secured key (the HTML lists the cars), and hands the results, the key and the settings to the client component.
 */
export async function SearchPage({ ctx, route, path, searchParams, query, heading, extras }: SearchPageProps) {
  const { site } = ctx
  const settings = carSearchSettings(site)
  const now = new Date()
  const access: CarSearchAccess = browserSearchAccess(site, ctx.basePath, 'cars', now)
  const client = createCarSearchClient(access)
  const url = `${path}${query === undefined ? searchParamsQuery(searchParams) : query && `?${query}`}`

  let makes: string[] = []
  let models: string[] = []
  let bodies: string[] = []
  let result: CarSearchResult | null = null
  let state: SearchState = routeSearchState(url, route)
  try {
    const segments = path.split('/').filter(Boolean)
    if (segments[0] === 'search' && segments.length > 1) {
      const names = await client.search<Record<string, unknown>>({
        requests: [
          {
            indexName: sortIndices(settings)[settings.sortOptions[0]?.key ?? 'relevant'] ?? 'cars',
            hitsPerPage: 0,
            facets: ['make', 'model', 'body'],
            maxValuesPerFacet: 1000,
          } satisfies AlgoliaSearchRequest,
        ],
      })
      const first = names.results[0] as CarSearchResponse | undefined
      makes = Object.keys(first?.facets?.make ?? {})
      models = Object.keys(first?.facets?.model ?? {})
      bodies = Object.keys(first?.facets?.body ?? {})
      state = routeSearchState(url, route, { makes, models, bodies })
    }
    const plan = carSearchPlan(state, {
      sortIndices: sortIndices(settings),
      hitsPerPage: settings.hitsPerPage,
      facets: searchFacets(settings),
      now,
    })
    const answer = await client.search<Record<string, unknown>>({ requests: plan.requests })
    result = mergeCarSearch(plan, answer.results as unknown as CarSearchResponse[])
  } catch (error) {
    console.error('Car search failed', error)
    result = null
    // The page says search is unavailable: keep that seconds, not the page's minute.
    await keepPageBriefly()
  }
  return (
    <CarSearch
      access={access}
      settings={settings}
      route={route}
      basePath={ctx.basePath}
      initialUrl={url}
      initialResult={result}
      fixedHeading={heading}
      place={{ city: site.city, state: site.state }}
      makes={makes}
      models={models}
      bodies={bodies}
      makeLogos={extras.makeLogos}
      promoTiles={extras.promoTiles}
      timeZone={siteTimeZone(site.timeZone)}
      nowMs={now.getTime()}
      seo={{ heading: site.search?.seoHeading, footer: site.search?.seoFooter }}
    />
  )
}
