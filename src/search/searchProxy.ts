import { browserSearchRoute } from './browserSearchRoutes'
import { searchConnection } from './connection'

/**
 * Browsers reach the embedded search service through the site's own origin (/search-api/…, DESIGN.md "Search").
 * Forwarded at run time to the service this server is configured with (SEARCH_URL; the embedded one on loopback without it): a
 * Next rewrite would bake the address into the build, and a build made for one deployment (or one test run's port)
 * would send every browser search of another to a dead address. With Algolia, browsers talk to Algolia directly.
 */

/** The request headers the Algolia protocol needs; cookies and the rest stay here. */
const FORWARDED_HEADERS = ['content-type', 'x-algolia-api-key', 'x-algolia-application-id']
/** A multi-query search is a few kilobytes; anything near this is not a search. */
const MAX_BODY_BYTES = 256 * 1024
const TIMEOUT_MS = 5_000

const answer = (status: number, message: string) => Response.json({ message, status }, { status })

export async function forwardToSearchService(request: Request, path: readonly string[]): Promise<Response> {
  const connection = searchConnection()
  const host = connection.serverHosts?.[0]
  if (!connection.proxiedForBrowsers || !host) return answer(404, 'Not found')
  // Only the search routes a browser needs, rebuilt from the matched route (src/search/browserSearchRoutes.ts).
  const route = browserSearchRoute(request.method, path)
  if (!route) return answer(404, 'Not found')
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer()
  if (body && body.byteLength > MAX_BODY_BYTES) return answer(413, 'The search request is too large.')
  const headers = new Headers()
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers.get(name)
    if (value !== null) headers.set(name, value)
  }
  const { search } = new URL(request.url)
  const target = `${host.protocol}://${host.url}${route.path}${search}`
  try {
    const upstream = await fetch(target, {
      method: request.method,
      headers,
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    const bytes = await upstream.arrayBuffer()
    return new Response(bytes, {
      status: upstream.status,
      headers: {
        'content-type': upstream.headers.get('content-type') ?? 'application/json',
        'cache-control': 'no-store',
      },
    })
  } catch (error) {
    console.warn(
      JSON.stringify({ level: 'warn', msg: 'search service unreachable from /search-api', error: String(error) }),
    )
    return answer(503, 'Search is unavailable right now.')
  }
}
