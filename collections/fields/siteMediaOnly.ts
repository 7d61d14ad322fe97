import type { CollectionConfig, Field, FilterOptions, RichTextField, Validate, Where } from 'payload'
import { richText, text, textarea } from 'payload/shared'
import { usableMediaFileNames, usableMediaIds } from '@/data/siteMedia'
import { mediaReferenceOf } from '@/lib/mediaFilePath'
import { nameableDocumentIds } from '@/data/siteDocuments'
import { relationIdOrDigits } from '@/domain/relationId'
import { richTextLinkAddresses, richTextReferences, richTextUploads } from './richTextUploads'

/** A field's label as errors name it: its own when it is text, else its name capitalised. */
const labelOf = (field: { label?: unknown; name: string }) =>
  typeof field.label === 'string' ? field.label : field.name.replace(/^./, (c) => c.toUpperCase())

/**
 * Upload fields take the document's own site's media, or media a platform admin shared with every site. As
 * `filterOptions`, Payload applies it twice: the admin's picker lists only those, and the field's own server-side
 * validation refuses any other id on create and update, whoever sends it (docs/security.md, "Media").
 */
/** The site a document belongs to: a site is its own; platform-wide documents have none. */
const siteOfDocument = (collectionSlug: string | undefined, data: unknown, id: unknown) =>
  collectionSlug === 'sites'
    ? relationIdOrDigits(id)
    : relationIdOrDigits((data as { site?: unknown } | undefined)?.site)

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

/** What a rich-text field answers for a link or relationship to a document of another site (quoted by tests). */
export const foreignRichTextDocument = (label: string, relationTo: string, id: number | string | null) =>
  `${label}: ${relationTo || 'document'} ${id ?? '(none)'} is not one of this site's documents; link only to this site's own.`

/**
 * Rich text's upload nodes get the same rule as upload fields (Lexical's UploadFeature checks only that the document
 * exists): only media, and only the document's own site's or shared media, checked on the server on every save.
 * Its relationship nodes and internal links name only the document's own site's documents (another site's leads,
 * staff or offers would be shown, or linked, on this site's pages: issue 38.6), and its links' addresses follow the
 * media-address rule below. Payload's own rich-text validation runs first; a `validate` replaces it, so it is called
 * here.
 */
function richTextMediaValidate(field: RichTextField, collectionSlug: string): Validate {
  const label = labelOf(field)
  return async (value, options) => {
    const base = await richText(value as never, options as never)
    if (base !== true) return base
    const site = siteOfDocument(collectionSlug, options.data, options.id)
    const uploads = richTextUploads(value)
    if (uploads.length > 0) {
      const notMedia = uploads.find((upload) => upload.relationTo !== 'media' || upload.id === null)
      if (notMedia) return foreignRichTextMedia(label, notMedia.id)
      const ids = uploads.map((upload) => upload.id!)
      const usable = await usableMediaIds(options.req.payload, site, ids, options.req)
      const foreign = ids.find((id) => !usable.has(String(id)))
      if (foreign !== undefined) return foreignRichTextMedia(label, foreign)
    }
    const references = richTextReferences(value)
    for (const relationTo of new Set(references.map((reference) => reference.relationTo))) {
      const named = references.filter((reference) => reference.relationTo === relationTo)
      const ids = named.flatMap((reference) => (reference.id === null ? [] : [reference.id]))
      const nameable = await nameableDocumentIds(options.req.payload, site, relationTo, ids, options.req)
      const foreign = named.find((reference) => reference.id === null || !nameable.has(String(reference.id)))
      if (foreign) return foreignRichTextDocument(label, foreign.relationTo, foreign.id)
    }
    const [foreignLink] = await foreignMediaReferences(richTextLinkAddresses(value), options, collectionSlug)
    return foreignLink === undefined ? true : foreignMediaAddress(label, foreignLink)
  }
}

/** What a field answers for a reference to a media file the document's site may not show (quoted by tests). */
export const foreignMediaAddress = (label: string, reference: string) =>
  `${label}: ${reference} is not one of this site's media files.`

/** The references among `references` that name a media file the document's site may not show. */
async function foreignMediaReferences(
  references: string[],
  options: Parameters<Validate>[1],
  collectionSlug: string | undefined,
): Promise<string[]> {
  const named = references.flatMap((reference) => {
    const name = mediaReferenceOf(reference)
    return name === null ? [] : [{ reference, name }]
  })
  if (named.length === 0) return []
  const site = siteOfDocument(collectionSlug, options.data, options.id)
  const names = named.map((n) => n.name)
  const usable = site == null ? new Set() : await usableMediaFileNames(options.req.payload, site, names, options.req)
  return named.filter((n) => !usable.has(n.name)).map((n) => n.reference)
}

/**
 * A text that names a media file of this platform (`/api/media/file/{name}`, in any form a browser resolves there:
 * src/lib/mediaFilePath.ts) must name the document's site's own or shared media: cars' "Photos from the feed", an
 * offer's or a model's image address, a navigation link, any text field. The field's own validation runs first.
 */
function mediaAddressValidate(label: string, own?: Validate): Validate {
  return async (value, options) => {
    const base = own ? await own(value, options) : true
    if (base !== true) return base
    const texts = (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string')
    const [foreign] = await foreignMediaReferences(texts, options, options.collectionSlug)
    return foreign === undefined ? true : foreignMediaAddress(label, foreign)
  }
}

/** Cars' "Photo address" (collections/Cars.ts): Payload's text validation, then the rule above. */
export const siteMediaAddress: Validate = mediaAddressValidate('Photo address', text as Validate)

function withMediaFilter(fields: Field[], collectionSlug: string): Field[] {
  return fields.map((field): Field => {
    if (field.type === 'richText' && !field.validate)
      return { ...field, validate: richTextMediaValidate(field, collectionSlug) }
    if (field.type === 'text' && !field.virtual && field.validate !== siteMediaAddress)
      return {
        ...field,
        validate: mediaAddressValidate(labelOf(field), (field.validate as Validate | undefined) ?? (text as Validate)),
      } as Field
    if (field.type === 'textarea' && !field.virtual)
      return {
        ...field,
        validate: mediaAddressValidate(
          labelOf(field),
          (field.validate as Validate | undefined) ?? (textarea as Validate),
        ),
      } as Field
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
