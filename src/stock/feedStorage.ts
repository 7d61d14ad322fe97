import fs from 'node:fs'
import path from 'node:path'
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { mediaStorageSettings } from '@/server/mediaStorage'
import { environment, type Environment } from '@/config/env'

/**
 * Where uploaded feeds live (DESIGN.md "Stock feeds": upload storage, never a text column): beside the media on the
 * server's disk (FEEDS_DIR, default a `feeds` folder next to MEDIA_DIR), or in the media bucket when S3_BUCKET is set,
 * so whichever server runs the job reads the file. Feeds are private: only staff of the import's site download them,
 * through Payload's access check (src/stock/payload/StockImports.ts).
 */
export const feedsDir = (env: Environment = environment()): string =>
  path.resolve(
    /*turbopackIgnore: true*/ env.FEEDS_DIR ?? path.join(path.dirname(env.MEDIA_DIR ?? '.data/media'), 'feeds'),
  )

let client: S3Client | undefined

/** The stored feed's bytes as a stream, read in chunks: a 20 MB feed is never one string or buffer here. */
export async function storedFeedBytes(filename: string): Promise<AsyncIterable<Uint8Array>> {
  const settings = mediaStorageSettings()
  if (!settings)
    return fs.createReadStream(path.join(feedsDir(), path.basename(filename)), { highWaterMark: 64 * 1024 })
  client ??= new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
  })
  const object = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: filename }))
  if (!object.Body) throw new Error(`The feed file ${filename} is missing from the bucket.`)
  return object.Body as AsyncIterable<Uint8Array>
}
