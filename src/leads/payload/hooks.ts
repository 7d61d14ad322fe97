import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  CollectionBeforeValidateHook,
} from 'payload'
import type { Lead } from '@/payload-types'
import { LEAD_SOURCE } from '@/leads/constants'
import { queueDelivery } from '@/leads/delivery/queue'
import type { DeliveryEvent } from '@/leads/delivery/status'
import { DELIVERY_EVENT, DELIVERY_WRITE, leadIntakeOf } from '@/leads/intakeContext'
import { freshLeadReference } from '@/leads/reference'

const QUEUED = 'leadDeliveryQueued'
type Queued = { event: DeliveryEvent; round: number }

/**
 * A shopper's submission names its site through the handler that verified it, never through the body.
 * Runs after field access has been applied, so the site set here cannot come from the request.
 */
export const assignIntakeSite: CollectionBeforeValidateHook<Lead> = ({ data, operation, req }) => {
  const intake = leadIntakeOf(req.context)
  if (!intake || req.user || !data || operation !== 'create') return data
  return { ...data, site: intake.siteId, source: LEAD_SOURCE }
}

/**
 * Issue 39.1: every new lead gets its reference ('HAR-7KQ4-2XPH'), whoever creates it; it never changes afterwards
 * (the field is read-only to everyone), so what the shopper was told stays what staff find.
 */
export const referenceLead: CollectionBeforeChangeHook<Lead> = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const site = typeof data.site === 'object' && data.site ? data.site.id : data.site
  if (typeof site !== 'number') return data
  return { ...data, reference: await freshLeadReference(req, site) }
}

export const titleLead: CollectionBeforeChangeHook<Lead> = ({ data, originalDoc }) => {
  const name = [data.name ?? originalDoc?.name, data.lastName ?? originalDoc?.lastName].filter(Boolean).join(' ')
  const what = data.category ?? originalDoc?.category ?? data.form ?? originalDoc?.form
  return { ...data, title: [name || 'Unnamed', what].filter(Boolean).join(' – ') }
}

const freshChannel = { status: 'pending' as const, attempts: 0, deliveredAt: null, destination: null, lastError: null }

/**
 * A new lead, a staff resend ("Resend" ticked and saved) or a shopper's follow-up starts a delivery round:
 * every destination goes back to pending and a job for this round is queued after the write.
 */
export const prepareDelivery: CollectionBeforeChangeHook<Lead> = ({ data, operation, originalDoc, context }) => {
  if (context[DELIVERY_WRITE]) return data
  let event: DeliveryEvent | undefined
  if (operation === 'create') event = 'created'
  else if (data.delivery?.resend === true) event = 'resend'
  else if (typeof context[DELIVERY_EVENT] === 'string') event = context[DELIVERY_EVENT] as DeliveryEvent
  if (!event) return data
  const round = (originalDoc?.delivery?.round ?? 0) + 1
  context[QUEUED] = { event, round } satisfies Queued
  return {
    ...data,
    deliveryStatus: 'pending',
    delivery: {
      ...originalDoc?.delivery,
      ...data.delivery,
      resend: false,
      round,
      lastEvent: event,
      webhook: { ...freshChannel },
      email: { ...freshChannel },
      // The staff notification goes out for a new lead only (src/leads/delivery/deliver.ts, deliveryChannels).
      ...(event === 'created' ? { notification: { ...freshChannel } } : {}),
    },
  }
}

/** The delivery job is queued in the same transaction as the lead, so a stored lead always has its job. */
export const queueLeadDelivery: CollectionAfterChangeHook<Lead> = async ({ doc, req, context }) => {
  const queued = context[QUEUED] as Queued | undefined
  if (!queued) return doc
  delete context[QUEUED]
  await queueDelivery(req, doc.id, queued.event, queued.round)
  return doc
}

/**
 * A deleted lead leaves an audit entry (who, when, which lead number, what kind of enquiry), in the same
 * transaction: no deletion without its record. The shopper's details are not copied into it.
 */
export const logLeadDeletion: CollectionAfterDeleteHook<Lead> = async ({ doc, req }) => {
  const site = typeof doc.site === 'object' && doc.site ? doc.site.id : doc.site
  const received = doc.createdAt ? new Date(doc.createdAt).toISOString().slice(0, 10) : 'unknown date'
  await req.payload.create({
    collection: 'audit-events',
    data: {
      site,
      action: 'lead-deleted',
      summary: `Lead ${doc.id} (${doc.category ?? doc.form ?? 'enquiry'}, received ${received}) deleted`,
      documentId: doc.id,
      user: req.user && req.user.collection === 'users' ? req.user.id : null,
    },
    overrideAccess: true,
    req,
  })
}
