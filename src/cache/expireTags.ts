import { revalidateTag } from 'next/cache'
import type { RequestContext } from 'payload'
import { carTag, siteIdOf, stockTag } from './cacheTags'
import { expireInNextCache } from './nextCache'
import { clearFrontCache } from './pageFrontCache'

/**
 * The one way tags are expired: the collections' hooks (revalidateContent.ts), the stock import once at its end
 * (src/stock/importPublish.ts), and so every job that saves through them (a scheduled publish, an admin import).
 * The next request renders again the pages that read the tags. Seeds and scripts set context.disableRevalidate.
 */
export async function expireTags(tags: readonly string[], context: RequestContext | undefined): Promise<void> {
  if (context?.disableRevalidate || tags.length === 0) return
  // The front cache keeps pages seconds at most and knows no tags: any expiry empties it (pageFrontCache.ts).
  clearFrontCache()
  const unique = [...new Set(tags)]
  try {
    // In a request Next expires them as the request ends, after Payload's transaction has committed.
    for (const tag of unique) revalidateTag(tag, { expire: 0 })
  } catch {
    // Next refuses outside a request (a job run by the server's worker) and during a render: expired in its cache
    // directly instead (nextCache.ts), no request needed. Scripts and tests have no Next cache: nothing to do.
    await expireInNextCache(unique)
  }
}

export type CarDoc = { slug?: string | null; site?: number | { id: number } | null }

/** The tags a car's change expires: its own page (old and new slug, old and new site) and its sites' stock. */
export function carTags(...cars: (CarDoc | null | undefined)[]): string[] {
  return cars.flatMap((car) => {
    const siteId = siteIdOf(car)
    if (siteId === null) return []
    return [stockTag(siteId), ...(car?.slug ? [carTag(siteId, car.slug)] : [])]
  })
}
