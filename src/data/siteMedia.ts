import type { Payload, PayloadRequest, Where } from 'payload'
import { Media } from '../../collections/Media'

/**
 * Which media a site may show: its own, or media a platform admin marked shared (docs/security.md, "Media"). Read
 * with access overridden, because the callers (validation of a save, the feed import job, the car PDF) decide for the
 * document's site, not for whoever is asking.
 */
const usableBy = (siteId: number | string): Where => ({
  or: [{ site: { equals: siteId } }, { shared: { equals: true } }],
})

/** The ids among `ids` that are media the site may show. */
export async function usableMediaIds(
  payload: Payload,
  siteId: number | string | null | undefined,
  ids: readonly (number | string)[],
  req?: Partial<PayloadRequest>,
): Promise<Set<string>> {
  if (ids.length === 0) return new Set()
  const { docs } = await payload.find({
    collection: 'media',
    where: { and: [{ id: { in: [...ids] } }, siteId == null ? { shared: { equals: true } } : usableBy(siteId)] },
    depth: 0,
    limit: ids.length,
    pagination: false,
    select: { filename: true },
    overrideAccess: true,
    req,
  })
  return new Set(docs.map((doc) => String(doc.id)))
}

const SIZE_NAMES = (Media.upload && typeof Media.upload === 'object' ? (Media.upload.imageSizes ?? []) : []).map(
  (size) => size.name,
)

/** The file names among `names` (an original or one of its sizes) that belong to media the site may show. */
export async function usableMediaFileNames(
  payload: Payload,
  siteId: number | string,
  names: readonly string[],
  req?: Partial<PayloadRequest>,
): Promise<Set<string>> {
  if (names.length === 0) return new Set()
  const wanted = [...new Set(names)]
  const { docs } = await payload.find({
    collection: 'media',
    where: {
      and: [
        usableBy(siteId),
        {
          or: [
            { filename: { in: wanted } },
            ...SIZE_NAMES.map((size) => ({ [`sizes.${size}.filename`]: { in: wanted } })),
          ],
        },
      ],
    },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const found = new Set<string>()
  for (const doc of docs) {
    if (doc.filename) found.add(doc.filename)
    for (const size of Object.values(doc.sizes ?? {})) if (size?.filename) found.add(size.filename)
  }
  return new Set(wanted.filter((name) => found.has(name)))
}
