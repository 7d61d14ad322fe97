import { ContentPage, contentPageMetadata } from '@/components/ContentPage'
import { noStaticParams } from '@/lib/pageCache'

// The same for every shopper: cached whole and expired by the tags of what it read (lib/pageCache.ts).
export const generateStaticParams = noStaticParams

/** Top-level content pages such as /about-us or /fleet are pages with that slug. */
export const generateMetadata = contentPageMetadata
export default ContentPage
