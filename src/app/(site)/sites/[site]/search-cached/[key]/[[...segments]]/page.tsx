import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { searchRouteMetadata, SearchRoutePage } from '@/components/search/SearchRoutePage'
import { searchPageExtras } from '@/data/searchPage'
import { searchKeyOfSegment, searchPageSeconds } from '@/domain/searchQueryKey'
import { keepPageBriefly, noStaticParams } from '@/cache/pageCache'
import { siteForPage } from '@/lib/siteRequest'

// A search with a query (filters, page, sort), cached like /search: one copy per search state, whose key the proxy
// puts in the path (lib/siteRoute.ts), expired by any stock change of the site and after one to two minutes (by key).
export const generateStaticParams = noStaticParams
export const revalidate = 120

type Props = { params: Promise<{ site: string; key: string; segments?: string[] }> }

export const generateMetadata = async ({ params }: Props): Promise<Metadata> =>
  searchRouteMetadata(params, searchKeyOfSegment((await params).key) ?? '')

export default async function CachedSearchQueryRoute({ params }: Props) {
  const { site } = await siteForPage(params)
  // Only the proxy writes keys; anything else in this segment is no page.
  const query = searchKeyOfSegment((await params).key)
  if (query === null) notFound()
  await keepPageBriefly(searchPageSeconds(query))
  return (
    <SearchRoutePage
      params={params}
      searchParams={Promise.resolve({})}
      query={query}
      extras={await searchPageExtras(site.id)}
    />
  )
}
