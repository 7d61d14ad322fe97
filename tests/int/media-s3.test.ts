import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import { handleEndpoints, type Payload } from 'payload'
import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Media } from '@/payload-types'
import { freePort } from '../../scripts/lib/freePort'
import { testPayload } from './payload'

/**
 * Shared media (issue 17): with S3_* set, uploads land in an S3-compatible bucket (here s3rver), the original and every
 * generated size, nothing is written to MEDIA_DIR, and Payload's /api/media/file/{name} route serves the bytes from
 * the bucket, so a server that never saw the upload (here: this one after its media directory is gone) serves it.
 */
const BUCKET = 'media'
let s3rver: S3rver | undefined

let s3Dir: string
let mediaDir: string
let s3: S3Client
let payload: Payload
let siteId: number

async function objectKeys(): Promise<string[]> {
  const { Contents } = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET }))
  return (Contents ?? []).map((object) => object.Key!).sort()
}

async function objectBytes(key: string): Promise<Buffer> {
  const { Body } = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }))
  return Buffer.from(await Body!.transformToByteArray())
}

/** GET through Payload's REST handler, as the Next route and the image optimizer's internal fetch reach it. */
async function getFile(name: string): Promise<Response> {
  const { default: config } = await import('../../payload.config')
  return handleEndpoints({
    config,
    request: new Request(`http://localhost/api/media/file/${encodeURIComponent(name)}`),
  })
}

async function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer()
}

beforeAll(async () => {
  const port = await freePort()
  s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-s3-store-'))
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-s3-local-'))
  s3rver = new S3rver({
    port,
    address: '127.0.0.1',
    directory: s3Dir,
    silent: true,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  })
  await s3rver.run()
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }
  Object.assign(process.env, {
    MEDIA_DIR: mediaDir,
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  })
  s3 = new S3Client({ endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', forcePathStyle: true, credentials })
  // The config reads S3_* when first imported: this file's Payload is the S3 one.
  payload = await testPayload()
  const { docs } = await payload.find({ collection: 'sites', limit: 1, sort: 'id', depth: 0 })
  siteId = docs[0]!.id
})

afterAll(async () => {
  s3?.destroy()
  await s3rver?.close().catch(() => undefined)
  for (const dir of [s3Dir, mediaDir]) if (dir) fs.rmSync(dir, { recursive: true, force: true })
  for (const name of [
    'S3_BUCKET',
    'S3_ENDPOINT',
    'S3_REGION',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
    'S3_FORCE_PATH_STYLE',
  ])
    delete process.env[name]
})

describe('media on S3-compatible storage', () => {
  let media: Media
  let original: Buffer

  it('uploads the original and every generated size to the bucket, and nothing to the media directory', async () => {
    const collection = payload.collections.media.config
    expect(collection.upload.disableLocalStorage).toBe(true)
    original = await png(1200, 1200)
    media = (await payload.create({
      collection: 'media',
      data: { alt: 'S3 test', site: siteId },
      file: { data: original, mimetype: 'image/png', name: 'shared-media-test.png', size: original.length },
    })) as Media
    const sizeNames = Object.values(media.sizes ?? {}).map((size) => size?.filename)
    expect(sizeNames).toHaveLength(collection.upload.imageSizes!.length)
    expect(sizeNames.every((name) => typeof name === 'string')).toBe(true)
    expect(await objectKeys()).toEqual([media.filename!, ...(sizeNames as string[])].sort())
    expect(await objectBytes(media.filename!)).toEqual(original)
    // The URLs stay Payload's own route (access control and existing links unchanged).
    expect(media.url).toBe(`/api/media/file/${media.filename}`)
    expect(media.sizes?.thumbnail?.url).toBe(`/api/media/file/${media.sizes?.thumbnail?.filename}`)
    expect(fs.readdirSync(mediaDir)).toEqual([])
  })

  it('serves the file and its sizes through /api/media/file/{name} with no local copy', async () => {
    fs.rmSync(mediaDir, { recursive: true, force: true })
    const res = await getFile(media.filename!)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await res.arrayBuffer())).toEqual(original)

    const thumbnail = media.sizes!.thumbnail!
    const small = await getFile(thumbnail.filename!)
    expect(small.status).toBe(200)
    const bytes = Buffer.from(await small.arrayBuffer())
    expect(bytes).toEqual(await objectBytes(thumbnail.filename!))
    expect((await sharp(bytes).metadata()).width).toBe(150)
  })

  it('keeps the missing-file guard first and lets the adapter answer (404 for a name that is no object)', async () => {
    // restGuards' handler is first and steps aside (local storage is off): the 200s above had no local file at all.
    expect(payload.collections.media.config.upload.handlers).toHaveLength(2)
    const res = await getFile('no-such-file.png')
    expect(res.status).toBe(404)
  })

  it('deleting the media document deletes its objects', async () => {
    await payload.delete({ collection: 'media', id: media.id })
    expect(await objectKeys()).toEqual([])
  })

  it('with the store down an upload fails with a 503 that says so and leaves no document; files answer 503', async () => {
    await s3rver!.close()
    s3rver = undefined
    const before = await payload.count({ collection: 'media' })
    const image = await png(400, 300)
    const error = await payload
      .create({
        collection: 'media',
        data: { alt: 'store down', site: siteId },
        file: { data: image, mimetype: 'image/png', name: 'store-down.png', size: image.length },
      })
      .then(
        () => null,
        (e: unknown) => e as { message?: string; status?: number },
      )
    expect(error?.status).toBe(503)
    expect(error?.message).toMatch(/Media storage \(S3\) is unavailable: the file was not saved/)
    expect((await payload.count({ collection: 'media' })).totalDocs).toBe(before.totalDocs)

    // Through REST, as the admin uploads: the editor reads the reason.
    const { token } = await payload.login({
      collection: 'users',
      data: { email: 'admin@example.com', password: process.env.SEED_PASSWORD ?? 'demo-password' },
    })
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'store-down-rest.png')
    form.append('_payload', JSON.stringify({ alt: 'store down', site: siteId }))
    const { default: config } = await import('../../payload.config')
    const rest = await handleEndpoints({
      config,
      request: new Request('http://localhost/api/media', {
        method: 'POST',
        body: form,
        headers: { Authorization: `JWT ${token}` },
      }),
    })
    expect(rest.status).toBe(503)
    expect(((await rest.json()) as { errors: Array<{ message: string }> }).errors[0]!.message).toBe(
      'Media storage (S3) is unavailable: the file was not saved. Try again later.',
    )
    expect((await payload.count({ collection: 'media' })).totalDocs).toBe(before.totalDocs)

    const res = await getFile('anything.png')
    expect(res.status).toBe(503)
    expect(res.headers.get('cache-control')).toBe('no-store')
  })
})
