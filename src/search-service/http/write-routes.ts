import { isJsonObject, type JsonObject } from '../engine/json'
import { matchingIds } from '../engine/search'
import { settingsWithDefaults } from '../engine/settings'
import { requireAdmin } from './auth'
import { badRequest, notFound } from './http-error'
import { route, WithStatus, type Answer, type Route, type RouteContext } from './router'
import { collectParams, toSearchQuery } from './search-params'

function admin<T extends Answer>(
  handler: (context: RouteContext, params: Readonly<Record<string, string>>) => T | Promise<T>,
) {
  return (context: RouteContext, params: Readonly<Record<string, string>>): T | Promise<T> => {
    requireAdmin(context.access)
    return handler(context, params)
  }
}

function writableName(name: string): string {
  if (name === '*' || name === '') throw badRequest(`Invalid index name '${name}'`)
  return name
}

function batchRequests(
  body: JsonObject,
  defaultIndex: string | undefined,
): Array<{ action: unknown; indexName: string; body: unknown }> {
  if (!Array.isArray(body.requests)) throw badRequest('requests must be an array')
  return body.requests.map((request, i) => {
    if (!isJsonObject(request)) throw badRequest(`requests[${i}] must be an object`)
    const indexName = defaultIndex ?? request.indexName
    if (typeof indexName !== 'string' || indexName === '') throw badRequest(`requests[${i}]: indexName is required`)
    return { action: request.action, indexName: writableName(indexName), body: request.body ?? {} }
  })
}

async function batch(context: RouteContext, indexName: string | undefined): Promise<Answer> {
  const mutation = context.engine.prepareBatch(batchRequests(context.body, indexName), context.at)
  const objectIDs =
    mutation.type === 'batch'
      ? mutation.operations
          .filter((op) => op.action !== 'delete' && op.action !== 'clear')
          .map((op) => String(op.body.objectID))
      : []
  const taskID = await context.durable.commit(mutation)
  if (indexName !== undefined) return { taskID, objectIDs }
  const names = mutation.type === 'batch' ? [...new Set(mutation.operations.map((op) => op.indexName))] : []
  return { taskID: Object.fromEntries(names.map((name) => [name, taskID])), objectIDs }
}

async function saveObject(context: RouteContext, indexName: string, objectID: string | undefined): Promise<Answer> {
  const body = objectID === undefined ? context.body : { ...context.body, objectID }
  const mutation = context.engine.prepareBatch(
    [{ action: objectID === undefined ? 'addObject' : 'updateObject', indexName: writableName(indexName), body }],
    context.at,
  )
  const savedID = mutation.type === 'batch' ? String(mutation.operations[0].body.objectID) : ''
  const taskID = await context.durable.commit(mutation)
  if (objectID === undefined) return new WithStatus(201, { createdAt: context.at, taskID, objectID: savedID })
  return { updatedAt: context.at, taskID, objectID: savedID }
}

async function partialUpdate(context: RouteContext, indexName: string, objectID: string): Promise<Answer> {
  const createIfNotExists = context.query.get('createIfNotExists') !== 'false'
  const action = createIfNotExists ? 'partialUpdateObject' : 'partialUpdateObjectNoCreate'
  const mutation = context.engine.prepareBatch(
    [{ action, indexName: writableName(indexName), body: { ...context.body, objectID } }],
    context.at,
  )
  const taskID = await context.durable.commit(mutation)
  return { updatedAt: context.at, taskID, objectID }
}

async function deleteObject(context: RouteContext, indexName: string, objectID: string): Promise<Answer> {
  const mutation = context.engine.prepareBatch(
    [{ action: 'deleteObject', indexName: writableName(indexName), body: { objectID } }],
    context.at,
  )
  const taskID = await context.durable.commit(mutation)
  return { deletedAt: context.at, taskID }
}

async function setSettings(context: RouteContext, indexName: string): Promise<Answer> {
  const forward = context.query.get('forwardToReplicas') === 'true'
  const mutation = context.engine.prepareSetSettings(writableName(indexName), context.body, forward, context.at)
  const taskID = await context.durable.commit(mutation)
  return { updatedAt: context.at, taskID }
}

function getSettings(context: RouteContext, indexName: string): Answer {
  const entry = context.engine.entry(indexName)
  if (entry === undefined) throw notFound('Index does not exist')
  return settingsWithDefaults(entry.settings)
}

