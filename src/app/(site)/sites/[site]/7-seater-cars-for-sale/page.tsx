import type { Metadata } from 'next'
import { SEVEN_SEATER_PRESET } from '@/domain/listingTitle'
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
  const indexing = presetRouteIndexing('/7-seater-cars-for-sale', searchParamsQuery(await searchParams))
  return { title: SEVEN_SEATER_PRESET.title, ...searchIndexingMetadata(await siteForPage(params), indexing) }
}

/** Spec §2 preset search page '7 Seater Cars for Sale' (seats = 7). */
export default async function SevenSeaters({ params, searchParams }: Props) {
  const ctx = await siteForPage(params)
  return (
    <SearchPage
      ctx={ctx}
      route={{ path: '/7-seater-cars-for-sale', preset: { seats: [...SEVEN_SEATER_PRESET.refinements.seats] } }}
      path="/7-seater-cars-for-sale"
      searchParams={await searchParams}
      extras={await searchPageExtras(ctx.site.id)}
      heading={SEVEN_SEATER_PRESET.title}
    />
  )
}
