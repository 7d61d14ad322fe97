import type { CollectionSlug, Payload, PayloadRequest, Where } from 'payload'
import { usableMediaIds } from './siteMedia'

/**
 * Collections every site may name: platform reference data with no site of its own, read by anyone. Any other
 * collection without a `site` field (Payload's own, shoppers' data) is never a site's to link to.
 */
const PLATFORM_WIDE = new Set(['manufacturers', 'complaint-authorities'])

/** Ids a document of a site may name: strict positive integers (a malformed id is nobody's document). */
const idsToLook = (ids: readonly (number | string)[]) =>
  [...new Set(ids.map(String))].filter((id) => /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2147483647)

/** How a collection's documents belong to a site, or null when none of them belongs to one. */
function ownedBy(payload: Payload, relationTo: string, siteId: number | string): Where | null {
  if (relationTo === 'sites') return { id: { equals: siteId } }
  if (relationTo === 'users') return { 'tenants.site': { equals: siteId } }
  const config = (payload.collections as Record<string, { config: { flattenedFields: { name: string }[] } }>)[
    relationTo
  ]?.config
  return config?.flattenedFields.some((field) => field.name === 'site') ? { site: { equals: siteId } } : null
}

/**
 * The ids among `ids` of `relationTo` documents that a document of `siteId` may name (in rich text): the site itself,
 * its own documents, its staff, its own or shared media, and platform reference data. A document without a site
 * (platform-wide) may name only platform reference data and shared media. Read with access overridden: the answer is
 * for the document's site, not for whoever saves it.
 */
export async function nameableDocumentIds(
  payload: Payload,
  siteId: number | string | null | undefined,
  relationTo: string,
  ids: readonly (number | string)[],
  req?: Partial<PayloadRequest>,
): Promise<Set<string>> {
  const wanted = idsToLook(ids)
  if (wanted.length === 0 || !(relationTo in payload.collections)) return new Set()
  if (relationTo === 'media') return usableMediaIds(payload, siteId, wanted, req)
  const owner = PLATFORM_WIDE.has(relationTo) ? null : siteId == null ? undefined : ownedBy(payload, relationTo, siteId)
  if (owner === undefined || (owner === null && !PLATFORM_WIDE.has(relationTo))) return new Set()
  const { docs } = await payload.find({
    collection: relationTo as CollectionSlug,
    where: { and: [{ id: { in: wanted } }, ...(owner ? [owner] : [])] },
    depth: 0,
    limit: wanted.length,
    pagination: false,
    select: {},
    overrideAccess: true,
    req,
  })
  return new Set(docs.map((doc) => String(doc.id)))
}
