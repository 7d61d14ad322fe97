import { permanentRedirect } from 'next/navigation'
import { siteForPage, siteHref } from '@/lib/siteRequest'
import { noStaticParams } from '@/cache/pageCache'

// The same for every shopper: cached whole and expired by the tags of what it read (src/cache/pageCache.ts).
export const generateStaticParams = noStaticParams

type Props = { params: Promise<{ site: string }> }

/** Old entry point: the default search lives at /search/new-used-and-demo-cars (spec §2). */
export default async function NewUsedAndDemoCars({ params }: Props) {
  const ctx = await siteForPage(params)
  permanentRedirect(siteHref(ctx.basePath, '/search/new-used-and-demo-cars'))
}
