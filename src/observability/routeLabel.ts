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

function matches(segments: Segment[], parts: string[]): boolean {
  const [first, ...rest] = segments
  if (!first) return parts.length === 0
  if (first.kind === 'any') return true
  if (first.kind === 'many') return parts.length > 0
  if (parts.length === 0) return false
  if (first.kind === 'static' && first.text !== parts[0]!.toLowerCase()) return false
  return matches(rest, parts.slice(1))
}

function compareRank(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const diff = (a[i] ?? -1) - (b[i] ?? -1)
    if (diff !== 0) return diff
  }
  return 0
}

/** A function from a request path (no query string) to its route label, for the given app routes. */
export function routeLabeller(patterns: readonly string[]): (path: string) => string {
  const routes = [...new Set(patterns)].map(parse).sort((a, b) => compareRank(a.rank, b.rank))
  const find = (path: string) => {
    const parts = path.split('/').filter(Boolean)
    return routes.find((route) => matches(route.segments, parts))?.pattern
  }
  return (path) => {
    for (const [test, label] of FIXED) if (test.test(path)) return label
    const direct = find(path)
    // `/` and the admin's and API's catch-alls are top-level routes; any other path on a dealer host is a site page.
    if (direct) return direct
    return find(`/sites/~host${path === '/' ? '' : path}`) ?? 'other'
  }
}

/** The routes in Next's app-path-routes-manifest.json (`{"/(site)/api/health/route": "/api/health", …}`). */
export function routesFromManifest(manifest: unknown): string[] {
  if (!manifest || typeof manifest !== 'object') return []
  return Object.values(manifest).filter((value): value is string => typeof value === 'string')
}
