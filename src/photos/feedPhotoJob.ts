import { createHash } from 'node:crypto'
import type { Payload, TaskConfig } from 'payload'
import type { Car } from '@/payload-types'
import { carTags, expireTags } from '@/cache/expireTags'
import { loadCarsForIndex, saveCarsToIndex } from '@/search/carIndex'
import {
  type CarPhotoProblems,
  type PhotoProblem,
  photoProblemText,
  type PhotoReport,
  storedPhotoOrder,
} from '@/domain/feedPhotos'
import { fetchPhoto, type FetchPhotoOptions } from './fetchPhoto'
import { isPhotoToCopy } from './photoToCopy'
import {
  latestMediaId,
  mediaWithContent,
  recordStoredPhoto,
  storedPhotos,
  touchStoredPhoto,
  unusedFeedMedia,
} from './photoStore'
import { relationId } from '@/domain/relationId'

export const STORE_FEED_PHOTOS_TASK = 'storeFeedPhotos'
/**
 * Photo jobs have their own queue (payload.config.ts runs it beside the default one): a run may spend minutes on slow
 * or dead DMS hosts, and must never hold up lead delivery, imports or index syncs on the default queue.
 */
export const FEED_PHOTOS_QUEUE = 'photos'

/** The import report lists at most this many cars with photos that could not be fetched (the counts are full). */
export const MAX_REPORTED_CARS = 500

export type FeedPhotoRunOptions = FetchPhotoOptions & {
  /** Photos fetched at once (each holds one photo in memory while it is resized). */
  concurrency?: number
  /** The clock: every time this run writes comes from it. */
  now?: () => Date
  /**
   * No new photo is started after this long (ms): the job's lease (JOBS_LEASE_MS, 5 min) must not run out under a
   * live run, or a second worker would take the job too. The rest waits for the next run, which the job queues.
   */
  budgetMs?: number
}

/** A run's default budget: well inside the jobs' five-minute lease. */
export const PHOTO_RUN_BUDGET_MS = 3 * 60_000

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

/** Runs `work` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) await work(items[next++]!)
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker))
}

type CarRow = Pick<
  Car,
  'id' | 'site' | 'slug' | 'name' | 'stocknum' | 'images' | 'feedPhotos' | 'year' | 'make' | 'model'
>

/**
 * Copies the feed photos of a dealership's cars into the site's media (issue 39.3) and shows them from there:
 * each remote address is fetched through the outbound guard (with the ETag of the copy held, so an unchanged photo is
 * not downloaded again), its bytes hashed, and stored once per site and content (Payload's upload makes the
 * responsive sizes with sharp, on disk or S3 as the storage adapter says). Each car then shows its copies in the
 * feed's order; a changed photo (new address or new bytes) replaces the old copy, which is deleted with the copies of
 * removed cars. Addresses that could not be fetched are reported per car and tried again at the next run; a copy
 * already held stays shown when its address stops answering.
 */
