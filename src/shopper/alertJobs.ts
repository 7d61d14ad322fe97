import type { Payload, PayloadRequest, TaskConfig } from 'payload'
import { alertTrigger, type AlertTriggerCar } from '@/domain/alertTriggers'
import { anyAlertSubscribers } from '@/data/alerts'
import { sendSiteDigests } from './alertDigests'
import { matchAlerts, type MatchAlertsInput, type PriceDrop } from './alertMatching'

export const MATCH_ALERTS_TASK = 'matchAlerts'
export const SEND_ALERT_DIGESTS_TASK = 'sendAlertDigests'

/**
 * Queues the matching of changed cars, inside the caller's transaction when given one (an import's, a car save's),
 * so the change and its job commit together. Only cars that became listed or dropped in price are named.
 */
export async function queueAlertMatching(
  payload: Payload,
  changes: ReadonlyArray<{ before: AlertTriggerCar | null | undefined; after: AlertTriggerCar }>,
  req?: PayloadRequest,
): Promise<boolean> {
  const input: Required<MatchAlertsInput> = { newCarIds: [], priceDrops: [] }
  for (const { before, after } of changes) {
    const trigger = alertTrigger(before, after)
    if (trigger?.kind === 'listed') input.newCarIds.push(after.id)
    else if (trigger?.kind === 'price-drop')
      input.priceDrops.push({ carId: after.id, before: trigger.before, after: trigger.after })
  }
  if (input.newCarIds.length === 0 && input.priceDrops.length === 0) return false
  if (!(await anyAlertSubscribers(payload, req))) return false
  await payload.jobs.queue({ task: MATCH_ALERTS_TASK, input, ...(req ? { req } : {}) })
  return true
}

/**
 * Matches changed cars against saved searches and watchlists, then queues each touched site's digest run. Safe to
 * run again: alert items are unique per shopper, car and reason.
 */
export const matchAlertsTask: TaskConfig<{
  input: { newCarIds?: number[]; priceDrops?: PriceDrop[] }
  output: { shoppers: number }
}> = {
  slug: MATCH_ALERTS_TASK,
  label: 'Match saved searches and watchlists',
  retries: 3,
  inputSchema: [
    { name: 'newCarIds', type: 'json' },
    { name: 'priceDrops', type: 'json' },
  ],
  outputSchema: [{ name: 'shoppers', type: 'number' }],
  handler: async ({ input, req }) => {
    const outcome = await matchAlerts(req.payload, input)
    for (const siteId of outcome.sites)
      await req.payload.jobs.queue({ task: SEND_ALERT_DIGESTS_TASK, input: { siteId }, req })
    return { output: { shoppers: outcome.shoppers } }
  },
}

/**
 * Sends a site's waiting digests (exactly once each: src/shopper/alertDigests.ts). Shoppers whose digest of the day
 * already went wait for the next day: a run is queued for then.
 */
export const sendAlertDigestsTask: TaskConfig<{ input: { siteId: number }; output: { sent: number } }> = {
  slug: SEND_ALERT_DIGESTS_TASK,
  label: 'Send alert digests',
  retries: 3,
  inputSchema: [{ name: 'siteId', type: 'number', required: true }],
  outputSchema: [{ name: 'sent', type: 'number' }],
  handler: async ({ input, req }) => {
    const run = await sendSiteDigests(req.payload, input.siteId)
    if (run.nextRunAt)
      await req.payload.jobs.queue({
        task: SEND_ALERT_DIGESTS_TASK,
        input: { siteId: input.siteId },
        waitUntil: run.nextRunAt,
        req,
      })
    return { output: { sent: run.sent } }
  },
}
