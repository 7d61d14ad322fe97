import { NotFoundError, type SearchEngine } from '../engine/engine'
import { isJsonObject, type JsonObject } from '../engine/json'
import { retrieveAttributes } from '../engine/retrieve'
import { browsePage, executeSearch, recordMatches, searchFacetValues, type SearchOutcome } from '../engine/search'
import type { Conjunction } from '../filter'
import { requireAdmin, requireIndexAllowed, type Access } from './auth'
import { badRequest, HttpError, notFound } from './http-error'
import { route, type Answer, type Route, type RouteContext } from './router'
import { collectParams, encodeParams, readFacetSearch, toSearchQuery, type RawParams } from './search-params'

const FILTER_PARAMS = ['filters', 'facetFilters', 'numericFilters', 'tagFilters'] as const

/**
 * Applies a secured key: its filters are ANDed to the request's (they can never be removed), its
 * other search parameters replace the request's.
 */
function restrictParams(access: Access, params: RawParams): { params: RawParams; enforced: Conjunction } {
  if (access.level !== 'secured') return { params, enforced: [] }
  const keyParams = access.restrictions.searchParams
  const keyFilters: RawParams = {}
  const overrides: RawParams = {}
  for (const [name, value] of Object.entries(keyParams)) {
    if ((FILTER_PARAMS as readonly string[]).includes(name)) keyFilters[name] = value
    else overrides[name] = value
  }
  let enforced: Conjunction
  try {
    enforced = toSearchQuery(keyFilters).filters
  } catch (error) {
    throw badRequest(
      `Invalid restriction in secured API key: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
  return { params: { ...params, ...overrides }, enforced }
}

function indexNameOf(value: unknown, where: string): string {
  if (typeof value !== 'string' || value === '') throw badRequest(`${where}: indexName is required`)
  return value
}

function checkSearchAccess(access: Access, engine: SearchEngine, indexName: string): void {
  requireIndexAllowed(access, indexName)
  if (!engine.has(indexName)) throw notFound('Index does not exist')
}

function searchAnswer(indexName: string, raw: RawParams, outcome: SearchOutcome): Answer {
  return {
    hits: outcome.hits,
    nbHits: outcome.nbHits,
    page: outcome.page,
    nbPages: outcome.nbPages,
    hitsPerPage: outcome.hitsPerPage,
    ...(outcome.offset !== undefined ? { offset: outcome.offset, length: outcome.length } : {}),
    ...(outcome.facets !== undefined ? { facets: outcome.facets } : {}),
    ...(outcome.facetsStats !== undefined ? { facets_stats: outcome.facetsStats } : {}),
    exhaustiveFacetsCount: true,
    exhaustiveNbHits: true,
    exhaustive: { facetsCount: true, nbHits: true, typo: true },
    query: typeof raw.query === 'string' ? raw.query : '',
    params: encodeParams(raw),
    index: indexName,
    processingTimeMS: Math.max(1, Math.round(outcome.processingTimeMS)),
  }
}

function runSearch(context: RouteContext, indexName: string, requestParams: RawParams): Answer {
  checkSearchAccess(context.access, context.engine, indexName)
  const { params, enforced } = restrictParams(context.access, requestParams)
  const outcome = executeSearch(context.engine.view(indexName), toSearchQuery(params, enforced))
  return searchAnswer(indexName, requestParams, outcome)
}

function runFacetSearch(context: RouteContext, indexName: string, facet: string, requestParams: RawParams): Answer {
  checkSearchAccess(context.access, context.engine, indexName)
  const { facetQuery, maxFacetHits } = readFacetSearch(requestParams)
  const { params, enforced } = restrictParams(context.access, requestParams)
  const searchParams: RawParams = { ...params }
  delete searchParams.facetQuery
  delete searchParams.maxFacetHits
  const outcome = searchFacetValues(
    context.engine.view(indexName),
    facet,
    facetQuery,
    toSearchQuery(searchParams, enforced),
    maxFacetHits,
  )
  return {
    facetHits: outcome.facetHits,
    exhaustiveFacetsCount: true,
    exhaustive: { facetsCount: true },
    processingTimeMS: Math.max(1, Math.round(outcome.processingTimeMS)),
  }
}

/** getObject for a secured key only sees records its filters allow. */
function visibleRecord(
  context: RouteContext,
  indexName: string,
  objectID: string,
  attributesToRetrieve: readonly string[] | undefined,
): JsonObject {
  requireIndexAllowed(context.access, indexName)
  const record = context.engine.getObject(indexName, objectID)
  const view = context.engine.view(indexName)
  if (context.access.level === 'secured') {
    const { enforced } = restrictParams(context.access, {})
    const id = view.store.internalId(objectID)
    if (id === undefined || !recordMatches(view, enforced, id)) throw notFound('ObjectID does not exist')
  }
  return retrieveAttributes(
    record,
    attributesToRetrieve ?? view.settings.attributesToRetrieve,
    view.settings.unretrievableAttributes,
  )
}

interface BrowseCursor {
  readonly epoch: number
  readonly after: number
  readonly params: RawParams
}

function encodeCursor(cursor: BrowseCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url')
}

function decodeCursor(text: string): BrowseCursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'))
    if (
      isJsonObject(parsed) &&
      typeof parsed.epoch === 'number' &&
      typeof parsed.after === 'number' &&
      isJsonObject(parsed.params)
    ) {
      return { epoch: parsed.epoch, after: parsed.after, params: parsed.params }
    }
  } catch {
    // fall through to the error below
  }
  throw badRequest('Invalid cursor')
}

/** Browse in the index's order (records' sequence numbers), which stays stable while records are written. */
function browse(context: RouteContext, indexName: string, requestParams: RawParams): Answer {
  requireAdmin(context.access)
  if (!context.engine.has(indexName)) throw notFound('Index does not exist')
  const view = context.engine.view(indexName)
  let params = requestParams
  let after = -1
  if (typeof requestParams.cursor === 'string' && requestParams.cursor !== '') {
    const cursor = decodeCursor(requestParams.cursor)
    if (cursor.epoch !== view.store.epoch)
      throw badRequest('Cursor is no longer valid: the index was rebuilt, start the browse again')
    params = cursor.params
    after = cursor.after
  }
  const withoutCursor: RawParams = { ...params }
  delete withoutCursor.cursor
  const query = toSearchQuery(withoutCursor)
  const started = performance.now()
  const hitsPerPage = query.hitsPerPage ?? 1000
  const found = browsePage(view, query, after, Math.max(1, hitsPerPage))
  const attributesToRetrieve = query.attributesToRetrieve ?? view.settings.attributesToRetrieve
  const hits = Array.from(found.ids, (id) =>
    retrieveAttributes(
      view.store.recordAt(id) as JsonObject,
      attributesToRetrieve,
      view.settings.unretrievableAttributes,
    ),
  )
  const end = found.skipped + found.ids.length
  const more = end < found.total
  const last = found.ids[found.ids.length - 1]
  return {
    hits,
    nbHits: found.total,
    page: Math.floor(found.skipped / Math.max(1, hitsPerPage)),
    nbPages: Math.ceil(found.total / Math.max(1, hitsPerPage)),
    hitsPerPage,
    exhaustiveNbHits: true,
    query: query.query,
    params: encodeParams(withoutCursor),
    processingTimeMS: Math.max(1, Math.round(performance.now() - started)),
    ...(more && last !== undefined
      ? { cursor: encodeCursor({ epoch: view.store.epoch, after: view.store.order[last], params: withoutCursor }) }
      : {}),
  }
}

function requestsOf(body: JsonObject): JsonObject[] {
  const requests = body.requests
  if (!Array.isArray(requests)) throw badRequest('requests must be an array')
  return requests.map((request, i) => {
    if (!isJsonObject(request)) throw badRequest(`requests[${i}] must be an object`)
    return request
  })
}

function multiQueries(context: RouteContext): Answer {
  const results = requestsOf(context.body).map((request, i) => {
    const indexName = indexNameOf(request.indexName, `requests[${i}]`)
    const params = collectParams(request)
    if (request.type === 'facet') {
      if (typeof request.facet !== 'string' || request.facet === '')
        throw badRequest(`requests[${i}]: facet is required for type 'facet'`)
      return runFacetSearch(context, indexName, request.facet, params)
    }
    if (request.type !== undefined && request.type !== 'default')
      throw badRequest(`requests[${i}]: unknown type '${String(request.type)}'`)
    return runSearch(context, indexName, params)
  })
  return { results }
}

function getObjects(context: RouteContext): Answer {
  const results = requestsOf(context.body).map((request, i) => {
    const indexName = indexNameOf(request.indexName, `requests[${i}]`)
    if (typeof request.objectID !== 'string') throw badRequest(`requests[${i}]: objectID is required`)
    const attributes = Array.isArray(request.attributesToRetrieve)
      ? request.attributesToRetrieve.filter((a): a is string => typeof a === 'string')
      : undefined
    try {
      return visibleRecord(context, indexName, request.objectID, attributes)
    } catch (error) {
      if (error instanceof NotFoundError || (error instanceof HttpError && error.status === 404)) return null
      throw error
    }
  })
  return { results }
}

export const searchRoutes: readonly Route[] = [
  route('POST', 'indexes/*/queries', multiQueries),
  route('POST', 'indexes/*/objects', getObjects),
  route('POST', 'indexes/:index/query', (c, p) => runSearch(c, p.index, collectParams(c.body))),
  route('GET', 'indexes/:index', (c, p) =>
    runSearch(c, p.index, Object.fromEntries([...c.query].filter(([k]) => !k.startsWith('x-algolia')))),
  ),
  route('POST', 'indexes/:index/facets/:facet/query', (c, p) =>
    runFacetSearch(c, p.index, p.facet, collectParams(c.body)),
  ),
  route('POST', 'indexes/:index/browse', (c, p) => browse(c, p.index, collectParams(c.body))),
  route('GET', 'indexes/:index/browse', (c, p) =>
    browse(c, p.index, Object.fromEntries([...c.query].filter(([k]) => !k.startsWith('x-algolia')))),
  ),
  route('GET', 'indexes/:index/:objectID', (c, p) => {
    const attributes = c.query.get('attributesToRetrieve')
    return visibleRecord(
      c,
      p.index,
      p.objectID,
      attributes === null ? undefined : attributes.split(',').filter((a) => a !== ''),
    )
  }),
]
