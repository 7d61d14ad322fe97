import { revalidateTag } from 'next/cache'
import type { RequestContext } from 'payload'
import { carTag, siteIdOf, stockTag } from '@/cache/cacheTags'
import { clearFrontCache } from '@/cache/pageFrontCache'
import { expireTagsOverHttp } from './expireTagsRequest'
import { nextRuntime } from '@/config/env'

// Cache expiry shared by the collections' revalidation hooks (src/cache/revalidateContent.ts) and the stock
// import (src/stock/importStockFeed.ts), which expires once at the end instead of per car.

/**
 * Expires the given cache tags at once, so the next request renders the pages that read them again (shopper pages
 * are cached whole, src/cache/pageCache.ts, and read through tagged caches). Seeds and scripts set context.disableRevalidate; outside a Next.js request (CLI,
 * integration tests) there is no cache to expire.
 */
export function expireTags(tags: readonly string[], context: RequestContext | undefined): void {
  if (context?.disableRevalidate) return
  // The front cache keeps pages seconds at most and knows no tags: any expiry empties it (src/cache/pageFrontCache.ts).
  if (tags.length > 0) clearFrontCache()
  for (const tag of new Set(tags)) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch (error) {
      const outsideRequest =
        error instanceof Error &&
        (error.message.includes('static generation store missing') || error.message.includes("can't be called"))
      if (outsideRequest) {
        // A job (a scheduled publish, a stock import) runs outside any request since the server starts Payload
        // itself (src/instrumentation.ts), or, before that, in the context of a finished render; Next refuses to
        // expire tags there ("static generation store missing", "can't be called during render / inside a cached
        // function"). Inside the Next server its own server expires them, in a route handler; a script or test
        // outside it (no NEXT_RUNTIME) has no page cache to expire.
        if (nextRuntime() === 'nodejs' || !(error as Error).message.includes('store missing'))
          void expireTagsOverHttp([...new Set(tags)])
        return
      }
      throw error
    }
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
