import { carPageMetadata, CarPage, type CarPageProps } from '../carPage'

// The car page answering its repayment calculator's form (/cars/{slug}?deposit=…): rendered per request, so the
// cached car page stays one copy per car. The proxy rewrites such a visit here; the shopper's URL is unchanged.
export const dynamic = 'force-dynamic'

type Props = CarPageProps & { searchParams: Promise<Record<string, string | string[] | undefined>> }

export const generateMetadata = ({ params }: Props) => carPageMetadata({ params })

export default async function Page({ params, searchParams }: Props) {
  return <CarPage params={params} calculatorQuery={await searchParams} />
}
