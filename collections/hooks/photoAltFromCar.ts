import type { CollectionAfterChangeHook } from 'payload'
import { carTitle } from '../../src/domain/carTitle'
import { relationId } from '@/domain/relationId'

/**
 * Photos uploaded to a car (several at once, without typing an alt text for each) take the car's title as their alt
 * text, '2021 Toyota RAV4 GX'; an alt text staff wrote is kept. Only the car's own site's media is touched.
 */
export const photoAltFromCar: CollectionAfterChangeHook = async ({ doc, req }) => {
  const ids = ((doc.photos ?? []) as unknown[]).map(relationId).filter((id): id is number => id !== undefined)
  const siteId = relationId(doc.site)
  const title = (typeof doc.name === 'string' && doc.name.trim()) || carTitle(doc)
  if (ids.length === 0 || siteId === undefined || !title) return doc
  await req.payload.update({
    collection: 'media',
    where: {
      and: [
        { id: { in: ids } },
        { site: { equals: siteId } },
        { or: [{ alt: { exists: false } }, { alt: { equals: '' } }] },
      ],
    },
    data: { alt: title },
    depth: 0,
    overrideAccess: true,
    req,
  })
  return doc
}
