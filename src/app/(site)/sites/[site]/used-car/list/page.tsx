import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { listingTitle } from '@/domain/listingTitle'
import { SearchPage } from '@/components/search/SearchPage'
import { presetRouteIndexing } from '@/domain/searchIndexing'
import { searchParamsQuery } from '@/components/search/carSearchUrl'
import { searchIndexingMetadata } from '@/components/search/searchIndexingMetadata'
import { searchPageExtras } from '@/data/searchPage'
import { siteForPage } from '@/lib/siteRequest'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ site: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/** Its own path is a landing page; filters, sort or paging in the query are not (issue 38.2). */
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const ctx = await siteForPage(params)
  const { site } = ctx
  const indexing = presetRouteIndexing('/used-car/list', searchParamsQuery(await searchParams))
  return {
    title: listingTitle('used', { city: site.city, state: site.state }),
    ...searchIndexingMetadata(ctx, indexing),
  }
}

/** The used-stock search of sites whose setting says so (spec §2: one region uses /used-car/list). */
export default async function UsedCarList({ params, searchParams }: Props) {
  const ctx = await siteForPage(params)
  if (!ctx.site.search?.usedCarListRoute) notFound()
  return (
    <SearchPage
      ctx={ctx}
      route={{ path: '/used-car/list', preset: { car_type: ['used'] } }}
      path="/used-car/list"
      searchParams={await searchParams}
      extras={await searchPageExtras(ctx.site.id)}
    />
  )
}
