import type { CollectionShape } from '@/admin/rest/restRefusal'
import { payloadClient } from './payloadClient'

/** Collections whose REST path names a key, not an id (`/api/payload-preferences/{key}`). */
const KEYED = new Set(['payload-preferences'])

let shapes: Promise<Map<string, CollectionShape>> | null = null

/** The shape of every collection, Payload's own included, read once from the running Payload. */
export function collectionShapes(): Promise<Map<string, CollectionShape>> {
  shapes ??= payloadClient().then((payload) => {
    const map = new Map<string, CollectionShape>()
    for (const [slug, collection] of Object.entries(payload.collections)) {
      const idType = collection.customIDType ?? payload.db.defaultIDType
      map.set(slug, {
        versions: Boolean(collection.config.versions),
        numericIds: idType === 'number' && !KEYED.has(slug),
      })
    }
    return map
  })
  return shapes
}
