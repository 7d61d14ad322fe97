import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { SearchPage } from '@/components/search/SearchPage'
import { presetRouteMetadata } from '@/components/search/presetRouteMetadata'
import { searchPageExtras } from '@/data/searchPage'
import { siteForPage } from '@/lib/siteRequest'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ site: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

const ROUTE = { path: '/used-car/new-cars', preset: { car_type: ['new'] } }

/** The title of the stock it stands for; its own path is a landing page, a search in its query is not (issue 38.2). */
export const generateMetadata = ({ params, searchParams }: Props): Promise<Metadata> =>
  presetRouteMetadata(params, searchParams, ROUTE)

/** The new-stock search of the region that uses /used-car/… routes (spec content §2: /used-car/list and /used-car/new-cars). */
export default async function UsedCarNewCars({ params, searchParams }: Props) {
  const ctx = await siteForPage(params)
  if (!ctx.site.search?.usedCarListRoute) notFound()
  return (
    <SearchPage
      ctx={ctx}
      route={ROUTE}
      path={ROUTE.path}
      searchParams={await searchParams}
      extras={await searchPageExtras(ctx.site.id)}
    />
  )
}
