import http from 'node:http'
import https from 'node:https'
import path from 'node:path'
import { TZDate } from '@date-fns/tz'
import type { Dealership, Site } from '@/payload-types'
import { leadMailFrom } from '@/leads/delivery/config'
import { guardedLookup, guardedRequestOptions, outboundUrlProblem, type Resolve } from '@/platform/outboundGuard'
import { MAX_FEED_BYTES } from './feedUpload'
import { environment, type Environment } from '@/config/env'

/** A dealership's feed address: https only, and never a loopback, private or metadata address (the webhooks' guard). */
export function validateFeedUrl(value: unknown): true | string {
  if (value === null || value === undefined || value === '') return true
  if (typeof value !== 'string') return 'Enter the feed’s https address.'
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return 'Enter a full address, such as https://dms.example.com/feed.csv.'
  }
  const problem = outboundUrlProblem(url)
  return problem ? `The feed address ${problem}.` : true
}

export type PullSchedule = 'off' | 'hourly' | 'nightly'

const HOUR_MS = 60 * 60 * 1000
/** Nightly pulls happen on the first run after this hour, in the dealership's site time zone. */
export const NIGHTLY_HOUR = 2

/** The latest 02:00 in `timeZone` at or before `now` (a day without 02:00, when clocks jump, takes the time after). */
export function lastNightlyStart(now: Date, timeZone: string): Date {
  const local = new TZDate(now.getTime(), timeZone)
  const today = new TZDate(local.getFullYear(), local.getMonth(), local.getDate(), NIGHTLY_HOUR, 0, timeZone)
  if (today.getTime() <= now.getTime()) return new Date(today.getTime())
  return new Date(
    new TZDate(local.getFullYear(), local.getMonth(), local.getDate() - 1, NIGHTLY_HOUR, 0, timeZone).getTime(),
  )
}

/**
 * Whether a dealership's scheduled feed is due: hourly when never pulled or an hour or more since the last pull;
 * nightly once a local day, on the first run after 02:00 in the site's time zone; never when off.
 */
export function isPullDue({
  schedule,
  lastPulledAt,
  now,
  timeZone,
}: {
  schedule: PullSchedule | null | undefined
  lastPulledAt: Date | string | null | undefined
  now: Date
  timeZone: string
}): boolean {
  if (schedule !== 'hourly' && schedule !== 'nightly') return false
  const last = lastPulledAt ? new Date(lastPulledAt).getTime() : NaN
  if (Number.isNaN(last)) return true
  if (schedule === 'hourly') return now.getTime() - last >= HOUR_MS
  return last < lastNightlyStart(now, timeZone).getTime()
}

export type DownloadedFeed = { bytes: Buffer; filename: string; format: 'csv' | 'json' }

/** A pull that failed; the message is for staff (the dashboard and the e-mail), the cause for the server log. */
export class FeedPullError extends Error {}

/**
 * The one answer for an address the guard refused after DNS and for one that could not be reached: were they told
 * apart, an editor could probe which internal names resolve. Why it failed is the error's cause (server log only).
 */
export const FEED_UNREACHABLE = 'The feed address could not be reached.'

/** The feed's format: from the Content-Type, else from the address's extension, else CSV. */
export function feedFormatFromAnswer(contentType: string | undefined, url: URL): 'csv' | 'json' {
  const type = (contentType ?? '').toLowerCase()
  if (type.includes('json')) return 'json'
  if (type.includes('csv') || type.includes('comma-separated')) return 'csv'
  const ext = path.posix.extname(url.pathname).toLowerCase()
  return ext === '.json' ? 'json' : 'csv'
}

/** The stored file's name: the address's last segment, ending in the format's extension. */
export function feedFilename(url: URL, format: 'csv' | 'json'): string {
  let base: string
  try {
    base = decodeURIComponent(path.posix.basename(url.pathname))
  } catch {
    base = ''
  }
  base = base.replace(/[^\w.-]+/g, '-').replace(/^[.-]+/, '')
  const stem = base.replace(/\.[^.]*$/, '') || 'feed'
  return `${stem.slice(0, 100)}.${format}`
}

const sizeLabel = (bytes: number) =>
  bytes % (1024 * 1024) === 0 ? `${bytes / 1024 / 1024} MB` : `${bytes.toLocaleString('en-AU')} bytes`
