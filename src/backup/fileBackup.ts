import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { ensureMediaBucket } from '@/server/ensureMediaBucket'
import { type MediaStorageSettings, mediaStorageSettings } from '@/server/mediaStorage'
import { feedsDir } from '@/stock/feedStorage'

/**
 * The files half of `npm run backup` / `npm run restore`: media (every generated size) and stock feeds, from the
 * server's disk (MEDIA_DIR, FEEDS_DIR) or from the S3 bucket, where both live at the bucket's root. A disk backup
 * restores to disk or into a bucket (the way from one server to several); a bucket backup restores into a bucket.
 */
export type FileStorage = 'disk' | 's3'
type Env = Record<string, string | undefined>

const mediaDir = (env: Env) => path.resolve(env.MEDIA_DIR ?? '.data/media')

function s3Client(settings: MediaStorageSettings): S3Client {
  return new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
  })
}

/**
 * The Content-Type an object is served with (Payload's S3 handler answers with the object's own type): kept from the
 * bucket in `content-types.json`, else by extension for files that come from disk.
 */
const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
  '.csv': 'text/csv',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain',
}
const CONTENT_TYPES = 'content-types.json'

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
}

/** Copies the deployment's files into `{dir}/media`, `{dir}/feeds` (disk) or `{dir}/bucket` (S3). */
export async function backupFiles(env: Env, dir: string): Promise<{ storage: FileStorage; files: number }> {
  const settings = mediaStorageSettings(env)
  if (!settings) {
    let files = 0
    for (const [from, to] of [
      [mediaDir(env), 'media'],
      [feedsDir(env), 'feeds'],
    ] as const) {
      if (!fs.existsSync(from)) continue
      fs.cpSync(from, path.join(dir, to), { recursive: true })
      files += filesUnder(from).length
    }
    return { storage: 'disk', files }
  }
  const client = s3Client(settings)
  let files = 0
  const types: Record<string, string> = {}
  try {
    let token: string | undefined
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: settings.bucket, ContinuationToken: token, MaxKeys: 1000 }),
      )
      for (const object of page.Contents ?? []) {
        const key = object.Key!
        const target = path.join(dir, 'bucket', key)
        if (!target.startsWith(path.join(dir, 'bucket') + path.sep)) throw new Error(`Unsafe object key: ${key}`)
        fs.mkdirSync(path.dirname(target), { recursive: true })
        const { Body, ContentType } = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key }))
        await pipeline(Body as NodeJS.ReadableStream, fs.createWriteStream(target))
        if (ContentType) types[key] = ContentType
        files++
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (token)
  } finally {
    client.destroy()
  }
  fs.writeFileSync(path.join(dir, CONTENT_TYPES), JSON.stringify(types))
  return { storage: 's3', files }
}

/** Puts a backup's files where this environment keeps them. Answers how many were written. */
export async function restoreFiles(env: Env, dir: string, from: FileStorage): Promise<number> {
  const settings = mediaStorageSettings(env)
  const sources: [string, string][] =
    from === 'disk'
      ? [
          [path.join(dir, 'media'), mediaDir(env)],
          [path.join(dir, 'feeds'), feedsDir(env)],
        ]
      : [[path.join(dir, 'bucket'), '']]
  if (!settings) {
    if (from === 's3')
      throw new Error(
        'This backup holds an S3 bucket: restore it with S3_BUCKET set (media and feeds share the bucket).',
      )
    let files = 0
    for (const [source, target] of sources) {
      if (!fs.existsSync(source)) continue
      fs.mkdirSync(target, { recursive: true })
      fs.cpSync(source, target, { recursive: true })
      files += filesUnder(source).length
    }
    return files
  }
  await ensureMediaBucket(env)
  const typesFile = path.join(dir, CONTENT_TYPES)
  const types = fs.existsSync(typesFile)
    ? (JSON.parse(fs.readFileSync(typesFile, 'utf8')) as Record<string, string>)
    : {}
  const client = s3Client(settings)
  let files = 0
  try {
    for (const [source] of sources)
      for (const file of filesUnder(source)) {
        const key = file.split(path.sep).join('/')
        await client.send(
          new PutObjectCommand({
            Bucket: settings.bucket,
            Key: key,
            Body: fs.readFileSync(path.join(source, file)),
            ContentType: types[key] ?? TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream',
          }),
        )
        files++
      }
  } finally {
    client.destroy()
  }
  return files
}
