import { unstable_cache } from 'next/cache'

/**
 * Whole-page caching of shopper pages. A page that reads nothing from the request (no headers, cookies or search
 * params: the site and how it was reached are in the URL, lib/siteRoute.ts) is rendered on its first visit, kept,
 * and rendered again when a tag it read is expired (collections/hooks/revalidateContent.ts) or its time runs out.
 * Pages opt in with `export const generateStaticParams = noStaticParams` (Next renders unlisted params on demand and
 * caches them only when the route has generateStaticParams) and a literal `export const revalidate`.
 */

/** No page is rendered at build time (there is no database then); each is rendered on its first visit. */
export async function noStaticParams(): Promise<never[]> {
  return []
}

/**
 * Adds cache tags to the page being rendered, for content the page reads from outside Payload (the search service):
 * Next collects the tags of every cached read a render makes, and a read of a constant is the cheapest such read.
 */
export async function tagPage(tags: string[]): Promise<void> {
  try {
    await unstable_cache(async () => true, ['page-tags', ...tags], { tags })()
  } catch (error) {
    // Outside a Next.js server (integration tests render nothing cached) there is nothing to tag.
    if (!(error instanceof Error && error.message.startsWith('Invariant: incrementalCache missing'))) throw error
  }
}
