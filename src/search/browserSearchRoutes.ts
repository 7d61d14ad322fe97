/**
 * The only search-service routes a browser may reach through /search-api (issue 27.6). The browser's client
 * (algoliasearch/lite) sends multi-query searches; single-index search and facet search are Algolia's other
 * read-only search routes. Everything else (listing indexes, settings, objects, keys, writes) answers 404 here,
 * whatever the search key in the request would allow.
 *
 * The path is checked segment by segment after decoding, and the forwarded path is rebuilt from the matched
 * route, never from what came in: `%2e%2e`, `%252e`, `..%2f` and friends cannot walk out of the route they matched.
 */
export interface BrowserSearchRoute {
  method: 'POST'
  /** The path to forward, rebuilt from the route, starting with '/'. */
  path: string
}

/** An index or facet name: letters, digits, '_' and '-' (what our index names and facet attributes use), or '.' inside. */
const NAME = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/

const ROUTES: ReadonlyArray<{ pattern: readonly string[] }> = [
  { pattern: ['1', 'indexes', '*', 'queries'] },
  { pattern: ['1', 'indexes', ':index', 'query'] },
  { pattern: ['1', 'indexes', ':index', 'facets', ':facet', 'query'] },
]

/** One segment decoded until it stops changing (double encoding), or null when it cannot be decoded. */
function decoded(segment: string): string | null {
  let current = segment
  for (let i = 0; i < 4; i++) {
    let next: string
    try {
      next = decodeURIComponent(current)
    } catch {
      return null
    }
    if (next === current) return current
    current = next
  }
  return null
}

/**
 * The route a browser's `method` on `segments` (the path after /search-api, as the router split it) may use, or
 * null. Each segment is decoded fully first; one that then holds a '/', a '\', a '%' or is '.'/'..' matches nothing.
 */
export function browserSearchRoute(method: string, segments: readonly string[]): BrowserSearchRoute | null {
  if (method.toUpperCase() !== 'POST') return null
  const parts: string[] = []
  for (const raw of segments) {
    const part = decoded(raw)
    if (part === null || /[/\\%]/.test(part) || part === '.' || part === '..' || part === '') return null
    parts.push(part)
  }
  for (const { pattern } of ROUTES) {
    if (pattern.length !== parts.length) continue
    const fits = pattern.every((want, i) => (want.startsWith(':') ? NAME.test(parts[i]!) : parts[i] === want))
    if (fits) return { method: 'POST', path: `/${parts.map(encodeURIComponent).join('/')}` }
  }
  return null
}
