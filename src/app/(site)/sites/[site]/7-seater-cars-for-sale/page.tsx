import type { Metadata } from 'next'
import { SEVEN_SEATER_PRESET } from '@/domain/listingTitle'
import { SearchPage } from '@/components/search/SearchPage'
import { searchPageExtras } from '@/data/searchPage'
import { siteForPage } from '@/lib/siteRequest'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ site: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export const metadata: Metadata = { title: SEVEN_SEATER_PRESET.title }

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
