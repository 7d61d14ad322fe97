import { TradeInPage, tradeInMetadata } from '@/components/forms/pages/TradeInPage'
import { formPageReads, type PageProps } from '@/lib/formPageRequest'

export const generateMetadata = tradeInMetadata

/** /cars/trade-in?car_id={id}: the valuation with the car being bought. */
export default async function Page(props: PageProps) {
  return <TradeInPage {...props} reads={await formPageReads(props, { car: true })} />
}