async function deleteByQuery(context: RouteContext, indexName: string): Promise<Answer> {
  if (!context.engine.has(indexName)) throw notFound('Index does not exist')
  const query = toSearchQuery(collectParams(context.body))
  if (query.filters.length === 0)
    throw badRequest('deleteByQuery needs filters, facetFilters, numericFilters or tagFilters')
  const view = context.engine.view(indexName)
  const objectIDs = Array.from(matchingIds(view, query), (id) => view.store.recordAt(id)?.objectID ?? '').filter(
    (id) => id !== '',
  )
  const taskID = await context.durable.commit(context.engine.prepareDeleteObjects(indexName, objectIDs, context.at))
  return { updatedAt: context.at, taskID }
}

async function operation(context: RouteContext, indexName: string): Promise<Answer> {
  const { operation: kind, destination, scope } = context.body
  const mutation = context.engine.prepareOperation(writableName(indexName), kind, destination, scope, context.at)
  const taskID = await context.durable.commit(mutation)
  return { updatedAt: context.at, taskID }
}

function taskStatus(context: RouteContext, taskIDText: string): Answer {
  const taskID = Number(taskIDText)
  if (!Number.isInteger(taskID) || taskID < 0) throw badRequest(`Invalid taskID '${taskIDText}'`)
  if (taskID > context.durable.lastTaskID) throw notFound('Task does not exist')
  // Published once searches see the write: at once, unless SEARCH_TASK_PENDING_MS holds writes back (as Algolia may).
  const published = context.durable.isPublished(taskID)
  return { status: published ? 'published' : 'notPublished', pendingTask: !published }
}

function listIndexes(context: RouteContext): Answer {
  const items = context.engine.list().map((summary) => ({
    ...summary,
    dataSize: 0,
    fileSize: 0,
    lastBuildTimeS: 0,
    numberOfPendingTasks: 0,
    pendingTask: false,
  }))
  return { items, nbPages: 1 }
}

/** Rules and synonyms are not implemented; these answer "none" so copy helpers keep working. */
const emptySearch = (): Answer => ({ hits: [], nbHits: 0, page: 0, nbPages: 0 })

export const writeRoutes: readonly Route[] = [
  route('GET', 'indexes', admin(listIndexes)),
  route(
    'POST',
    'indexes/*/batch',
    admin((c) => batch(c, undefined)),
  ),
  route(
    'POST',
    'indexes/:index/batch',
    admin((c, p) => batch(c, writableName(p.index))),
  ),
  route(
    'GET',
    'indexes/:index/settings',
    admin((c, p) => getSettings(c, p.index)),
  ),
  route(
    'PUT',
    'indexes/:index/settings',
    admin((c, p) => setSettings(c, p.index)),
  ),
  route(
    'POST',
    'indexes/:index/clear',
    admin(async (c, p) => ({
      updatedAt: c.at,
      taskID: await c.durable.commit(c.engine.prepareClear(writableName(p.index), c.at)),
    })),
  ),
  route(
    'POST',
    'indexes/:index/deleteByQuery',
    admin((c, p) => deleteByQuery(c, p.index)),
  ),
  route(
    'POST',
    'indexes/:index/operation',
    admin((c, p) => operation(c, p.index)),
  ),
  route(
    'GET',
    'indexes/:index/task/:taskID',
    admin((c, p) => taskStatus(c, p.taskID)),
  ),
  route(
    'GET',
    'task/:taskID',
    admin((c, p) => taskStatus(c, p.taskID)),
  ),
  route(
    'DELETE',
    'indexes/:index',
    admin(async (c, p) => ({
      deletedAt: c.at,
      taskID: await c.durable.commit(c.engine.prepareDeleteIndex(writableName(p.index), c.at)),
    })),
  ),
  route(
    'POST',
    'indexes/:index',
    admin((c, p) => saveObject(c, p.index, undefined)),
  ),
  route(
    'PUT',
    'indexes/:index/:objectID',
    admin((c, p) => saveObject(c, p.index, p.objectID)),
  ),
  route(
    'DELETE',
    'indexes/:index/:objectID',
    admin((c, p) => deleteObject(c, p.index, p.objectID)),
  ),
  route(
    'POST',
    'indexes/:index/:objectID/partial',
    admin((c, p) => partialUpdate(c, p.index, p.objectID)),
  ),
  route('POST', 'indexes/:index/rules/search', admin(emptySearch)),
  route('POST', 'indexes/:index/synonyms/search', admin(emptySearch)),
]
