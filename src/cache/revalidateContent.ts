import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import {
  type GroupTaggedCollection,
  groupTag,
  type SharedTaggedCollection,
  type SiteTaggedCollection,
  sharedTag,
  siteIdOf,
  siteKeys,
  siteKeyTag,
  siteSettingsTag,
  siteTag,
} from './cacheTags'
import { type CarDoc, carTags, expireTags } from './expireTags'

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
    afterChange: async ({ doc, previousDoc, req }) => {
      if (!draftOnly(doc as Versioned, previousDoc as Versioned))
        await expireTags(tagsOf(doc, previousDoc), req.context)
      return doc
    },
    afterDelete: async ({ doc, req }) => {
      await expireTags(tagsOf(doc), req.context)
      return doc
    },
  }
}

/** afterChange and afterDelete hooks that expire `group:{id}:{collection}` of a group item's group (before and after). */
export function revalidateGroupCollection(collection: GroupTaggedCollection): {
  afterChange: CollectionAfterChangeHook
  afterDelete: CollectionAfterDeleteHook
} {
  const tagsOf = (...docs: unknown[]) => [
    ...new Set(
      docs.flatMap((doc) => {
        const group = (doc as { group?: number | string | { id: number | string } | null } | undefined)?.group
        if (group === null || group === undefined) return []
        return [groupTag(typeof group === 'object' ? group.id : group, collection)]
      }),
    ),
  ]
  return {
    afterChange: async ({ doc, previousDoc, req }) => {
      const tags = tagsOf(doc, previousDoc)
      if (tags.length > 0 && !draftOnly(doc as Versioned, previousDoc as Versioned)) await expireTags(tags, req.context)
      return doc
    },
    afterDelete: async ({ doc, req }) => {
      const tags = tagsOf(doc)
      if (tags.length > 0) await expireTags(tags, req.context)
      return doc
    },
  }
}

/** Hooks for a shared reference list (manufacturers, complaint authorities). */
export function revalidateShared(collection: SharedTaggedCollection): {
  afterChange: CollectionAfterChangeHook
  afterDelete: CollectionAfterDeleteHook
} {
  return {
    afterChange: async ({ doc, req }) => {
      await expireTags([sharedTag(collection)], req.context)
      return doc
    },
    afterDelete: async ({ doc, req }) => {
      await expireTags([sharedTag(collection)], req.context)
      return doc
    },
  }
}

type SiteDoc = Parameters<typeof siteKeys>[0]

const settingsTagOf = (doc: unknown): string[] => {
  const id = (doc as { id?: number | string } | undefined)?.id
  return id === undefined ? [] : [siteSettingsTag(id)]
}

/** A site's settings are read by key (slug, {slug}.localhost, domains): expire the keys before and after the change. */
export const revalidateSite: { afterChange: CollectionAfterChangeHook; afterDelete: CollectionAfterDeleteHook } = {
  afterChange: async ({ doc, previousDoc, req }) => {
    const keys = [...siteKeys(doc as SiteDoc), ...siteKeys(previousDoc as SiteDoc)].map(siteKeyTag)
    await expireTags([...keys, ...settingsTagOf(doc)], req.context)
    return doc
  },
  afterDelete: async ({ doc, req }) => {
    await expireTags([...siteKeys(doc as SiteDoc).map(siteKeyTag), ...settingsTagOf(doc)], req.context)
    return doc
  },
}

/** Cars: a save or delete expires the car's page and its site's search pages. Imports expire once at the end. */
export const revalidateStock: { afterChange: CollectionAfterChangeHook; afterDelete: CollectionAfterDeleteHook } = {
  afterChange: async ({ doc, previousDoc, req }) => {
    await expireTags(carTags(doc as CarDoc, previousDoc as CarDoc), req.context)
    return doc
  },
  afterDelete: async ({ doc, req }) => {
    await expireTags(carTags(doc as CarDoc), req.context)
    return doc
  },
}