export async function storeFeedPhotos(
  payload: Payload,
  target: { siteId: number; dealershipId?: number | null; importId?: number | null },
  options: FeedPhotoRunOptions = {},
): Promise<PhotoReport> {
  const now = options.now ?? (() => new Date())
  const { siteId } = target
  const stopStartingAt = performance.now() + (options.budgetMs ?? PHOTO_RUN_BUDGET_MS)
  const madeBefore = await latestMediaId(payload)
  const cars: CarRow[] = target.dealershipId
    ? ((
        await payload.find({
          collection: 'cars',
          where: { dealership: { equals: target.dealershipId }, site: { equals: siteId } },
          depth: 0,
          limit: 0,
          pagination: false,
          select: {
            site: true,
            slug: true,
            name: true,
            stocknum: true,
            images: true,
            feedPhotos: true,
            year: true,
            make: true,
            model: true,
          },
        })
      ).docs as CarRow[])
    : []
  const remoteOf = (car: CarRow) => (car.images ?? []).map((i) => i.url).filter(isPhotoToCopy)
  const urls = [...new Set(cars.flatMap(remoteOf))]
  const held = await storedPhotos(payload, siteId, urls)
  const titleOf = new Map<string, string>()
  for (const car of cars) for (const url of remoteOf(car)) if (!titleOf.has(url)) titleOf.set(url, carTitle(car))

  const current = new Map<string, number>()
  const problems = new Map<string, PhotoProblem>()
  // Copies being made in this run, by content: two addresses with the same bytes get one media.
  const making = new Map<string, Promise<number>>()
  // Addresses left for the next run when the budget ran out: not tried, so not reported as failing.
  const left = new Set<string>()
  let fetched = 0
  let reused = 0

  const mediaFor = (hash: string, photo: { bytes: Buffer; contentType: string; extension: string }, alt: string) => {
    let made = making.get(hash)
    if (!made) {
      made = (async () => {
        const existing = await mediaWithContent(payload, siteId, hash)
        if (existing !== null) {
          reused++
          return existing
        }
        const media = await payload.create({
          collection: 'media',
          data: { site: siteId, alt, feedPhoto: true },
          file: {
            data: photo.bytes,
            mimetype: photo.contentType,
            name: `feed-${siteId}-${hash.slice(0, 20)}.${photo.extension}`,
            size: photo.bytes.length,
          },
          depth: 0,
        })
        fetched++
        return media.id
      })()
      making.set(hash, made)
      // A failed copy may be tried again by the next address with these bytes.
      made.catch(() => making.delete(hash))
    } else reused++
    return made
  }

  await eachLimited(urls, options.concurrency ?? 6, async (url) => {
    const copy = held.get(url)
    if (performance.now() > stopStartingAt) {
      if (copy) current.set(url, copy.mediaId)
      else left.add(url)
      return
    }
    const answer = await fetchPhoto(url, copy?.etag, options)
    if (answer.kind === 'not-modified' && copy) {
      current.set(url, copy.mediaId)
      await touchStoredPhoto(payload, siteId, url, now())
      return
    }
    if (answer.kind !== 'photo') {
      // The host's trouble does not take away a copy we hold; without one the car shows what it has.
      if (copy) current.set(url, copy.mediaId)
      else if (answer.kind === 'problem') problems.set(url, answer.problem)
      return
    }
    const hash = sha256(answer.bytes)
    if (copy && copy.contentHash === hash) {
      current.set(url, copy.mediaId)
      if (copy.etag !== answer.etag) await recordStoredPhoto(payload, siteId, { ...copy, etag: answer.etag }, now())
      else await touchStoredPhoto(payload, siteId, url, now())
      return
    }
    try {
      const mediaId = await mediaFor(hash, answer, titleOf.get(url) ?? '')
      await recordStoredPhoto(payload, siteId, { url, mediaId, contentHash: hash, etag: answer.etag }, now())
      current.set(url, mediaId)
    } catch (error) {
      payload.logger.warn({ err: error, siteId }, 'feed photo could not be stored')
      if (copy) current.set(url, copy.mediaId)
      else problems.set(url, { kind: 'unreadable' })
    }
  })

  // Each car shows its copies in the feed's order; only cars whose copies changed are saved (and re-indexed).
  const changed: { before: CarRow; ids: number[] }[] = []
  for (const car of cars) {
    const ids = storedPhotoOrder(remoteOf(car), current)
    const before = (car.feedPhotos ?? []).map((m) => relationId(m)!)
    if (ids.length !== before.length || ids.some((id, i) => id !== before[i])) changed.push({ before: car, ids })
  }
  for (const { before, ids } of changed)
    await payload.update({
      collection: 'cars',
      id: before.id,
      data: { feedPhotos: ids },
      depth: 0,
      context: { skipIndex: true, feedPhotos: true },
    })
  if (changed.length > 0) {
    const ids = changed.map((c) => c.before.id)
    try {
      for (let i = 0; i < ids.length; i += 250)
        await saveCarsToIndex(await loadCarsForIndex(payload, ids.slice(i, i + 250)))
    } catch (error) {
      payload.logger.warn({ err: error }, 'search index unreachable after storing photos; queued for retry')
      await payload.jobs.queue({ task: 'syncCarsToIndex', input: { ids } })
    }
  }

  // Copies no car shows any more: deleted with their files and sizes (the storage adapter's delete).
  const unused = await unusedFeedMedia(payload, siteId, madeBefore)
  for (const id of unused) await payload.delete({ collection: 'media', id, depth: 0 }).catch(() => undefined)

  const carProblems: CarPhotoProblems[] = []
  let failed = 0
  let stored = 0
  let photos = 0
  for (const car of cars) {
    const remote = [...new Set(remoteOf(car))]
    photos += remote.length
    const missing = remote.filter((url) => !current.has(url) && !left.has(url))
    stored += remote.filter((url) => current.has(url)).length
    failed += missing.length
    if (missing.length > 0 && carProblems.length < MAX_REPORTED_CARS)
      carProblems.push({
        car: car.id,
        title: carTitle(car),
        stocknum: car.stocknum ?? null,
        photos: missing.map((url) => ({
          url,
          reason: photoProblemText(problems.get(url) ?? { kind: 'unreachable' }),
        })),
      })
  }
  const report: PhotoReport = {
    status: left.size > 0 ? 'running' : 'done',
    checkedAt: now().toISOString(),
    cars: cars.length,
    photos,
    stored,
    fetched,
    reused,
    failed,
    removed: unused.length,
    problems: carProblems,
  }
  if (changed.length > 0) await expireTags(carTags(...changed.map((c) => c.before)), undefined).catch(() => undefined)
  if (target.importId)
    await payload.update({
      collection: 'stock-imports',
      id: target.importId,
      data: { photoReport: report },
      depth: 0,
      context: { byJob: true },
    })
  return report
}

const carTitle = (car: Pick<Car, 'name' | 'year' | 'make' | 'model'>) =>
  car.name || [car.year, car.make, car.model].filter(Boolean).join(' ')

/** The job: queued when an import is applied or undone, or when a car is deleted (cleanup only). */
export const storeFeedPhotosTask: TaskConfig<{
  input: { siteId: number; dealershipId?: number; importId?: number }
  output: { stored: number; failed: number }
}> = {
  slug: STORE_FEED_PHOTOS_TASK,
  label: 'Store feed photos',
  // Photos that fail are reported and tried again at the next import; a crashed run is tried again once.
  retries: 1,
  inputSchema: [
    { name: 'siteId', type: 'number', required: true },
    { name: 'dealershipId', type: 'number' },
    { name: 'importId', type: 'number' },
  ],
  outputSchema: [
    { name: 'stored', type: 'number' },
    { name: 'failed', type: 'number' },
  ],
  handler: async ({ input, req }) => {
    const report = await storeFeedPhotos(req.payload, input)
    // The budget ran out: the next run goes on (photos stored so far are not fetched again, their ETag answers 304).
    if (report.status === 'running')
      await req.payload.jobs.queue({ task: STORE_FEED_PHOTOS_TASK, queue: FEED_PHOTOS_QUEUE, input })
    return { output: { stored: report.stored, failed: report.failed } }
  },
}
