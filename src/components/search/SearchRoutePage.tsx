import type { Metadata } from 'next'
import type { SearchPageExtras } from '@/data/searchPage'
import { tagPage } from '@/cache/pageCache'
import { stockTag } from '@/cache/cacheTags'
import { siteForPage } from '@/lib/siteRequest'
import { searchIndexing } from '@/domain/searchIndexing'
import { siteText } from '@/lib/siteText'
import { SearchPage, searchHeading } from './SearchPage'
import { routeSearchState } from './carSearchUrl'
import { searchIndexingMetadata } from './searchIndexingMetadata'

/**
 * The /search route and its twins for queries (lib/siteRoute.ts): cached by query key
 * (app/(site)/sites/[site]/search-cached) and rendered per request (app/(site)/sites/[site]/search-query).
 */
export type SearchRouteProps = {
  params: Promise<{ site: string; segments?: string[] }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

const pathOf = (segments: string[] | undefined) => ['/search', ...(segments ?? []).map(encodeURIComponent)].join('/')

/**
 * Title, description and what search engines may index (issue 38.2, domain/searchIndexing.ts): the canonical link
 * to the clean landing page of the search, and `noindex, follow` for anything beyond it. `query` is the page's
 * query string ('' or none on the path alone).
 */
export async function searchRouteMetadata(params: SearchRouteProps['params'], query = ''): Promise<Metadata> {
  const ctx = await siteForPage(params)
  const { site } = ctx
  const { segments } = await params
  const title = searchHeading(site, routeSearchState(pathOf(segments), { path: '/search' }))
  // Through the site's text like the page itself (en-US: 'inquire online').
  const description = siteText(site)(`${title} at ${site.name}. Search the stock, compare cars and enquire online.`)
  const indexing = searchIndexing(query ? `${pathOf(segments)}?${query}` : pathOf(segments))
  return { title, description, ...searchIndexingMetadata(ctx, indexing) }
}

export async function SearchRoutePage({
  params,
  searchParams,
  query,
  extras,
}: SearchRouteProps & { query?: string; extras: SearchPageExtras }) {
  const ctx = await siteForPage(params)
  const { segments } = await params
  // The results come from the search service, not a tagged read: tag the page with the site's stock.
  await tagPage([stockTag(ctx.site.id)])
  return (
    <SearchPage
      ctx={ctx}
      route={{ path: '/search' }}
      path={pathOf(segments)}
      searchParams={await searchParams}
      query={query}
      extras={extras}
    />
  )
}
