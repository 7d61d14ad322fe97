/**
 * The `route` label of the request metrics: the app route a path is served by (`/sites/[site]/cars/[slug]`), never
 * the path itself, so a series exists per route and not per car, search or file (Prometheus keeps every label value
 * it ever saw). The routes are Next's own list (`.next/app-path-routes-manifest.json`, read by scripts/serve.ts);
 * a path none of them takes is `other`. A dealer host's paths are served under `/sites/[site]` (src/proxy.ts), so a
 * path that is not a top-level route is looked up there.
 */

type Segment = { kind: 'static'; text: string } | { kind: 'one' } | { kind: 'many' } | { kind: 'any' }
type Route = { pattern: string; segments: Segment[]; rank: number[] }

/** Labels that are not app routes: Next's files and what the server answers itself. */
const FIXED: [RegExp, string][] = [
  [/^\/_next\/static\//, '/_next/static/*'],
  [/^\/_next\/image\/?$/, '/_next/image'],
  [/^\/_next\//, '/_next/*'],
]

function parse(pattern: string): Route {
  const segments: Segment[] = pattern
    .split('/')
    .filter(Boolean)
    .map((part) => {
      if (/^\[\[\.\.\..+\]\]$/.test(part)) return { kind: 'any' }
      if (/^\[\.\.\..+\]$/.test(part)) return { kind: 'many' }
      if (/^\[.+\]$/.test(part)) return { kind: 'one' }
      return { kind: 'static', text: part.toLowerCase() }
    })
  // Next's precedence: a static segment before a dynamic one, a dynamic one before a catch-all.
  const order = { static: 0, one: 1, many: 2, any: 3 } as const
  return { pattern, segments, rank: segments.map((s) => order[s.kind]) }
}

/** Whether the route's segments take `parts` from index `from` on (by index: this runs on every request). */
function matches(segments: Segment[], parts: string[], from = 0): boolean {
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!
    const left = parts.length - from - i
    if (segment.kind === 'any') return true
    if (segment.kind === 'many') return left > 0
    if (left <= 0) return false
    if (segment.kind === 'static' && segment.text !== parts[from + i]!.toLowerCase()) return false
  }
  return parts.length - from === segments.length
}

function compareRank(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const diff = (a[i] ?? -1) - (b[i] ?? -1)
    if (diff !== 0) return diff
  }
  return 0
}

/** Paths whose label is remembered: the pages a front cache answers thousands of times a second are a few. */
const REMEMBERED_PATHS = 5_000

/**
 * A function from a request path (no query string) to its route label, for the given app routes. Each path's label
 * is remembered (up to REMEMBERED_PATHS, then forgotten all at once): matching it against every route cost more than
 * serving a page from the front cache (bench:pages, 2026-11-29).
 */
export function routeLabeller(patterns: readonly string[]): (path: string) => string {
  const routes = [...new Set(patterns)].map(parse).sort((a, b) => compareRank(a.rank, b.rank))
  const find = (parts: string[]) => routes.find((route) => matches(route.segments, parts))?.pattern
  const label = (path: string) => {
    for (const [test, fixed] of FIXED) if (test.test(path)) return fixed
    const parts = path.split('/').filter(Boolean)
    // `/` and the admin's and API's catch-alls are top-level routes; any other path on a dealer host is a site page.
    return find(parts) ?? find(['sites', '~host', ...parts]) ?? 'other'
  }
  const remembered = new Map<string, string>()
  return (path) => {
    let known = remembered.get(path)
    if (known === undefined) {
      if (remembered.size >= REMEMBERED_PATHS) remembered.clear()
      remembered.set(path, (known = label(path)))
    }
    return known
  }
}

/** The routes in Next's app-path-routes-manifest.json (`{"/(site)/api/health/route": "/api/health", …}`). */
export function routesFromManifest(manifest: unknown): string[] {
  if (!manifest || typeof manifest !== 'object') return []
  return Object.values(manifest).filter((value): value is string => typeof value === 'string')
}
