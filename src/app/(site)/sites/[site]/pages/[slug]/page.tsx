import { ContentPage } from '@/components/ContentPage'
import { noStaticParams } from '@/cache/pageCache'
import { contentPageMetadata, loadContentPage } from '../../loadContentPage'

// The same for every shopper: cached whole and expired by the tags of what it read (src/cache/pageCache.ts).
export const generateStaticParams = noStaticParams

export const generateMetadata = contentPageMetadata

export default async function PagesContentPage({ params }: { params: Promise<{ site: string; slug: string }> }) {
  return <ContentPage {...await loadContentPage(params)} />
}
