import { ContentPage, contentPageMetadata } from '@/components/ContentPage'
import { noStaticParams } from '@/lib/pageCache'

// The same for every shopper: cached whole and expired by the tags of what it read (lib/pageCache.ts).
export const generateStaticParams = noStaticParams

export const generateMetadata = contentPageMetadata
export default ContentPage
