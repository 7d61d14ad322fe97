import { PartsSearchPage, partsSearchMetadata } from '@/components/forms/pages/PartsSearchPage'

export const generateMetadata = partsSearchMetadata
export default PartsSearchPage
