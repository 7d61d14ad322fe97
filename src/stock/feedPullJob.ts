import type { Payload, TaskConfig } from 'payload'
import type { Dealership, Site } from '@/payload-types'
import { claimFeedPull, recordFeedPullError } from '@/data/feedPulls'
import { takeSend } from '@/data/sendLimits'
import { mailTransportFromEnv } from '@/platform/mail/transport'
import { notificationAddresses } from '@/leads/delivery/notification'
import { downloadFeed, type DownloadedFeed, feedPullFailureMessage, isPullDue } from './feedPull'
import { importStockFeed } from './importFeedNow'
import { relationId } from '@/domain/relationId'
import { siteTimeZone } from '@/domain/siteTimeZone'

export const PULL_STOCK_FEEDS_TASK = 'pullStockFeeds'
/** How often a job server looks for due pulls; the due rule (isPullDue) decides what is pulled. */
export const FEED_PULL_EVERY_MS = 5 * 60 * 1000

export type FeedPullResult = { dealershipId: number; outcome: 'imported' | 'failed'; status?: string; error?: string }

/**
 * One run of the scheduled pulls: every dealership with a feed address and a schedule whose pull is due is
 * downloaded and imported like any other feed (planned, applied when safe, else left waiting for a person). A
 * failed download or a failed or refused import is kept on the dealership (the dashboard shows it) and e-mailed to
 * the site's lead notification addresses when it is new (not again every hour for the same fault).
 */
export async function pullDueStockFeeds(
  payload: Payload,
  {
    now = new Date(),
    download = (url: string) => downloadFeed(url),
  }: { now?: Date; download?: (url: string) => Promise<DownloadedFeed> } = {},
): Promise<FeedPullResult[]> {
  const { docs } = await payload.find({
    collection: 'dealerships',
    where: {
      and: [{ 'feedPull.schedule': { in: ['hourly', 'nightly'] } }, { 'feedPull.url': { exists: true } }],
    },
    depth: 0,
    pagination: false,
    limit: 0,
  })
  const sites = new Map<number, Site>()
  const siteOf = async (id: number) => {
    if (!sites.has(id)) sites.set(id, await payload.findByID({ collection: 'sites', id, depth: 0 }))
    return sites.get(id)!
  }
  const results: FeedPullResult[] = []
  for (const dealership of docs) {
    const url = dealership.feedPull?.url?.trim()
    const siteId = relationId(dealership.site)
    if (!url || typeof siteId !== 'number') continue
    const site = await siteOf(siteId)
    const due = isPullDue({
      schedule: dealership.feedPull?.schedule,
      lastPulledAt: dealership.feedPull?.lastPulledAt,
      now,
      timeZone: siteTimeZone(site.timeZone),
    })
    if (!due || !(await claimFeedPull(payload, dealership.id, dealership.feedPull?.lastPulledAt, now))) continue

    let error: string | null = null
    let status: string | undefined
    try {
      const feed = await download(url)
      const result = await importStockFeed(payload, {
        dealershipId: dealership.id,
        content: feed.bytes,
        format: feed.format,
        source: 'schedule',
        filename: feed.filename,
        now,
      })
      status = result.status
      if (result.status === 'failed' || result.status === 'refused')
        error = `The feed was downloaded but not imported: ${result.message || result.status}`
    } catch (caught) {
      error = caught instanceof Error ? caught.message : String(caught)
      payload.logger.warn({ err: caught, dealership: dealership.id }, 'scheduled stock feed pull failed')
    }
    await recordFeedPullError(payload, dealership.id, error)
    if (error && error !== dealership.feedPull?.lastError) await mailFailure(payload, site, dealership, error)
    results.push({
      dealershipId: dealership.id,
      outcome: error ? 'failed' : 'imported',
      status,
      error: error ?? undefined,
    })
  }
  return results
}

async function mailFailure(payload: Payload, site: Site, dealership: Dealership, error: string) {
  const to = notificationAddresses(site)
  if (to.length === 0) return
  // Bounded per site like every send (src/domain/sendLimits.ts); the failure stays on the dashboard either way.
  if (!(await takeSend(payload, 'feed-pull-failure', { site: site.id })).ok) return
  try {
    await mailTransportFromEnv().send(feedPullFailureMessage(site, dealership, error, to))
  } catch (mailError) {
    payload.logger.warn({ err: mailError, dealership: dealership.id }, 'feed pull failure e-mail not sent')
  }
}

/** The scheduled pulls as a Payload job, queued every five minutes by job servers (startFeedPullSchedule). */
export const pullStockFeedsTask: TaskConfig<{
  input: Record<string, never>
  output: { pulled: number; failed: number }
}> = {
  slug: PULL_STOCK_FEEDS_TASK,
  label: 'Pull scheduled stock feeds',
  // The next run (five minutes later) is the retry; each dealership's failure is on the dealership.
  retries: 0,
  inputSchema: [],
  outputSchema: [
    { name: 'pulled', type: 'number' },
    { name: 'failed', type: 'number' },
  ],
  handler: async ({ req }) => {
    const results = await pullDueStockFeeds(req.payload)
    return {
      output: {
        pulled: results.filter((r) => r.outcome === 'imported').length,
        failed: results.filter((r) => r.outcome === 'failed').length,
      },
    }
  },
}

/** Queues a run of the scheduled pulls unless one is already waiting or running. */
export async function queueFeedPulls(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: PULL_STOCK_FEEDS_TASK } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
      ],
    },
  })
  if (totalDocs > 0) return false
  await payload.jobs.queue({ task: PULL_STOCK_FEEDS_TASK, input: {} })
  return true
}

/**
 * Every five minutes on a job server, a pullStockFeeds job is queued for the autoRun cron to run. Payload's own task
 * `schedule` needs its job-stats global and a `meta` column on the jobs table, which this database does not have.
 */
export function startFeedPullSchedule(payload: Payload, everyMs = FEED_PULL_EVERY_MS): () => void {
  const timer = setInterval(() => {
    queueFeedPulls(payload).catch((error: unknown) =>
      payload.logger.warn({ err: error }, 'could not queue the scheduled stock feed pulls'),
    )
  }, everyMs)
  timer.unref()
  return () => clearInterval(timer)
}
