import { carPageMetadata, CarPage, type CarPageProps } from './carPage'
import { noStaticParams } from '@/cache/pageCache'

// Rendered on a car's first visit and cached (src/cache/pageCache.ts); a change to the car expires it by tag, and the
// minute bounds how long a sale made outside this app (a CLI import) or a lapsed listing window shows. A visit with a
// repayment calculator query renders per request from the repayments twin (lib/siteRoute.ts calculatorQueryRoute).
export const generateStaticParams = noStaticParams
export const revalidate = 60

export const generateMetadata = ({ params }: CarPageProps) => carPageMetadata({ params })

export default function Page({ params }: CarPageProps) {
  return <CarPage params={params} />
}
