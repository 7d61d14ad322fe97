import { s3Storage } from '@payloadcms/storage-s3'
import {
  APIError,
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type CollectionConfig,
  type Config,
  type Field,
  type Plugin,
} from 'payload'
import { environment, type Environment, type KnownVariable } from '@/config/env'

/**
 * Where uploads live (DESIGN.md "Scaling out", issue 17): on the app server's disk by default (MEDIA_DIR), or, with
 * S3_BUCKET set, in one S3-compatible bucket every app server reads, so any server serves any image.
 *
 *   S3_BUCKET             the bucket; setting it switches media to S3 (unset: local disk, nothing below is read)
 *   S3_ENDPOINT           an S3-compatible service's URL (MinIO, R2, s3rver); unset: AWS S3 for S3_REGION
 *   S3_REGION             default us-east-1 (R2: auto)
 *   S3_ACCESS_KEY_ID      with S3_SECRET_ACCESS_KEY; both unset: the AWS SDK's default chain (env, profile, IAM role)
 *   S3_SECRET_ACCESS_KEY
 *   S3_FORCE_PATH_STYLE   true|false, default false; true for MinIO and s3rver (http://host/bucket/key URLs)
 */
export type MediaStorageSettings = {
  bucket: string
  endpoint?: string
  region: string
  forcePathStyle: boolean
  credentials?: { accessKeyId: string; secretAccessKey: string }
}

const value = (env: Environment, name: KnownVariable): string | undefined => {
  const v = env[name]?.trim()
  return v ? v : undefined
}

function flag(env: Environment, name: KnownVariable): boolean {
  const v = value(env, name)?.toLowerCase()
  if (v === undefined) return false
  if (['1', 'true', 'yes', 'on'].includes(v)) return true
  if (['0', 'false', 'no', 'off'].includes(v)) return false
  throw new Error(`${name} must be true or false (got "${env[name]}").`)
}

/** The S3 settings the environment asks for, or null for the local-disk default. Throws on a half-made setting. */
export function mediaStorageSettings(env: Environment = environment()): MediaStorageSettings | null {
  const bucket = value(env, 'S3_BUCKET')
  if (!bucket) return null
  const endpoint = value(env, 'S3_ENDPOINT')
  if (endpoint) {
    let url: URL
    try {
      url = new URL(endpoint)
    } catch {
      throw new Error(`S3_ENDPOINT must be a URL such as https://s3.example.com (got "${endpoint}").`)
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new Error(`S3_ENDPOINT must be an http(s) URL (got "${endpoint}").`)
  }
  const accessKeyId = value(env, 'S3_ACCESS_KEY_ID')
  const secretAccessKey = value(env, 'S3_SECRET_ACCESS_KEY')
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error(
      'Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the AWS SDK then finds credentials itself).',
    )
  }
  return {
    bucket,
    ...(endpoint ? { endpoint } : {}),
    region: value(env, 'S3_REGION') ?? 'us-east-1',
    forcePathStyle: flag(env, 'S3_FORCE_PATH_STYLE'),
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
  }
}

/**
 * The storage plugins for payload.config.ts: none by default (Payload writes MEDIA_DIR), the S3 adapter for `media`
 * with S3_BUCKET set. A pure function of the environment.
 *
 * Choices (options of @payloadcms/storage-s3 3.90.1):
 * - Files stay served by Payload at /api/media/file/{name} (`disablePayloadAccessControl` left false). The adapter's
 *   handler streams the object from the bucket after Payload's access check, so media access rules still apply,
 *   the URLs saved in pages, search records and browser caches do not change, the bucket stays private (no `acl`, no
 *   public bucket policy, no CORS) and the CSP's img-src 'self' holds. Next's image optimizer fetches those same
 *   local URLs, so it works on every server. The price is that image bytes pass through the app servers; the
 *   optimizer's cache and the browser cache carry most of it.
 * - No `signedDownloads`: it answers with a 302 to a presigned bucket URL, which needs a bucket host browsers can
 *   reach, and Next's image optimizer takes any non-2xx answer from a local URL as an error (no image).
 * - No `prefix`: objects are keyed by the file name at the bucket's root, exactly the names Payload has on disk, so
 *   moving existing media is `aws s3 sync $MEDIA_DIR s3://$S3_BUCKET/` (and a `prefix` would add a column).
 * - No `clientUploads`: uploads go through the server (the admin's body limit is ours, not Vercel's).
 * - The plugin sets `upload.disableLocalStorage`, so nothing is written under MEDIA_DIR, and it adds its file handler
 *   after the collection's own `upload.handlers` (restGuards' missing-file 404 steps aside when local storage is off).
 *   Generated image sizes are uploaded to the bucket with the original.
 * - The adapter adds a hidden `_objectKey` text field, which would be a new `media._object_key` column that only
 *   S3 mode has: with `push: false` every media read would fail on it without a migration, and a migration would
 *   make the committed schema differ between the two modes. It is only ever set by `clientUploads` (off here), so
 *   it is made virtual (not stored) and the schema is the same with and without S3. Turning on client uploads or a
 *   `prefix` later means storing those fields (`alwaysInsertFields: true` in both modes, plus a migration).
 */
