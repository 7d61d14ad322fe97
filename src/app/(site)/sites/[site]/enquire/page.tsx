import { EnquirePage, enquireMetadata } from '@/components/forms/pages/EnquirePage'
import { formPageReads, type PageProps } from '@/lib/formPageRequest'

export const generateMetadata = enquireMetadata

export default async function Page(props: PageProps) {
  return <EnquirePage {...props} reads={await formPageReads(props, { car: true })} />
}