const secondsLabel = (ms: number) => (ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`)

/**
 * GETs a dealership's feed through the webhooks' outbound guard (https, public addresses only; the check runs on the
 * address connected to), following no redirects, refusing more than `maxBytes` while it streams. Every failure is a
 * FeedPullError in plain words for staff; a refused and an unreachable address answer alike (FEED_UNREACHABLE).
 */
export async function downloadFeed(
  raw: string,
  {
    maxBytes = MAX_FEED_BYTES,
    timeoutMs = 60_000,
    env = environment(),
    resolve,
    ca,
  }: {
    maxBytes?: number
    timeoutMs?: number
    env?: Environment
    /** Test seam: the resolver behind the guarded lookup. */
    resolve?: Resolve
    /** Test seam: a local server's self-signed certificate to trust (TLS checks stay on). */
    ca?: string | Buffer
  } = {},
): Promise<DownloadedFeed> {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new FeedPullError('The feed address is not a full address, such as https://dms.example.com/feed.csv.')
  }
  const problem = outboundUrlProblem(url, env)
  if (problem) throw new FeedPullError(`The feed address ${problem}.`)

  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  const client = url.protocol === 'https:' ? https : http
  try {
    return await new Promise<DownloadedFeed>((done, fail) => {
      const failWith = (message: string) => {
        fail(new FeedPullError(message))
        request.destroy()
      }
      const request = client.request(
        guardedRequestOptions(url, {
          method: 'GET',
          headers: { Accept: 'text/csv, application/json;q=0.9, */*;q=0.5', 'User-Agent': 'DealerPlatform-Stock/1.0' },
          lookup: guardedLookup({ env, resolve }),
          signal: controller.signal,
          ca,
        }),
        (response) => {
          const status = response.statusCode ?? 0
          if (status >= 300 && status < 400) {
            response.resume()
            return failWith(
              `The feed address answered ${status} (a redirect, which is not followed): enter the address it moved to.`,
            )
          }
          if (status < 200 || status > 299) {
            response.resume()
            return failWith(`The feed address answered ${status}.`)
          }
          const tooLarge = `The feed is larger than ${sizeLabel(maxBytes)}.`
          if (Number(response.headers['content-length'] ?? 0) > maxBytes) return failWith(tooLarge)
          const chunks: Buffer[] = []
          let size = 0
          response.on('data', (chunk: Buffer) => {
            size += chunk.length
            if (size > maxBytes) return failWith(tooLarge)
            chunks.push(chunk)
          })
          response.on('error', () =>
            failWith(
              controller.signal.aborted
                ? `No answer from the feed address within ${secondsLabel(timeoutMs)}.`
                : 'The feed address stopped answering before the whole feed arrived.',
            ),
          )
          response.on('end', () => {
            const format = feedFormatFromAnswer(response.headers['content-type'], url)
            done({ bytes: Buffer.concat(chunks), filename: feedFilename(url, format), format })
          })
        },
      )
      request.on('error', (error) => {
        if (controller.signal.aborted)
          return fail(new FeedPullError(`No answer from the feed address within ${secondsLabel(timeoutMs)}.`))
        fail(new FeedPullError(FEED_UNREACHABLE, { cause: error }))
      })
      request.end()
    })
  } finally {
    clearTimeout(timer)
  }
}

/** The dealership's page in the admin, when the platform's public address is known (PUBLIC_SERVER_URL). */
export function adminDealershipUrl(dealershipId: number, env: Environment = environment()): string | null {
  const base = env.PUBLIC_SERVER_URL?.replace(/\/+$/, '')
  return base ? `${base}/admin/collections/dealerships/${dealershipId}` : null
}

/** The e-mail to the site's lead notification addresses when a dealership's scheduled feed could not be pulled. */
export function feedPullFailureMessage(
  site: Pick<Site, 'id' | 'name' | 'domains'>,
  dealership: Pick<Dealership, 'id' | 'name' | 'feedPull'>,
  error: string,
  to: string[] = [],
  env: Environment = environment(),
) {
  const link = adminDealershipUrl(dealership.id, env)
  return {
    from: leadMailFrom(site.domains?.[0]?.domain, env),
    to,
    subject: `Stock feed not updated: ${dealership.name}`,
    text: [
      `The scheduled stock feed of ${dealership.name} (${site.name}) could not be imported.`,
      '',
      `What went wrong: ${error}`,
      ...(dealership.feedPull?.url ? [`Feed address: ${dealership.feedPull.url}`] : []),
      '',
      'The cars on the website have not changed. The next scheduled pull tries again; fix the feed address or ask',
      'the DMS provider if this keeps happening.',
      '',
      link ? `Open the dealership: ${link}` : `Find ${dealership.name} under Dealerships in the admin.`,
    ].join('\n'),
    headers: { 'X-Feed-Pull-Dealership': String(dealership.id) },
  }
}
