import { TradeInPage, tradeInMetadata } from '@/components/forms/pages/TradeInPage'
import { formPageReads, type PageProps } from '@/lib/formPageRequest'

export const generateMetadata = tradeInMetadata

export default async function Page(props: PageProps) {
  return <TradeInPage {...props} reads={await formPageReads(props, { car: false })} />
}
