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
  return { title: listingTitle('all', { city: site.city, state: site.state }) }
}

/** The new-stock search of the region that uses /used-car/… routes (spec content §2: /used-car/list and /used-car/new-cars). */
export default async function UsedCarNewCars({ params, searchParams }: Props) {
  const ctx = await siteForPage(params)
  if (!ctx.site.search?.usedCarListRoute) notFound()
  return (
    <SearchPage
      ctx={ctx}
      route={{ path: '/used-car/new-cars', preset: { car_type: ['new'] } }}
      path="/used-car/new-cars"
      searchParams={await searchParams}
      extras={await searchPageExtras(ctx.site.id)}
    />
  )
}
