/**
 * Feed photos are ours (issue 39.3): a DMS feed links to photos on its own host; the platform copies them into the
 * site's media and serves them from there. These are the pure rules of that copy; the fetching and storing live in
 * src/photos/.
 */

/** A photo larger than this is refused (a DMS photo is 0.2-3 MB; 15 MB is a camera original, not a web photo). */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024

/** The photo types media accepts (collections/Media.ts), without SVG: a feed's SVG could carry script. */
export const PHOTO_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/pjpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
}

/** A feed address the job copies: an absolute http(s) address. A relative one (`/demo-photos/…`) is already ours. */
export function isRemotePhotoUrl(url: string | null | undefined): url is string {
  if (!url) return false
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:'
  } catch {
    return false
  }
}

/** The stored file's extension for an answer's Content-Type, or null when it is not a photo we keep. */
export function photoExtension(contentType: string | null | undefined): string | null {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase()
  return PHOTO_TYPES[type] ?? null
}

/** Why a photo could not be copied, in plain words for the import's report (never an internal address or error). */
export type PhotoProblem =
  | { kind: 'status'; status: number }
  | { kind: 'type'; contentType: string }
  | { kind: 'too-large'; maxBytes: number }
  | { kind: 'unreachable' }
  | { kind: 'timeout'; seconds: number }
  | { kind: 'address'; problem: string }
  | { kind: 'unreadable' }

export function photoProblemText(problem: PhotoProblem): string {
  switch (problem.kind) {
    case 'status':
      return problem.status === 404 || problem.status === 410
        ? `The photo is gone from the feed's host (it answered ${problem.status}).`
        : `The feed's host answered ${problem.status}.`
    case 'type':
      return `Not a photo: the address gave ${problem.contentType || 'no type'} (JPEG, PNG, WebP or AVIF expected).`
    case 'too-large':
      return `The photo is larger than ${Math.round(problem.maxBytes / 1024 / 1024)} MB.`
    case 'unreachable':
      return 'The photo address could not be reached.'
    case 'timeout':
      return `No answer from the photo address within ${problem.seconds} s.`
    case 'address':
      return `The photo address ${problem.problem}.`
    case 'unreadable':
      return 'The file is not a readable image.'
  }
}

/** Whether trying again soon may help: the host's trouble (5xx, 429, no answer), not the photo's (404, type, size). */
export function isRetryable(problem: PhotoProblem): boolean {
  if (problem.kind === 'status') return problem.status >= 500 || problem.status === 429 || problem.status === 408
  return problem.kind === 'unreachable' || problem.kind === 'timeout'
}

/** The wait before try `attempt` (1 = the first retry): doubling from `baseMs`, at most `maxMs`, with ±20% jitter. */
export function backoffMs(attempt: number, { baseMs = 500, maxMs = 8_000, random = Math.random } = {}): number {
  const plain = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1))
  return Math.round(plain * (0.8 + 0.4 * random()))
}

/**
 * The car's stored photos in the feed's order: for each feed address, the media it was stored as (one media for
 * addresses whose bytes are the same), each once. Addresses not stored yet are left out.
 */
export function storedPhotoOrder(feedUrls: readonly string[], stored: ReadonlyMap<string, number>): number[] {
  const ids: number[] = []
  for (const url of feedUrls) {
    const id = stored.get(url)
    if (id !== undefined && !ids.includes(id)) ids.push(id)
  }
  return ids
}

/** One car's photos that could not be copied, as the import's report lists them. */
export type CarPhotoProblems = {
  car: number
  title: string
  stocknum: string | null
  photos: { url: string; reason: string }[]
}

/** The report's part about photos: how many are stored, and per car the ones that are not, with why. */
export type PhotoReport = {
  /** 'running': the run stopped at its time budget and the next run goes on with the rest. */
  status: 'running' | 'done'
  checkedAt: string
  cars: number
  photos: number
  stored: number
  fetched: number
  reused: number
  failed: number
  removed: number
  problems: CarPhotoProblems[]
}

/** The report's line: "120 of 124 photos stored; 4 could not be fetched (3 cars)". */
export function photoReportLine(report: Pick<PhotoReport, 'photos' | 'stored' | 'failed' | 'problems'>): string {
  const base = `${report.stored} of ${report.photos} photo${report.photos === 1 ? '' : 's'} stored`
  if (report.failed === 0) return base
  const cars = report.problems.length
  return `${base}; ${report.failed} could not be fetched (${cars} car${cars === 1 ? '' : 's'}), tried again at the next import`
}
