import { slugify } from './slugify'
import { bodyOfSlug, searchStateFromUrl, type SearchState, type SearchUrlOptions } from './searchUrl'

/**
 * Issue 38.2, crawl-safe faceted search. Crawlers follow every filter link, so a search page tells them what to
 * index: the spec's landing pages (content §2: /search/{condition}-cars, /search/{make}[/{model}], /search/{body})
 * are indexable and canonical to themselves; any other search state (text, sort, paging, price, more facets) is
 * `noindex, follow` (its cars' links still count) and canonical to the nearest clean landing page.
 */

export type SearchRobots = 'index, follow' | 'noindex, follow'

export interface SearchIndexing {
  /** Path inside the site of the clean landing page this search belongs to. */
  canonical: string
  robots: SearchRobots
}

/** Spec §2 'default search path': the landing page of a search without landing facets. */
export const DEFAULT_SEARCH_PATH = '/search/new-used-and-demo-cars'

/** Condition (car_type) landing pages, by the sorted types they stand for. */
const CONDITION_PATHS: ReadonlyArray<readonly [string, string]> = [
  ['new', '/search/new-cars'],
  ['used', '/search/used-cars'],
  ['demo', '/search/demo-cars'],
  ['demo,new', '/search/new-and-demo-cars'],
  ['demo,new,used', DEFAULT_SEARCH_PATH],
]

type LandingFacet = 'car_type' | 'make' | 'model' | 'body'

const one = (values: readonly string[] | undefined) => (values?.length === 1 ? values[0] : undefined)

/**
 * The /search/{slug} path of a body facet value, when the spec's body list has it and the path reads back as that
 * body (not as a make of the same slug); undefined otherwise.
 */
export function bodyLandingPath(body: string, options: SearchUrlOptions = {}): string | undefined {
  const slug = slugify(body)
  if (!slug || bodyOfSlug(slug, options.bodies ?? [body]) !== body) return undefined
  if (options.makes?.some((make) => slugify(make) === slug)) return undefined
  return `/search/${slug}`
}

const conditionPath = (types: readonly string[] | undefined) => {
  const key = [...new Set(types ?? [])].sort().join(',')
  return CONDITION_PATHS.find(([k]) => k === key)?.[1]
}

/** The nearest clean landing page of a state and the facets its path stands for: make/model, body, condition. */
function landingOf(state: SearchState, options: SearchUrlOptions): { path: string; facets: LandingFacet[] } {
  const refinements = state.refinements ?? {}
  const make = one(refinements.make)
  if (make) {
    const model = one(refinements.model)
    return model
      ? { path: `/search/${slugify(make)}/${slugify(model)}`, facets: ['make', 'model'] }
      : { path: `/search/${slugify(make)}`, facets: ['make'] }
  }
  const body = one(refinements.body)
  const bodyPath = body === undefined ? undefined : bodyLandingPath(body, options)
  if (bodyPath) return { path: bodyPath, facets: ['body'] }
  const condition = conditionPath(refinements.car_type)
  if (condition) return { path: condition, facets: ['car_type'] }
  return { path: DEFAULT_SEARCH_PATH, facets: [] }
}

/** Whether the state holds anything beyond the facets its landing page's path stands for. */
function goesBeyond(state: SearchState, facets: readonly LandingFacet[]): boolean {
  if (state.query?.trim() || state.sortBy || (state.page ?? 1) > 1) return true
  if (Object.values(state.ranges ?? {}).some((r) => r && (r.min !== undefined || r.max !== undefined))) return true
  return Object.entries(state.refinements ?? {}).some(
    ([attribute, values]) => (values?.length ?? 0) > 0 && !(facets as readonly string[]).includes(attribute),
  )
}

/** The indexing of a search state: its landing page, and whether the state is that page and nothing more. */
export function searchStateIndexing(state: SearchState, options: SearchUrlOptions = {}): SearchIndexing {
  const { path, facets } = landingOf(state, options)
  return { canonical: path, robots: goesBeyond(state, facets) ? 'noindex, follow' : 'index, follow' }
}

/** The indexing of a search URL inside the site ('/search/used-cars?make=Toyota&sortBy=price_asc'). */
export const searchIndexing = (url: string, options: SearchUrlOptions = {}): SearchIndexing =>
  searchStateIndexing(searchStateFromUrl(url, options), options)

/**
 * A preset search route (/used-car/list, /used-car/new-cars, /7-seater-cars-for-sale): its own path is its landing
 * page, and any search state in its query string goes beyond it.
 */
export function presetRouteIndexing(routePath: string, query: string): SearchIndexing {
  const state = searchStateFromUrl(`/search?${query.replace(/^\?/, '')}`)
  return { canonical: routePath, robots: goesBeyond(state, []) ? 'noindex, follow' : 'index, follow' }
}

/**
 * robots.txt rules (Google's wildcards) that keep crawlers out of the search's sort, page-size, text and deep filter
 * forms: more than one query parameter, or several values of one filter. Every URL they match is `noindex` by
 * searchIndexing, and no landing page (a path without a query) matches, so crawlers lose nothing indexable.
 */
export function searchCrawlDisallows(basePath = ''): string[] {
  return [
    '/*?*sortBy=',
    '/*?*hitsPerPage=',
    '/*?*query=',
    ...['/search', '/used-car/', '/7-seater-cars-for-sale'].flatMap((path) => [
      `${basePath}${path}*?*&`,
      `${basePath}${path}*?*,`,
    ]),
  ]
}

/** A site's listed stock counted per landing facet (the search service's facet counts). */
export interface LandingFacetCounts {
  car_type?: Record<string, number>
  make?: Record<string, number>
  /** 'make model' values ('Toyota RAV4'), split by the longest make they start with. */
  make_model?: Record<string, number>
  body?: Record<string, number>
}

const withStock = (counts: Record<string, number> | undefined) =>
  Object.entries(counts ?? {})
    .filter(([value, count]) => value.trim() !== '' && count > 0)
    .map(([value]) => value)

/**
 * The landing pages of a site that have stock, for its sitemap: the default search, each condition (new-and-demo
 * only when both have stock, else it repeats one of them), each make, each make's models and each listed body,
 * deduplicated, in that order.
 */
export function landingPagePaths(counts: LandingFacetCounts): string[] {
  const types = withStock(counts.car_type)
  const makes = withStock(counts.make)
  const bodies = withStock(counts.body)
  const longestFirst = [...makes].sort((a, b) => b.length - a.length)
  const paths = [
    ...(types.length > 0 || makes.length > 0 ? [DEFAULT_SEARCH_PATH] : []),
    ...types.flatMap((type) => conditionPath([type]) ?? []),
    ...(types.includes('new') && types.includes('demo') ? [conditionPath(['new', 'demo'])!] : []),
    ...makes.map((make) => `/search/${slugify(make)}`),
    ...withStock(counts.make_model).flatMap((makeModel) => {
      const make = longestFirst.find((m) => makeModel.startsWith(`${m} `))
      const model = make ? makeModel.slice(make.length + 1).trim() : ''
      return make && slugify(model) ? [`/search/${slugify(make)}/${slugify(model)}`] : []
    }),
    ...bodies.flatMap((body) => bodyLandingPath(body, { makes, bodies }) ?? []),
  ]
  return [...new Set(paths)].filter((path) => !/\/search\/?$/.test(path) && !path.includes('//'))
}
