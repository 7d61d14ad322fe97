import { revalidateTag } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, RequestContext } from 'payload'
import {
  carTag,
  type SharedTaggedCollection,
  type SiteTaggedCollection,
  sharedTag,
  siteIdOf,
  siteKeys,
  siteKeyTag,
  siteTag,
  stockTag,
} from '../../src/lib/cacheTags'
import { clearFrontCache } from '../../src/server/pageFrontCache'

/**
 * Expires the given cache tags at once, so the next request renders the pages that read them again (shopper pages
 * are cached whole, lib/pageCache.ts, and read through tagged caches). Seeds and scripts set context.disableRevalidate; outside a Next.js request (CLI,
 * integration tests) there is no cache to expire.
 */
export function expireTags(tags: readonly string[], context: RequestContext | undefined): void {
  if (context?.disableRevalidate) return
  // The front cache keeps pages seconds at most and knows no tags: any expiry empties it (src/server/pageFrontCache.ts).
  if (tags.length > 0) clearFrontCache()
  for (const tag of new Set(tags)) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch (error) {
      if (error instanceof Error && error.message.includes('static generation store missing')) return
      throw error
    }
  }
}

type Versioned = { _status?: 'draft' | 'published' | null }

/** A save that only touched a draft changes nothing a shopper sees. */
const draftOnly = (doc: Versioned | undefined, previousDoc: Versioned | undefined) =>
  doc?._status === 'draft' && previousDoc?._status !== 'published'

/** afterChange and afterDelete hooks that expire `site:{id}:{collection}` of the document's site (before and after). */
export function revalidateSiteCollection(collection: SiteTaggedCollection): {
  afterChange: CollectionAfterChangeHook
  afterDelete: CollectionAfterDeleteHook
} {
  const tagsOf = (...docs: unknown[]) =>
    docs.flatMap((doc) => {
      const id = siteIdOf(doc as Parameters<typeof siteIdOf>[0])
      return id === null ? [] : [siteTag(id, collection)]
    })
  return {
    afterChange: ({ doc, previousDoc, req }) => {
      if (!draftOnly(doc as Versioned, previousDoc as Versioned)) expireTags(tagsOf(doc, previousDoc), req.context)
      return doc
    },
    afterDelete: ({ doc, req }) => {
      expireTags(tagsOf(doc), req.context)
      return doc
    },
  }
}

/** Hooks for a shared reference list (manufacturers, complaint authorities). */
export function revalidateShared(collection: SharedTaggedCollection): { afterChange: CollectionAfterChangeHook; afterDelete: CollectionAfterDeleteHook } {
  return {
    afterChange: ({ doc, req }) => {
      expireTags([sharedTag(collection)], req.context)
      return doc
    },
    afterDelete: ({ doc, req }) => {
      expireTags([sharedTag(collection)], req.context)
      return doc
    },
  }
}

type SiteDoc = Parameters<typeof siteKeys>[0]

/** A site's settings are read by key (slug, {slug}.localhost, domains): expire the keys before and after the change. */
export const revalidateSite: { afterChange: CollectionAfterChangeHook; afterDelete: CollectionAfterDeleteHook } = {
  afterChange: ({ doc, previousDoc, req }) => {
    expireTags([...siteKeys(doc as SiteDoc), ...siteKeys(previousDoc as SiteDoc)].map(siteKeyTag), req.context)
    return doc
  },
  afterDelete: ({ doc, req }) => {
    expireTags(siteKeys(doc as SiteDoc).map(siteKeyTag), req.context)
    return doc
  },
}

type CarDoc = { slug?: string | null; site?: number | { id: number } | null }

/** The tags a car's change expires: its own page (old and new slug, old and new site) and its sites' stock. */
export function carTags(...cars: (CarDoc | null | undefined)[]): string[] {
  return cars.flatMap((car) => {
    const siteId = siteIdOf(car)
    if (siteId === null) return []
    return [stockTag(siteId), ...(car?.slug ? [carTag(siteId, car.slug)] : [])]
  })
}

/** Cars: a save or delete expires the car's page and its site's search pages. Imports expire once at the end. */
export const revalidateStock: { afterChange: CollectionAfterChangeHook; afterDelete: CollectionAfterDeleteHook } = {
  afterChange: ({ doc, previousDoc, req }) => {
    expireTags(carTags(doc as CarDoc, previousDoc as CarDoc), req.context)
    return doc
  },
  afterDelete: ({ doc, req }) => {
    expireTags(carTags(doc as CarDoc), req.context)
    return doc
  },
}
