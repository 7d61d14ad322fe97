import type { Metadata } from 'next'
import { first, formPageReads, type PageProps } from '@/lib/formPageRequest'
import { PersonalisedFinancePage } from '@/components/shopper/PersonalisedFinancePage'
import { siteForPage } from '@/lib/siteRequest'

export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { site } = await siteForPage(params)
  return { title: `Personalised finance | ${site.name}`, robots: { index: false } }
}

/** /personalised/finance?car_id={id} (spec §2). */
export default async function Page(props: PageProps) {
  const [ctx, query, reads] = await Promise.all([
    siteForPage(props.params),
    props.searchParams,
    formPageReads(props, { car: true }),
  ])
  return <PersonalisedFinancePage ctx={ctx} carId={first(query.car_id)} reads={reads} />
}
