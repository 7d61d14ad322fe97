import { FinancePage, financeMetadata } from '@/components/forms/pages/FinancePage'
import { formPageReads, type PageProps } from '@/lib/formPageRequest'

export const generateMetadata = financeMetadata

export default async function Page(props: PageProps) {
  return <FinancePage {...props} route="/finance" reads={await formPageReads(props, { car: true })} />
}
