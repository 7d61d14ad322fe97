import type { CollectionConfig, Config, PayloadRequest } from 'payload'
import { APIError } from 'payload'
import { describe, expect, it } from 'vitest'
import { withRestGuards } from '@collections/hooks/restGuards'
import {
  isStoreError,
  mediaStoragePlugins,
  mediaStorageSettings,
  withStoreErrorsExplained,
} from '@/server/mediaStorage'

/** Issue 17 point 3: media on S3-compatible storage when S3_BUCKET is set, on local disk otherwise. */

const s3Env = {
  S3_BUCKET: 'media',
  S3_ENDPOINT: 'http://127.0.0.1:4569',
  S3_REGION: 'eu-central-1',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
  S3_FORCE_PATH_STYLE: 'true',
}

const media = (): CollectionConfig =>
  withRestGuards({
    slug: 'media',
    fields: [{ name: 'alt', type: 'text' }],
    upload: { staticDir: '/tmp/media-unit', imageSizes: [{ name: 'thumbnail', width: 150, height: 150 }] },
  })

async function applied(
  env: Record<string, string>,
): Promise<{ before: Config; after: Config; media: CollectionConfig }> {
  const before = { collections: [media(), { slug: 'cars', fields: [] }] } as unknown as Config
  let after = before
  for (const plugin of mediaStoragePlugins(env)) after = await plugin(after)
  return { before, after, media: after.collections!.find((c) => c.slug === 'media')! }
}

describe('mediaStorageSettings', () => {
  it('is local disk (null) without S3_BUCKET, whatever else is set', () => {
    expect(mediaStorageSettings({})).toBeNull()
    expect(mediaStorageSettings({ ...s3Env, S3_BUCKET: '  ' })).toBeNull()
    expect(mediaStoragePlugins({ S3_ENDPOINT: 'http://x' })).toEqual([])
  })

  it('reads every S3_* variable', () => {
    expect(mediaStorageSettings(s3Env)).toEqual({
      bucket: 'media',
      endpoint: 'http://127.0.0.1:4569',
      region: 'eu-central-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    })
  })

  it('defaults: AWS endpoint, us-east-1, virtual-hosted style, the SDK credential chain', () => {
    expect(mediaStorageSettings({ S3_BUCKET: 'b' })).toEqual({
      bucket: 'b',
      region: 'us-east-1',
      forcePathStyle: false,
    })
    expect(mediaStorageSettings({ S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: '0' })?.forcePathStyle).toBe(false)
    expect(mediaStorageSettings({ S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'YES' })?.forcePathStyle).toBe(true)
  })

  it('refuses half-made settings with a message naming the variable', () => {
    expect(() => mediaStorageSettings({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(/S3_SECRET_ACCESS_KEY/)
    expect(() => mediaStorageSettings({ S3_BUCKET: 'b', S3_SECRET_ACCESS_KEY: 's' })).toThrow(/S3_ACCESS_KEY_ID/)
    expect(() => mediaStorageSettings({ S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(/S3_FORCE_PATH_STYLE/)
    expect(() => mediaStorageSettings({ S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/)
    expect(() => mediaStorageSettings({ S3_BUCKET: 'b', S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/)
  })
})

describe('mediaStoragePlugins with S3_BUCKET', () => {
  it('turns local storage off for media only and keeps files behind Payload (no direct bucket URLs)', async () => {
    const { after, media } = await applied(s3Env)
    const upload = media.upload as Exclude<CollectionConfig['upload'], boolean | undefined>
    expect(upload.disableLocalStorage).toBe(true)
    expect(upload.adapter).toBe('s3')
    expect(after.collections!.find((c) => c.slug === 'cars')).toEqual({ slug: 'cars', fields: [] })
    // The media URLs staying /api/media/file/{name} is asserted against a real upload in tests/int/media-s3.test.ts.
    expect(upload.imageSizes).toHaveLength(1)
  })

  it("keeps restGuards' missing-file handler first (it steps aside with local storage off) and the S3 handler after it", async () => {
    const { before, media } = await applied(s3Env)
    const guard = (before.collections![0]!.upload as { handlers: unknown[] }).handlers[0]
    const handlers = (media.upload as { handlers: unknown[] }).handlers
    expect(handlers).toHaveLength(2)
    expect(handlers[0]).toBe(guard)
    const req = { payload: { collections: { media: { config: media } } } } as unknown as PayloadRequest
    const answer = await (handlers[0] as (req: PayloadRequest, args: unknown) => Promise<Response | undefined>)(req, {
      params: { collection: 'media', filename: 'absent.png' },
    })
    expect(answer).toBeUndefined()
  })

  it('stores no `_objectKey` column (the schema is the same with and without S3)', async () => {
    const { media } = await applied(s3Env)
    const objectKey = media.fields.find((f) => 'name' in f && f.name === '_objectKey')
    expect(objectKey).toMatchObject({ virtual: true })
    expect(media.fields.find((f) => 'name' in f && f.name === 'prefix')).toBeUndefined()
  })
})

describe('store errors', () => {
  const storeDown = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:4569'), { $metadata: { attempts: 3 } })

  it('tells S3 client errors from others', () => {
    expect(isStoreError(storeDown)).toBe(true)
    expect(isStoreError(new Error('duplicate key'))).toBe(false)
    expect(isStoreError(null)).toBe(false)
  })

  it("turn the plugin's upload failure into a 503 that says the file was not saved; other errors pass unchanged", async () => {
    const own = () => undefined
    const before = { collections: [{ slug: 'media', fields: [], hooks: { afterChange: [own] } }] } as unknown as Config
    const failing = (error: Error) => () => Promise.reject(error)
    const after = (error: Error) =>
      withStoreErrorsExplained(
        {
          collections: [{ slug: 'media', fields: [], hooks: { afterChange: [own, failing(error)] } }],
        } as unknown as Config,
        before,
        'media',
      )
    const hooks = after(storeDown).collections![0]!.hooks!.afterChange!
    expect(hooks[0]).toBe(own)
    const error = await Promise.resolve(hooks[1]!({} as never)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(APIError)
    expect(error).toMatchObject({ status: 503, message: expect.stringMatching(/not saved/) })
    const other = new Error('duplicate key')
    await expect(Promise.resolve(after(other).collections![0]!.hooks!.afterChange![1]!({} as never))).rejects.toBe(
      other,
    )
  })

  it("turn the S3 file handler's 500 into a 503 that is not cached; other answers pass", async () => {
    const own = async () => undefined
    const before = { collections: [{ slug: 'media', fields: [], upload: { handlers: [own] } }] } as unknown as Config
    const answers = [
      new Response('Internal Server Error', { status: 500 }),
      new Response(null, { status: 404 }),
      new Response('png', { status: 200 }),
    ]
    const s3Handler = async () => answers.shift()
    const after = withStoreErrorsExplained(
      { collections: [{ slug: 'media', fields: [], upload: { handlers: [own, s3Handler] } }] } as unknown as Config,
      before,
      'media',
    )
    const [first, second] = (
      after.collections![0]!.upload as {
        handlers: Array<(req: unknown, args: unknown) => Promise<Response | undefined>>
      }
    ).handlers
    expect(first).toBe(own)
    const down = await second!({}, {})
    expect(down?.status).toBe(503)
    expect(down?.headers.get('cache-control')).toBe('no-store')
    expect((await second!({}, {}))?.status).toBe(404)
    expect((await second!({}, {}))?.status).toBe(200)
  })
})
