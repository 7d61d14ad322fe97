import { ContentPage, contentPageMetadata } from '@/components/ContentPage'

export const generateMetadata = contentPageMetadata
export default ContentPage
