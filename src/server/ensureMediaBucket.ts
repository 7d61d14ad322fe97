import { CreateBucketCommand, HeadBucketCommand, S3Client } from '@aws-sdk/client-s3'
import { mediaStorageSettings } from './mediaStorage'
import { environment, type Environment } from '@/config/env'

/**
 * Creates the media bucket when it is missing, once per deploy (the migrate step, scripts/prepare-db.ts). A
 * deployment's S3-compatible server starts with no buckets (SeaweedFS in docker-compose.yml), and a one-shot client
 * container for one command is one more image to pin and keep published (MinIO's `mc` image is gone). The bucket
 * stays private: no ACL, no policy; the app streams media after Payload's access check (mediaStorage.ts).
 * Answers what it did, for the log; null when media are on local disk.
 */
export async function ensureMediaBucket(env: Environment = environment()): Promise<'exists' | 'created' | null> {
  const settings = mediaStorageSettings(env)
  if (!settings) return null
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
  })
  try {
    try {
      await client.send(new HeadBucketCommand({ Bucket: settings.bucket }))
      return 'exists'
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode
      if (status !== 404) throw error
    }
    try {
      await client.send(new CreateBucketCommand({ Bucket: settings.bucket }))
    } catch (error) {
      // Another migrate step (a second deploy started at once) made it in between: what was wanted.
      const name = (error as { name?: string }).name
      if (name !== 'BucketAlreadyOwnedByYou' && name !== 'BucketAlreadyExists') throw error
      return 'exists'
    }
    return 'created'
  } finally {
    client.destroy()
  }
}
