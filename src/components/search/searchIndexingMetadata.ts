import type { Metadata } from 'next'
import type { SearchIndexing } from '@/domain/searchIndexing'
import type { SiteContext } from '@/lib/siteRequest'
import { siteBaseUrl } from '@/lib/siteRoute'

/** A search page's canonical link (absolute, on the site's address) and robots, as Next's metadata writes them. */
export function searchIndexingMetadata(
  ctx: SiteContext,
  { canonical, robots }: SearchIndexing,
): Pick<Metadata, 'alternates' | 'robots'> {
  const base = siteBaseUrl(ctx.route ?? { key: ctx.site.slug, viaHost: false }, ctx.site)
  return { alternates: { canonical: `${base}${canonical}` }, robots }
}
