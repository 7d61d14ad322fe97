import type { Metadata } from 'next'
import { presetRouteIndexing } from '@/domain/searchIndexing'
import { siteForPage } from '@/lib/siteRequest'
import { siteText } from '@/lib/siteText'
import { routeSearchState, searchParamsQuery, type SearchRoute } from './carSearchUrl'
import { searchIndexingMetadata } from './searchIndexingMetadata'
import { searchListingTitle } from './searchView'

type Params = Promise<{ site: string }>
type SearchParams = Promise<Record<string, string | string[] | undefined>>

/**
 * A preset search route's metadata (/used-car/list, /used-car/new-cars): its own title, the spec listing title of the
 * stock its preset stands for, as the page's heading has it (issue 39.10: /used-car/new-cars kept the all-stock
 * title), and its indexing (its own path is a landing page; filters, sort or paging in the query are not, 38.2).
 */
export async function presetRouteMetadata(
  params: Params,
  searchParams: SearchParams,
  route: SearchRoute & { preset: NonNullable<SearchRoute['preset']> },
): Promise<Metadata> {
  const ctx = await siteForPage(params)
  const { site } = ctx
  const title = searchListingTitle(routeSearchState(route.path, route), null, { city: site.city, state: site.state })
  const description = siteText(site)(`${title} at ${site.name}. Search the stock, compare cars and enquire online.`)
  const indexing = presetRouteIndexing(route.path, searchParamsQuery(await searchParams))
  return { title, description, ...searchIndexingMetadata(ctx, indexing) }
}
