import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ListBucketsCommand, S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../../scripts/lib/freePort'
import { ensureMediaBucket } from '../../../src/server/ensureMediaBucket'

// Issue 28: the compose stack created its bucket with MinIO's `mc` image, which is no longer published. The migrate
// step now creates it itself through the S3 API, against a store that starts with no bucket (here s3rver).
let server: S3rver
let dir: string
let env: Record<string, string>

beforeAll(async () => {
  const port = await freePort()
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-bucket-'))
  server = new S3rver({ port, address: '127.0.0.1', directory: dir, silent: true })
  await server.run()
  env = {
    S3_BUCKET: 'dealer-media',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  }
})

afterAll(async () => {
  await server?.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

async function buckets(): Promise<string[]> {
  const client = new S3Client({
    endpoint: env.S3_ENDPOINT,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  })
  const { Buckets } = await client.send(new ListBucketsCommand({}))
  client.destroy()
  return (Buckets ?? []).map((bucket) => bucket.Name!)
}

describe('the migrate step’s media bucket', () => {
  it('is created on an empty store, then found on every later deploy', async () => {
    expect(await buckets()).toEqual([])
    expect(await ensureMediaBucket(env)).toBe('created')
    expect(await buckets()).toEqual(['dealer-media'])
    expect(await ensureMediaBucket(env)).toBe('exists')
    expect(await buckets()).toEqual(['dealer-media'])
  })

  it('is not asked for when media are on local disk (no S3_BUCKET)', async () => {
    expect(await ensureMediaBucket({})).toBeNull()
  })

  it('fails loudly when the store cannot be reached, rather than starting servers that cannot save media', async () => {
    await expect(ensureMediaBucket({ ...env, S3_BUCKET: 'other', S3_ENDPOINT: 'http://127.0.0.1:1' })).rejects.toThrow()
  })
})
