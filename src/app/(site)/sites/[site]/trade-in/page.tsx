import { TradeInPage, tradeInMetadata } from '@/components/forms/pages/TradeInPage'
import type { PageProps } from '@/components/forms/pages/context'

export const generateMetadata = tradeInMetadata

export default function Page(props: PageProps) {
  return <TradeInPage {...props} />
}
