import { BookTestDrivePage, bookTestDriveMetadata } from '@/components/forms/pages/BookTestDrivePage'
import { formPageReads, type PageProps } from '@/lib/formPageRequest'

export const generateMetadata = bookTestDriveMetadata

export default async function Page(props: PageProps) {
  return <BookTestDrivePage {...props} reads={await formPageReads(props, { car: false })} />
}
