import fs from 'node:fs/promises'
import path from 'node:path'
import {
  APIError,
  type Collection,
  type CollectionAfterErrorHook,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  NotFound,
  type PayloadHandler,
  type PayloadRequest,
  type UploadConfig,
} from 'payload'
import { hasControlCharacter } from '@/domain/controlCharacter'

/**
 * Inputs Payload's REST handler passed on to Postgres or the file system, which then threw and answered 500
 * (issue 16): each is a 4xx here, for every collection, before access checks or the database run.
 */

/** A NUL or other control character: Postgres refuses NUL in text and JSON, and so does the file system. */

/** Whether a value (data or a where query, walked to any depth) holds a string or key with NUL in it. */
export function hasNul(value: unknown, depth = 0): boolean {
  if (depth > 64) return false
  if (typeof value === 'string') return value.includes('\u0000')
  if (Array.isArray(value)) return value.some((item) => hasNul(item, depth + 1))
  if (value !== null && typeof value === 'object' && [Object.prototype, null].includes(Object.getPrototypeOf(value))) {
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || hasNul(item, depth + 1))
  }
  return false
}

/**
 * Data, a where query or an uploaded file's name with NUL in it is a 400 (Postgres answers NUL in text with an
 * error, which was a 500; a file name with control characters names nothing a client could mean).
 */
export const nulIsBadRequest: CollectionBeforeOperationHook = ({ args }) => {
  const { data, where, req } = args as { data?: unknown; where?: unknown; req?: PayloadRequest }
  if (hasNul(data) || hasNul(where)) throw new APIError('Text may not contain NUL characters.', 400)
  const fileName = req?.file?.name
  if (typeof fileName === 'string' && hasControlCharacter(fileName))
    throw new APIError('The file name may not contain control characters.', 400)
  return args
}

/**
 * Why a name in /api/{upload collection}/file/{name} names no stored file, or null when it may. Payload stores file
 * names sanitised (no directory, no control characters); a name with a separator, a dot segment or a control
 * character, in any of its percent-decodings (`..%252f` is `../` decoded twice), is a traversal or a broken name.
 */
export function badUploadFileName(name: unknown): string | null {
  if (typeof name !== 'string' || name === '') return 'no file name'
  let decoded = name
  for (let round = 0; round < 4; round++) {
    if (hasControlCharacter(decoded)) return 'control character'
    if (/[/\\]/.test(decoded)) return 'path separator'
    if (decoded === '.' || decoded === '..') return 'dot segment'
    if (!decoded.includes('%')) return null
    let next: string
    try {
      next = decodeURIComponent(decoded)
    } catch {
      return null // a literal % that is no escape (a file may be called "50%off.png")
    }
    if (next === decoded) return null
    decoded = next
  }
  return 'too many encodings'
}

/** The file name is in the directory itself (never above it, never a sub-path). */
export function fileInDirectory(directory: string, name: string): string | null {
  const dir = path.resolve(directory)
  const file = path.resolve(dir, name)
  return path.dirname(file) === dir ? file : null
}

const FILE_PATH = '/file/:filename'

const collectionOf = (req: PayloadRequest, slug: string): Collection | undefined =>
  Object.hasOwn(req.payload.collections, slug)
    ? (req.payload.collections as Record<string, Collection>)[slug]
    : undefined

/**
 * Runs before Payload's own file handler (a collection's own endpoints come first in its list): a bad name is a 400
 * before the access check queries Postgres with it or the file system opens it; a good one goes on to Payload's
 * handler, which checks access and streams the file.
 */
const uploadFileGuard: PayloadHandler = async (req) => {
  const name = req.routeParams?.filename
  const problem = badUploadFileName(name)
  if (problem) throw new APIError(`Invalid file name (${problem}).`, 400)
  const slug = req.routeParams?.collection
  const config = typeof slug === 'string' ? collectionOf(req, slug)?.config : undefined
  const builtIn = config?.endpoints
    ? config.endpoints.find((e) => e.method === 'get' && e.path === FILE_PATH && e.handler !== uploadFileGuard)
    : undefined
  if (!builtIn) throw new NotFound(req.t)
  return builtIn.handler(req)
}

