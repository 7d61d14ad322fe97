import {
  searchStateFromUrl,
  searchStateToUrl,
  type FilterAttribute,
  type SearchState,
  type SearchUrlOptions,
} from '@/domain/searchUrl'

/** A search route with refinements fixed by its path (e.g. /used-car/list → car_type used; 7 seaters → seats 7). */
export interface SearchRoute {
  /** Path of this route without refinements, e.g. '/search', '/used-car/list', '/7-seater-cars-for-sale'. */
  path: string
  /** Refinements the path stands for (not written in the query string while on this path). */
  preset?: Partial<Record<FilterAttribute, string[]>>
}

const withoutPreset = (state: SearchState, route: SearchRoute): SearchState => {
  if (!route.preset) return state
  const refinements = { ...state.refinements }
  for (const [attribute, values] of Object.entries(route.preset) as [FilterAttribute, string[]][]) {
    const current = refinements[attribute]
    if (current && current.length === values.length && current.every((v) => values.includes(v)))
      delete refinements[attribute]
  }
  return { ...state, refinements }
}

/**
 * Spec §2 URL of a search on a route: the route's own path while the state still contains its preset (which the path
 * then stands for), otherwise the general /search URL (car_type and make in the path, the rest in the query string).
 */
export function routeSearchUrl(state: SearchState, route: SearchRoute, options: SearchUrlOptions = {}): string {
  const rest = withoutPreset(state, route)
  const presetKept = route.preset
    ? Object.keys(rest.refinements ?? {}).length < Object.keys(state.refinements ?? {}).length ||
      !Object.keys(route.preset).length
    : true
  const onRoute = searchStateToUrl(rest, { ...options, basePath: route.path })
  const routePathOnly = onRoute.split('?')[0] === route.path
  if (route.preset && presetKept && routePathOnly) return onRoute
  if (!route.preset && routePathOnly) return onRoute
  return searchStateToUrl(state, { ...options, basePath: '/search' })
}

/** The inverse: a URL (without the site prefix) → search state, adding the route's preset when on its path. */
export function routeSearchState(url: string, route: SearchRoute, options: SearchUrlOptions = {}): SearchState {
  const path = url.split('?')[0]?.replace(/\/+$/, '') || '/'
  if (route.preset && path === route.path) {
    const state = searchStateFromUrl(url.replace(route.path, '/search'), options)
    const refinements = { ...state.refinements }
    for (const [attribute, values] of Object.entries(route.preset) as [FilterAttribute, string[]][]) {
      refinements[attribute] = [...new Set([...(refinements[attribute] ?? []), ...values])]
    }
    return { ...state, refinements }
  }
  if (path !== '/search' && !path.startsWith('/search/'))
    return searchStateFromUrl(url.replace(path, '/search'), options)
  return searchStateFromUrl(url, options)
}

/** Strips the site's fallback prefix (/sites/{slug}) from a browser path. */
export function pathInSite(pathname: string, basePath: string): string {
  return basePath && pathname.startsWith(basePath) ? pathname.slice(basePath.length) || '/' : pathname
}

/** The query string ('?…', or '') of a page's search parameters as Next hands them over, commas and colons kept. */
export function searchParamsQuery(searchParams: Record<string, string | string[] | undefined>): string {
  const pairs: string[] = []
  for (const [key, value] of Object.entries(searchParams)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value])
      pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(v).replace(/%2C/gi, ',').replace(/%3A/gi, ':')}`)
  }
  return pairs.length ? `?${pairs.join('&')}` : ''
}
