import type { Metadata } from 'next'
import { CompareTable } from '@/components/compare/CompareTable'
import { parseCompareIds } from '@/domain/compare'
import { siteCarById } from '@/data/cars'
import { domainCar } from '@/data/shapes/car'
import { siteForPage } from '@/lib/siteRequest'
import { siteText } from '@/lib/siteText'

type Props = { params: Promise<{ site: string }>; searchParams: Promise<{ ids?: string | string[] }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site } = await siteForPage(params)
  return { title: `${siteText(site)('Compare cars')} | ${site.name}`, robots: { index: false } }
}

/** /compare?ids=1,2,3: up to 4 of the site's listed cars side by side (ids of other sites or unlisted cars are left out). */
export default async function ComparePage({ params, searchParams }: Props) {
  const ctx = await siteForPage(params)
  const ids = parseCompareIds((await searchParams).ids)
  const cars = (await Promise.all(ids.map((id) => siteCarById(ctx.site, id)))).filter((car) => car !== null)
  return <CompareTable ctx={ctx} cars={cars.map(domainCar)} />
}
