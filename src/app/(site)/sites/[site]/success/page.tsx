import { SuccessPage, successMetadata } from '@/components/forms/pages/SuccessPage'

export const generateMetadata = successMetadata
export default SuccessPage