/**
 * Payload's file handler answers a file missing on disk with 500 ("Something went wrong"). Upload handlers run after
 * its access check and before it opens the file: a name that is no file in the static directory is a 404 there.
 */
type UploadHandler = NonNullable<UploadConfig['handlers']>[number]

export function missingFileIsNotFound(staticDir: string): UploadHandler {
  const handler = async (
    req: PayloadRequest,
    { params }: Parameters<UploadHandler>[1],
  ): Promise<Response | undefined> => {
    // A storage adapter added later (S3) serves the files itself.
    const upload = collectionOf(req, params.collection)?.config.upload
    if (!upload || upload.disableLocalStorage) return undefined
    const file = fileInDirectory(staticDir, params.filename)
    const exists = file
      ? await fs.stat(file).then(
          (s) => s.isFile(),
          () => false,
        )
      : false
    return exists ? undefined : Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
  }
  // Payload's type allows Promise<Response> or Promise<void>; undefined lets the next handler (or the file) answer.
  return handler as UploadHandler
}

/** Messages of the multipart parser (busboy) for a body it cannot read. */
const UNREADABLE_BODY =
  /^(Malformed part header|Malformed content type|Malformed urlencoded form|Missing Content-Type|Multipart: Boundary not found|Unexpected end of (form|file)|Unsupported content type)/
const TOO_LARGE_BODY = /^Multipart (request size )?limit has been reached/
const TOO_LARGE_MESSAGE = 'The request body is larger than an upload may be (a file: 25 MB; a stock feed: 20 MB).'

/**
 * Payload reads a multipart body before any hook runs and rethrows the parser's error as an APIError without a
 * status, a 500: a part header with NUL in the file name ("Malformed part header"), a truncated form, a size limit
 * (its own 413 lost on the way) or `_payload` that is not JSON. Those are the client's: 400 (413 for the limits).
 */
export const unreadableBodyIsBadRequest: CollectionAfterErrorHook = ({ error }) => {
  const status = (error as { status?: number }).status
  // Its own 413 or a lost one, in words that name the limits (payload.config.ts `upload`; issue 38.5).
  if (TOO_LARGE_BODY.test(error.message) && (status === undefined || status === 500 || status === 413))
    return { status: 413, response: { errors: [{ message: TOO_LARGE_MESSAGE }] } }
  if (status !== undefined && status !== 500) return
  if (error instanceof SyntaxError)
    return { status: 400, response: { errors: [{ message: 'The request body is not valid JSON.' }] } }
  if (UNREADABLE_BODY.test(error.message))
    return { status: 400, response: { errors: [{ message: 'The request body could not be read.' }] } }
}

/** The guards above on one collection: REST endpoints first in its list, and hooks before its own. */
export function withRestGuards(collection: CollectionConfig): CollectionConfig {
  const endpoints =
    collection.endpoints === false
      ? false
      : [
          ...(collection.upload ? [{ method: 'get' as const, path: FILE_PATH, handler: uploadFileGuard }] : []),
          ...(collection.endpoints ?? []),
        ]
  const upload =
    collection.upload &&
    typeof collection.upload === 'object' &&
    !collection.upload.disableLocalStorage &&
    collection.upload.staticDir
      ? {
          ...collection.upload,
          handlers: [...(collection.upload.handlers ?? []), missingFileIsNotFound(collection.upload.staticDir)],
        }
      : collection.upload
  const hooks = {
    ...collection.hooks,
    beforeOperation: [nulIsBadRequest, ...(collection.hooks?.beforeOperation ?? [])],
    afterError: [unreadableBodyIsBadRequest, ...(collection.hooks?.afterError ?? [])],
  }
  return { ...collection, endpoints, upload, hooks }
}
