import type { Payload } from 'payload'
import { postgresPool, type Queryable } from '@/data/pool'

/**
 * Which media each feed photo address of a site was stored as, with the stored bytes' SHA-256 and the host's ETag:
 * the plain table `feed_photos` of the migration feed_photos (written with SQL like the watchlist; staff never edit
 * it). A row goes with its media (ON DELETE CASCADE), and with its site.
 */
const db = (payload: Payload): Queryable => postgresPool(payload, 'Feed photos')

export type StoredPhoto = { url: string; mediaId: number; contentHash: string; etag: string | null }

type Row = { url: string; media_id: number; content_hash: string; etag: string | null }
const stored = (r: Row): StoredPhoto => ({
  url: r.url,
  mediaId: r.media_id,
  contentHash: r.content_hash,
  etag: r.etag,
})

/** The stored copies of these addresses on the site. */
export async function storedPhotos(
  payload: Payload,
  siteId: number,
  urls: string[],
): Promise<Map<string, StoredPhoto>> {
  const found = new Map<string, StoredPhoto>()
  for (let i = 0; i < urls.length; i += 5000) {
    const { rows } = await db(payload).query<Row>(
      'SELECT url, media_id, content_hash, etag FROM feed_photos WHERE site_id = $1 AND url = ANY($2::text[])',
      [siteId, urls.slice(i, i + 5000)],
    )
    for (const row of rows) found.set(row.url, stored(row))
  }
  return found
}

/** A media of the site already holding these bytes (from any address), or null. */
export async function mediaWithContent(payload: Payload, siteId: number, contentHash: string): Promise<number | null> {
  const { rows } = await db(payload).query<{ media_id: number }>(
    'SELECT media_id FROM feed_photos WHERE site_id = $1 AND content_hash = $2 LIMIT 1',
    [siteId, contentHash],
  )
  return rows[0]?.media_id ?? null
}

/** Records that the address is stored as this media (replacing an earlier copy's row), as checked at `now`. */
export async function recordStoredPhoto(
  payload: Payload,
  siteId: number,
  photo: StoredPhoto,
  now: Date,
): Promise<void> {
  await db(payload).query(
    `INSERT INTO feed_photos (site_id, url, media_id, content_hash, etag, checked_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (site_id, url) DO UPDATE SET media_id = EXCLUDED.media_id, content_hash = EXCLUDED.content_hash,
       etag = EXCLUDED.etag, checked_at = EXCLUDED.checked_at`,
    [siteId, photo.url, photo.mediaId, photo.contentHash, photo.etag, now.toISOString()],
  )
}

/** Marks the address's copy as checked at `now` (the host said it has not changed). */
export async function touchStoredPhoto(payload: Payload, siteId: number, url: string, now: Date): Promise<void> {
  await db(payload).query('UPDATE feed_photos SET checked_at = $3 WHERE site_id = $1 AND url = $2', [
    siteId,
    url,
    now.toISOString(),
  ])
}

/** The newest media id now: copies made after it belong to runs still going (see `unusedFeedMedia`). */
export async function latestMediaId(payload: Payload): Promise<number> {
  const { rows } = await db(payload).query<{ id: number | null }>('SELECT max(id) AS id FROM media')
  return rows[0]?.id ?? 0
}

/**
 * The site's feed photo copies no car shows any more (its car was deleted, its address left the feed, or its bytes
 * were replaced), up to media id `upTo` (a copy another run made a moment ago may not be on its car yet): their
 * media ids. Media a car shows (as a feed photo or an uploaded one) is never among them; uploads are never copies.
 */
export async function unusedFeedMedia(payload: Payload, siteId: number, upTo: number): Promise<number[]> {
  const { rows } = await db(payload).query<{ id: number }>(
    `SELECT m.id FROM media m
     WHERE m.site_id = $1 AND m.feed_photo = true AND m.id <= $2
       AND NOT EXISTS (SELECT 1 FROM cars_rels r WHERE r.media_id = m.id)`,
    [siteId, upTo],
  )
  return rows.map((r) => r.id)
}
