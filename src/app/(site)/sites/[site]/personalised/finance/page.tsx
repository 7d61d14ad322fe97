import type { Metadata } from 'next'
import { first, type PageProps } from '@/components/forms/pages/context'
import { PersonalisedFinancePage } from '@/components/shopper/PersonalisedFinancePage'
import { siteForPage } from '@/lib/siteRequest'

export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { site } = await siteForPage(params)
  return { title: `Personalised finance | ${site.name}`, robots: { index: false } }
}

/** /personalised/finance?car_id={id} (spec §2). */
export default async function Page({ params, searchParams }: PageProps) {
  return <PersonalisedFinancePage ctx={await siteForPage(params)} carId={first((await searchParams).car_id)} />
}
