import type { Metadata } from 'next'
import { searchRouteMetadata, SearchRoutePage, type SearchRouteProps } from '@/components/search/SearchRoutePage'
import { searchPageExtras } from '@/data/searchPage'
import { noStaticParams } from '@/cache/pageCache'
import { siteForPage } from '@/lib/siteRequest'

// Without a query the search page is the same for every shopper: cached (src/cache/pageCache.ts) and expired by any stock
// change of the site; the minute bounds stock changed outside this app. A query goes to a twin (the proxy: lib/siteRoute.ts).
export const generateStaticParams = noStaticParams
export const revalidate = 60

type Props = { params: SearchRouteProps['params'] }

export const generateMetadata = ({ params }: Props): Promise<Metadata> => searchRouteMetadata(params)

/** /search, /search/new-used-and-demo-cars, /search/{new|used|demo}-cars, /search/new-and-demo-cars, /search/{make}[/{model}]. */
export default async function SearchRoute({ params }: Props) {
  const { site } = await siteForPage(params)
  return <SearchRoutePage params={params} searchParams={Promise.resolve({})} extras={await searchPageExtras(site.id)} />
}
