import { ContentPage, contentPageMetadata } from '@/components/ContentPage'

/** Top-level content pages such as /about-us or /fleet are pages with that slug. */
export const generateMetadata = contentPageMetadata
export default ContentPage
