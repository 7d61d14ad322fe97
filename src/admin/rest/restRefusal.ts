/**
 * Requests to Payload's REST API that Payload 3.90.1 answers with a 500 although nothing failed but the request
 * (issue 27.7, found by the staff fuzz), answered here first with the 404 they are:
 * - `/api/{collection}/versions[/{id}]` on a collection without versions: Payload registers the versions routes on
 *   every collection and then reads a versions config that is not there (its own collections: payload-jobs,
 *   payload-kv, payload-locked-documents, payload-preferences).
 * - an id that starts with digits and goes on (`/api/sites/4.x`): Postgres' driver reads it as 4, so a mistyped id
 *   acted on another document instead of naming none.
 * Pure: the route (app/(payload)/api/[...slug]/route.ts) passes the collections' shape from the config. The other
 * REST guards work per collection (collections/hooks/restGuards.ts, idNotANumber.ts), which reaches only ours.
 */

export type CollectionShape = { versions: boolean; numericIds: boolean }

export type Refusal = { status: 404; message: string }

const NOT_FOUND: Refusal = { status: 404, message: 'Not Found' }

/** An id that Postgres would read as a different number than it says: digits followed by anything else. */
const looksNumericButIsNot = (segment: string) => /^[0-9]/.test(segment) && !/^[0-9]+$/.test(segment)

export function restRefusal(pathname: string, collections: ReadonlyMap<string, CollectionShape>): Refusal | null {
  const segments = pathname
    .replace(/^\/api\/?/, '')
    .split('/')
    .filter(Boolean)
    .map(safeDecode)
  const [slug, second, third] = segments
  const shape = slug === undefined ? undefined : collections.get(slug)
  if (!shape) return null // a global, an endpoint of our own, or not Payload's
  if (second === 'versions') {
    if (!shape.versions) return NOT_FOUND
    if (third !== undefined && shape.numericIds && looksNumericButIsNot(third)) return NOT_FOUND
    return null
  }
  if (segments.length === 2 && second !== undefined && shape.numericIds && looksNumericButIsNot(second))
    return NOT_FOUND
  return null
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
