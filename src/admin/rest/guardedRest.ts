import { collectionShapes } from '@/data/collectionShapes'
import { deleteOwnPreference } from '@/data/preferences'
import { restRefusal } from './restRefusal'

type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

const PREFERENCE = /^\/api\/payload-preferences\/([^/]+)\/?$/

/**
 * Payload's REST handler with the requests it would answer 500 for no fault of the server answered first
 * (restRefusal.ts), and the one route it gets wrong done here (src/data/preferences.ts).
 */
export function guardedRest(handler: Handler, method: string): Handler {
  return async (request, context) => {
    const { pathname } = new URL(request.url)
    const refusal = restRefusal(pathname, await collectionShapes())
    if (refusal)
      return Response.json(
        { errors: [{ message: refusal.message }] },
        { status: refusal.status, headers: { 'Cache-Control': 'no-store' } },
      )
    const key = method === 'DELETE' ? PREFERENCE.exec(pathname)?.[1] : undefined
    if (key !== undefined) return deleteOwnPreference(request.headers, safeDecode(key))
    return handler(request, context)
  }
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
