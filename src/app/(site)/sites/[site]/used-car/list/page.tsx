import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { listingTitle } from '@/domain/listingTitle'
import { SearchPage } from '@/components/search/SearchPage'
import { searchPageExtras } from '@/data/searchPage'
import { siteForPage } from '@/lib/siteRequest'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ site: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site } = await siteForPage(params)
  return { title: listingTitle('used', { city: site.city, state: site.state }) }
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
