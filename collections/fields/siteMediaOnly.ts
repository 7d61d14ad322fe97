import type { CollectionConfig, Field, FilterOptions, RichTextField, Validate, Where } from 'payload'
import { richText, text } from 'payload/shared'
import { usableMediaFileNames, usableMediaIds } from '@/data/siteMedia'
import { mediaFileNameOf } from '@/lib/mediaFilePath'
import { richTextUploads } from './richTextUploads'

type Related = number | string | { id: number | string } | null | undefined

const idOf = (value: Related) => (value && typeof value === 'object' ? value.id : value)

/**
 * Upload fields take the document's own site's media, or media a platform admin shared with every site. As
 * `filterOptions`, Payload applies it twice: the admin's picker lists only those, and the field's own server-side
 * validation refuses any other id on create and update, whoever sends it (docs/security.md, "Media").
 */
/** The site a document belongs to: a site is its own; platform-wide documents have none. */
const siteOfDocument = (collectionSlug: string | undefined, data: unknown, id: unknown) =>
  collectionSlug === 'sites' ? idOf(id as Related) : idOf((data as { site?: Related } | undefined)?.site)

export const ownSiteMedia =
  (collectionSlug: string): FilterOptions =>
  ({ data, id }) => {
    const site = siteOfDocument(collectionSlug, data, id)
    const shared: Where = { shared: { equals: true } }
    // Platform-wide documents (manufacturers) have no site: only shared media fit them.
    return site === undefined || site === null ? shared : { or: [{ site: { equals: site } }, shared] }
  }

/** What a rich-text field answers for an upload node it may not hold (quoted by tests). */
export const foreignRichTextMedia = (label: string, id: number | string | null) =>
  `${label}: image ${id ?? '(none)'} is not one of this site's images; pick one from this site's media.`

/**
 * Rich text's upload nodes get the same rule as upload fields (Lexical's UploadFeature checks only that the document
 * exists): only media, and only the document's own site's or shared media, checked on the server on every save.
 * Payload's own rich-text validation runs first; a `validate` replaces it, so it is called here.
 */
function richTextMediaValidate(field: RichTextField, collectionSlug: string): Validate {
  const label = typeof field.label === 'string' ? field.label : field.name.replace(/^./, (c) => c.toUpperCase())
  return async (value, options) => {
    const base = await richText(value as never, options as never)
    if (base !== true) return base
    const uploads = richTextUploads(value)
    if (uploads.length === 0) return true
    const notMedia = uploads.find((upload) => upload.relationTo !== 'media' || upload.id === null)
    if (notMedia) return foreignRichTextMedia(label, notMedia.id)
    const site = siteOfDocument(collectionSlug, options.data, options.id)
    const ids = uploads.map((upload) => upload.id!)
    const usable = await usableMediaIds(options.req.payload, site, ids, options.req)
    const foreign = ids.find((id) => !usable.has(String(id)))
    return foreign === undefined ? true : foreignRichTextMedia(label, foreign)
  }
}

/**
 * A photo address (cars' "Photos from the feed") that names a media file of this platform, `/api/media/file/{name}`,
 * must be the car's site's own or shared media: the car page shows it and the car PDF reads it from the store.
 */
export const siteMediaAddress: Validate = async (value, options) => {
  const base = await text(value as never, options as never)
  if (base !== true) return base
  const name = typeof value === 'string' && value.startsWith('/') ? mediaFileNameOf(value) : null
  if (!name) return true
  const site = siteOfDocument(options.collectionSlug, options.data, options.id)
  const usable = site == null ? new Set() : await usableMediaFileNames(options.req.payload, site, [name], options.req)
  return usable.has(name) ? true : `Photo address: ${String(value)} is not one of this site's media files.`
}

function withMediaFilter(fields: Field[], collectionSlug: string): Field[] {
  return fields.map((field): Field => {
    if (field.type === 'richText' && !field.validate)
      return { ...field, validate: richTextMediaValidate(field, collectionSlug) }
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

/**
 * Every media upload field and rich-text field of the collection, at any depth (groups, arrays, tabs, rows, blocks),
 * limited as above.
 */
export function withSiteMediaOnly(collection: CollectionConfig): CollectionConfig {
  return { ...collection, fields: withMediaFilter(collection.fields, collection.slug) }
}
