import { badArgument } from './refusal'

/**
 * The server functions the admin calls (@payloadcms/next 3.90.1 `handleServerFunctions`), and the shape of the
 * arguments it sends them. Payload reads the arguments as they come, so an argument of another type threw a
 * TypeError (500), and a string where the admin sends a Date (schedule-publish's `date`) too. Checked here first,
 * each refusal naming the argument.
 */
export const SERVER_FUNCTIONS = [
  'copy-data-from-locale',
  'form-state',
  'get-default-layout',
  'get-folder-results-component-and-data',
  'get-upcoming-scheduled-publish',
  'render-document',
  'render-document-slots',
  'render-field',
  'render-list',
  'render-widget',
  'schedule-publish',
  'slugify',
  'table-state',
] as const
export type ServerFunctionName = (typeof SERVER_FUNCTIONS)[number]

/** Where each function names a document: its collection argument and its id argument. */
export const DOCUMENT_ARGUMENTS: Partial<Record<ServerFunctionName, { collection: string; id: string }>> = {
  'copy-data-from-locale': { collection: 'collectionSlug', id: 'docID' },
  'form-state': { collection: 'collectionSlug', id: 'id' },
  'get-upcoming-scheduled-publish': { collection: 'collectionSlug', id: 'id' },
  'render-document': { collection: 'collectionSlug', id: 'docID' },
  'render-document-slots': { collection: 'collectionSlug', id: 'id' },
}

const OBJECTS = [
  'data',
  'docPermissions',
  'docPreferences',
  'formState',
  'initialData',
  'overrideData',
  'paramsOverride',
  'query',
  'searchParams',
]
const ARRAYS = ['columns', 'docs']
const STRINGS = [
  'drawerSlug',
  'fromLocale',
  'localeToPublish',
  'operation',
  'path',
  'schemaPath',
  'timezone',
  'toLocale',
  'widgetSlug',
]

/**
 * Arguments the admin always sends and Payload reads without looking (a missing one threw a TypeError, a 500): the
 * field path slugify and render-field look up, and the two locales copy-data-from-locale copies between.
 */
const REQUIRED_TEXT: Partial<Record<ServerFunctionName, readonly string[]>> = {
  slugify: ['path'],
  'render-field': ['schemaPath'],
  'copy-data-from-locale': ['fromLocale', 'toLocale'],
}

/**
 * Functions that act on one collection and look it up without checking it was sent (render-list read `.slug` of
 * nothing, render-document `.fields`: a TypeError, a 500).
 */
const REQUIRED_COLLECTION: readonly ServerFunctionName[] = [
  'render-document',
  'render-document-slots',
  'render-list',
  'table-state',
]

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const absent = (value: unknown) => value === undefined || value === null

/** A document id as the admin sends it: a positive integer, as a number or as its digits. */
export function documentId(name: string, value: unknown): number {
  const text = typeof value === 'number' ? String(value) : value
  if (typeof text !== 'string' || !/^[1-9][0-9]{0,14}$/.test(text)) throw badArgument(name, 'a document id')
  return Number(text)
}

/** What the config has: its collections, globals, and whether folders are on (the folder view throws without). */
export type Entities = { collections: ReadonlySet<string>; globals: ReadonlySet<string>; folders?: boolean }

/** The function's name and arguments, or a refusal naming the first argument of the wrong shape. */
export function checkServerFunctionCall(
  call: unknown,
  entities: Entities,
): { name: ServerFunctionName; args: Record<string, unknown> } {
  const name = isPlainObject(call) ? call.name : undefined
  if (typeof name !== 'string' || !(SERVER_FUNCTIONS as readonly string[]).includes(name))
    throw badArgument('name', 'a server function of the admin')
  const args = (call as { args?: unknown }).args ?? {}
  if (!isPlainObject(args)) throw badArgument('args', 'an object')
  for (const key of OBJECTS) if (!absent(args[key]) && !isPlainObject(args[key])) throw badArgument(key, 'an object')
  for (const key of ARRAYS) if (!absent(args[key]) && !Array.isArray(args[key])) throw badArgument(key, 'a list')
  for (const key of STRINGS) if (!absent(args[key]) && typeof args[key] !== 'string') throw badArgument(key, 'text')
  if (!absent(args.collectionSlug) && !entities.collections.has(args.collectionSlug as string))
    throw badArgument('collectionSlug', 'a collection')
  for (const key of ['globalSlug', 'global'])
    if (!absent(args[key]) && !entities.globals.has(args[key] as string)) throw badArgument(key, 'a global')
  const document = DOCUMENT_ARGUMENTS[name as ServerFunctionName]
  if (document && !absent(args[document.id]) && args[document.id] !== '') documentId(document.id, args[document.id])
  if (name === 'get-upcoming-scheduled-publish' && absent(args.collectionSlug) && absent(args.globalSlug))
    throw badArgument('collectionSlug', 'a collection')
  if (name === 'schedule-publish') checkSchedulePublish(args, entities)
  for (const key of REQUIRED_TEXT[name as ServerFunctionName] ?? [])
    if (typeof args[key] !== 'string' || args[key] === '') throw badArgument(key, 'text')
  if (name === 'slugify' && absent(args.collectionSlug) && absent(args.globalSlug))
    throw badArgument('collectionSlug', 'a collection')
  if (REQUIRED_COLLECTION.includes(name as ServerFunctionName) && absent(args.collectionSlug))
    throw badArgument('collectionSlug', 'a collection')
  if (name === 'get-folder-results-component-and-data' && !entities.folders)
    throw badArgument('name', 'a server function of the admin (folders are off)')
  return { name: name as ServerFunctionName, args }
}

function checkSchedulePublish(args: Record<string, unknown>, entities: Entities): void {
  if (!absent(args.deleteID)) documentId('deleteID', args.deleteID)
  if (absent(args.doc)) {
    if (absent(args.deleteID) && absent(args.global)) throw badArgument('doc', 'the document to publish')
    return
  }
  if (!isPlainObject(args.doc)) throw badArgument('doc', 'an object with relationTo and value')
  if (typeof args.doc.relationTo !== 'string' || !entities.collections.has(args.doc.relationTo))
    throw badArgument('doc.relationTo', 'a collection')
  documentId('doc.value', args.doc.value)
  if (!absent(args.type) && args.type !== 'publish' && args.type !== 'unpublish')
    throw badArgument('type', '"publish" or "unpublish"')
  if (!(args.date instanceof Date) || Number.isNaN(args.date.getTime())) throw badArgument('date', 'a date')
}
