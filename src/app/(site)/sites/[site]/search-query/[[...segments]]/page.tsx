import type { Metadata } from 'next'
import { searchRouteMetadata, SearchRoutePage, type SearchRouteProps } from '@/components/search/SearchRoutePage'

// A search with a query (filters, page, sort): rendered per request. The proxy rewrites /search?… here; the URL the
// shopper sees stays /search?… .
export const dynamic = 'force-dynamic'

export const generateMetadata = ({ params }: SearchRouteProps): Promise<Metadata> => searchRouteMetadata(params)

export default function SearchQueryRoute(props: SearchRouteProps) {
  return <SearchRoutePage {...props} />
}
