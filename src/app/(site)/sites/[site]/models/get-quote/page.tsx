import { GetQuotePage, getQuoteMetadata } from '@/components/forms/pages/GetQuotePage'
import { formPageReads, type PageProps } from '@/lib/formPageRequest'

export const generateMetadata = getQuoteMetadata

export default async function GetQuoteRoute(props: PageProps) {
  return <GetQuotePage {...props} reads={await formPageReads(props, { car: false })} />
}
