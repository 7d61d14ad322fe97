import type { CollectionAfterChangeHook } from 'payload'
import type { Car } from '@/payload-types'
import { queueAlertMatching } from '@/shopper/alertJobs'

/**
 * Issue 30.3: a car saved in the admin or over the API that became listed or dropped in price is matched against
 * saved searches and watchlists by a job queued in the save's transaction. Imports queue their own (one job a feed).
 */
export const queueCarAlerts: CollectionAfterChangeHook<Car> = async ({ doc, previousDoc, operation, req }) => {
  await queueAlertMatching(req.payload, [{ before: operation === 'create' ? null : previousDoc, after: doc }], req)
  return doc
}
