import type { CollectionConfig, Field, FilterOptions, Where } from 'payload'

type Related = number | string | { id: number | string } | null | undefined

const idOf = (value: Related) => (value && typeof value === 'object' ? value.id : value)

/**
 * Upload fields take the document's own site's media, or media a platform admin shared with every site. As
 * `filterOptions`, Payload applies it twice: the admin's picker lists only those, and the field's own server-side
 * validation refuses any other id on create and update, whoever sends it (docs/security.md, "Media").
 */
export const ownSiteMedia =
  (collectionSlug: string): FilterOptions =>
  ({ data, id }) => {
    const site = collectionSlug === 'sites' ? id : idOf((data as { site?: Related } | undefined)?.site)
    const shared: Where = { shared: { equals: true } }
    // Platform-wide documents (manufacturers) have no site: only shared media fit them.
    return site === undefined || site === null ? shared : { or: [{ site: { equals: site } }, shared] }
  }

function withMediaFilter(fields: Field[], collectionSlug: string): Field[] {
  return fields.map((field): Field => {
    if (field.type === 'upload' && field.relationTo === 'media' && !field.filterOptions)
      return { ...field, filterOptions: ownSiteMedia(collectionSlug) }
    if (field.type === 'tabs')
      return {
        ...field,
        tabs: field.tabs.map((tab) => ({ ...tab, fields: withMediaFilter(tab.fields, collectionSlug) })),
      }
    if (field.type === 'blocks')
      return {
        ...field,
        blocks: field.blocks.map((block) => ({ ...block, fields: withMediaFilter(block.fields, collectionSlug) })),
      }
    if ('fields' in field && Array.isArray(field.fields))
      return { ...field, fields: withMediaFilter(field.fields, collectionSlug) } as Field
    return field
  })
}

/** Every media upload field of the collection, at any depth (groups, arrays, tabs, rows, blocks), limited as above. */
export function withSiteMediaOnly(collection: CollectionConfig): CollectionConfig {
  return { ...collection, fields: withMediaFilter(collection.fields, collection.slug) }
}
