import { unstable_cache } from 'next/cache'
import { hasNextCache } from './nextCache'

/**
 * Whole-page caching of shopper pages. A page that reads nothing from the request (no headers, cookies or search
 * params: the site and how it was reached are in the URL, lib/siteRoute.ts) is rendered on its first visit, kept,
 * and rendered again when a tag it read is expired (src/cache/revalidateContent.ts) or its time runs out.
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
export function tagPage(tags: string[]): Promise<void> {
  return readConstant(['page-tags', ...tags], { tags })
}

/** How long a page rendered without one of its services (the search service down) may be kept. */
export const DEGRADED_PAGE_SECONDS = 2

/**
 * Caps how long the page being rendered stays cached: a render that could not reach a service shows a notice or
 * leaves a part out, and must not be kept for the page's full minute. Next keeps a page for the shortest time any
 * cached read during its render asked for. No effect outside a cached render.
 */
export function keepPageBriefly(seconds = DEGRADED_PAGE_SECONDS): Promise<void> {
  return readConstant(['page-kept-briefly', String(seconds)], { revalidate: seconds })
}

/** A cached read of a constant: the render takes its tags and time from it. Nothing to do outside a Next.js server. */
async function readConstant(key: string[], options: { tags?: string[]; revalidate?: number }): Promise<void> {
  if (hasNextCache()) await unstable_cache(async () => true, key, options)()
}
