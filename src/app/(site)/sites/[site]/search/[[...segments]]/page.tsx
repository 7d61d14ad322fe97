import type { Metadata } from 'next'
import { SearchPage, searchHeading } from '@/components/search/SearchPage'
import { routeSearchState } from '@/components/search/carSearchUrl'
import { siteFromParams } from '@/lib/siteRequest'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ site: string; segments?: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

const pathOf = (segments: string[] | undefined) => ['/search', ...(segments ?? []).map(encodeURIComponent)].join('/')

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site } = await siteFromParams(params)
  const { segments } = await params
  const title = searchHeading(site, routeSearchState(pathOf(segments), { path: '/search' }))
  return { title, description: `${title} at ${site.name}. Search the stock, compare cars and enquire online.` }
}

/** /search, /search/new-used-and-demo-cars, /search/{new|used|demo}-cars, /search/new-and-demo-cars, /search/{make}[/{model}]. */
export default async function SearchRoute({ params, searchParams }: Props) {
  const ctx = await siteFromParams(params)
  const { segments } = await params
  return <SearchPage ctx={ctx} route={{ path: '/search' }} path={pathOf(segments)} searchParams={await searchParams} />
}
