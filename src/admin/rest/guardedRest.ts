import type { SanitizedConfig } from 'payload'
import { getPayload } from 'payload'
import { deleteOwnPreference } from './deleteOwnPreference'
import { type CollectionShape, restRefusal } from './restRefusal'

type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

/** Collections whose REST path names a key, not an id (`/api/payload-preferences/{key}`). */
const KEYED = new Set(['payload-preferences'])

let shapes: Promise<Map<string, CollectionShape>> | null = null

/** The shape of every collection, Payload's own included, read once from the running Payload. */
function collectionShapes(config: Promise<SanitizedConfig>): Promise<Map<string, CollectionShape>> {
  shapes ??= getPayload({ config }).then((payload) => {
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

const answer = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })

/**
 * Payload's REST handler with the requests it would answer 500 for no fault of the server answered first
 * (src/admin/rest/restRefusal.ts), and the one route it gets wrong done here (deleteOwnPreference.ts).
 */
export function guardedRest(config: Promise<SanitizedConfig>, handler: Handler, method: string): Handler {
  return async (request, context) => {
    const { pathname } = new URL(request.url)
    const refusal = restRefusal(pathname, await collectionShapes(config))
    if (refusal) return answer(refusal.status, refusal.message)
    if (method === 'DELETE') {
      const key = /^\/api\/payload-preferences\/([^/]+)\/?$/.exec(pathname)?.[1]
      if (key !== undefined) return deleteOwnPreference(await getPayload({ config }), request, decodeURIComponent(key))
    }
    return handler(request, context)
  }
}