export function mediaStoragePlugins(env: Environment = environment()): Plugin[] {
  const settings = mediaStorageSettings(env)
  if (!settings) return []
  const s3 = s3Storage({
    // Stock feeds too (src/stock/feedStorage.ts): any server's job reads them; staff download them through Payload.
    collections: { media: true, 'stock-imports': true },
    bucket: settings.bucket,
    config: {
      // The plugin's keep-alive agents, plus bounds: a store that does not accept a connection within 5 s, or goes
      // silent for 60 s, fails the request (the SDK tries 3 times) instead of holding it until the OS gives up.
      requestHandler: {
        connectionTimeout: 5_000,
        socketTimeout: 60_000,
        httpAgent: { keepAlive: true, maxSockets: 100 },
        httpsAgent: { keepAlive: true, maxSockets: 100 },
      },
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
    },
  })
  return [
    async (config: Config) =>
      withStoreErrorsExplained(
        withUnstoredObjectKey(withUnstoredObjectKey(await s3(config), 'media'), 'stock-imports'),
        config,
        'media',
      ),
  ]
}

/** Whether an error came from the S3 client (every AWS SDK error, network ones included, carries `$metadata`). */
export function isStoreError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && '$metadata' in error
}

const STORE_DOWN = 'Media storage (S3) is unavailable: the file was not saved. Try again later.'

/**
 * The plugin's upload and delete hooks rethrow the S3 client's error as it is (`connect ECONNREFUSED …`, a 500 with
 * "Something went wrong" in production). Those hooks run inside the document's transaction, so the document is
 * rolled back; the editor gets a 503 that says why. The file handler's store failures (its own 500) become 503 too.
 */
export function withStoreErrorsExplained(config: Config, before: Config, slug: string): Config {
  const previous = before.collections?.find((c) => c.slug === slug)
  const collections = (config.collections ?? []).map((collection: CollectionConfig) => {
    if (collection.slug !== slug || !previous) return collection
    const added = <T>(now: T[] | undefined, was: T[] | undefined) =>
      (now ?? []).map((hook) => ({ hook, ours: !(was ?? []).includes(hook) }))
    const afterChange: CollectionAfterChangeHook[] = added(
      collection.hooks?.afterChange,
      previous.hooks?.afterChange,
    ).map(({ hook, ours }) =>
      ours
        ? async (args) => {
            try {
              return await hook(args)
            } catch (error) {
              throw isStoreError(error) ? new APIError(STORE_DOWN, 503, undefined, true) : error
            }
          }
        : hook,
    )
    const afterDelete: CollectionAfterDeleteHook[] = added(
      collection.hooks?.afterDelete,
      previous.hooks?.afterDelete,
    ).map(({ hook, ours }) =>
      ours
        ? async (args) => {
            try {
              return await hook(args)
            } catch (error) {
              throw isStoreError(error)
                ? new APIError(
                    'Media storage (S3) is unavailable: the file was not deleted. Try again later.',
                    503,
                    undefined,
                    true,
                  )
                : error
            }
          }
        : hook,
    )
    const upload = typeof collection.upload === 'object' ? collection.upload : undefined
    const previousHandlers = typeof previous.upload === 'object' ? previous.upload.handlers : undefined
    const handlers = upload?.handlers?.map((handler) =>
      (previousHandlers ?? []).includes(handler)
        ? handler
        : ((async (req, args) => {
            const res = await handler(req, args)
            return res instanceof Response && res.status === 500
              ? Response.json(
                  { errors: [{ message: 'Media storage (S3) is unavailable.' }] },
                  { status: 503, headers: { 'Retry-After': '30', 'Cache-Control': 'no-store' } },
                )
              : res
          }) as typeof handler),
    )
    return {
      ...collection,
      hooks: { ...collection.hooks, afterChange, afterDelete },
      ...(upload ? { upload: { ...upload, handlers } } : {}),
    }
  })
  return { ...config, collections }
}

/** The collection's `_objectKey` field (added by the storage plugin) as a virtual field: no column for it. */
export function withUnstoredObjectKey(config: Config, slug: string): Config {
  const unstored = (field: Field): Field =>
    'name' in field && field.name === '_objectKey' ? ({ ...field, virtual: true } as Field) : field
  const collections = (config.collections ?? []).map((collection: CollectionConfig) =>
    collection.slug === slug ? { ...collection, fields: collection.fields.map(unstored) } : collection,
  )
  return { ...config, collections }
}
