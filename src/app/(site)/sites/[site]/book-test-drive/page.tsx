import { BookTestDrivePage, bookTestDriveMetadata } from '@/components/forms/pages/BookTestDrivePage'

export const generateMetadata = bookTestDriveMetadata
export default BookTestDrivePage
