import type { Payload } from 'payload'
import { alertSubscription, savedSearchesOf } from './alerts'
import { payloadClient } from './payloadClient'

/** The Payload of this server for the shopper's alert routes (the job worker hands its own to src/data/alerts.ts). */
export const alertsPayload = (): Promise<Payload> => payloadClient()

/** The watchlist page's saved searches and alert choice of the signed-in shopper. */
export async function shopperAlertsPage(siteId: number, phone: string) {
  const payload = await alertsPayload()
  const [searches, subscription] = await Promise.all([
    savedSearchesOf(payload, siteId, phone),
    alertSubscription(payload, siteId, phone),
  ])
  return { searches, subscription }
}
