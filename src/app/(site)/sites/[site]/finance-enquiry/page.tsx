import { FinancePage, financeMetadata } from '@/components/forms/pages/FinancePage'
import type { PageProps } from '@/components/forms/pages/context'

export const generateMetadata = financeMetadata

export default function Page(props: PageProps) {
  return <FinancePage {...props} route="/finance-enquiry" />
}
