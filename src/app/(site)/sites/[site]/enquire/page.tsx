import { EnquirePage, enquireMetadata } from '@/components/forms/pages/EnquirePage'

export const generateMetadata = enquireMetadata
export default EnquirePage
