import type { Metadata } from 'next'
import { searchRouteMetadata, SearchRoutePage, type SearchRouteProps } from '@/components/search/SearchRoutePage'
import { searchParamsQuery } from '@/components/search/carSearchUrl'
import { searchPageExtras } from '@/data/searchPage'
import { siteForPage } from '@/lib/siteRequest'

// A search with a query that has no cache key (domain/searchQueryKey.ts: too long to be a path segment): rendered per
// request. The proxy rewrites /search?… here; the URL the shopper sees stays /search?… .
export const dynamic = 'force-dynamic'

export const generateMetadata = async ({ params, searchParams }: SearchRouteProps): Promise<Metadata> =>
  searchRouteMetadata(params, searchParamsQuery(await searchParams).slice(1))

export default async function SearchQueryRoute(props: SearchRouteProps) {
  const { site } = await siteForPage(props.params)
  return <SearchRoutePage {...props} extras={await searchPageExtras(site.id)} />
}
