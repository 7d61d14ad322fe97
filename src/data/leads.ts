import { Forbidden, NotFound, type Payload, ValidationError } from 'payload'
import type { Lead } from '@/payload-types'
import { DELIVERY_EVENT, intakeContext } from '@/leads/intakeContext'
import { OFFER_ACCEPTED_SUBCATEGORY, type VALUATION_COLUMN } from '@/leads/constants'
import type { LeadData } from '@/leads/server/composeLead'
import { payloadClient } from './payloadClient'

/**
 * The shopper side's Local API calls on leads: storing a submitted lead (with its delivery job, through the
 * collection's hooks) and the trade-in follow-up. Every call runs with the collection's access rules
 * (overrideAccess: false) and the intake context that grants exactly that one lead on that one site.
 */

/**
 * Payload's Postgres adapter swallows a failed COMMIT (a connection dropped at that moment): the create returns a
 * document that was never stored. Read it back outside the transaction before answering with its id (an existence
 * check at the database adapter, which shows the shopper nothing).
 */
async function leadIsStored(payload: Payload, id: number): Promise<boolean> {
  const { totalDocs } = await payload.db.count({ collection: 'leads', where: { id: { equals: id } } })
  return totalDocs === 1
}

/** Stores a new lead of a site; null when the database lost it (the create answered, the commit did not happen). */
export async function storeLead(siteId: number, data: LeadData): Promise<Lead | null> {
  const payload = await payloadClient()
  const lead = await payload.create({
    collection: 'leads',
    data,
    overrideAccess: false,
    context: intakeContext({ siteId }),
    depth: 0,
  })
  if (!(await leadIsStored(payload, lead.id))) {
    console.error(`lead intake: lead ${lead.id} was not stored (commit lost)`)
    return null
  }
  return lead
}

/** True when the database answers at all (tells a shopper's invalid selection from an unreachable database). */
export async function databaseReachable(): Promise<boolean> {
  try {
    await (await payloadClient()).db.count({ collection: 'sites', where: {} })
    return true
  } catch {
    return false
  }
}

const followUpContext = (siteId: number, leadId: number) => ({
  ...intakeContext({ siteId, leadId }),
  [DELIVERY_EVENT]: 'offer-accepted',
})

/** A lead of this site by id for its follow-up; another site's lead (or none) is null. */
export async function findSiteLead(siteId: number, leadId: number): Promise<Lead | null> {
  // Access limits the follow-up to this lead on this site; another site's lead is simply not found.
  return (await payloadClient())
    .findByID({
      collection: 'leads',
      id: leadId,
      overrideAccess: false,
      context: followUpContext(siteId, leadId),
      depth: 0,
      disableErrors: true,
    })
    .catch((error: unknown) => (error instanceof Forbidden || error instanceof NotFound ? null : Promise.reject(error)))
}

/** Marks a trade-in lead's offer accepted (subcategory '3. Offer Accepted'); its hooks deliver it to the CRM again. */
export async function markOfferAccepted(siteId: number, leadId: number, now: Date): Promise<Lead | null> {
  return (await payloadClient()).update({
    collection: 'leads',
    id: leadId,
    data: {
      subcategory: OFFER_ACCEPTED_SUBCATEGORY,
      tradeIn: { offerAccepted: true, offerAcceptedAt: now.toISOString() },
    },
    overrideAccess: false,
    context: followUpContext(siteId, leadId),
    depth: 0,
  })
}

/**
 * Saves a column of the shopper's valuation under the lead's form data (spec §7 POST /api/miscellaneous, column
 * 'valuation'). The caller has checked the follow-up token and found the lead on this site with the access rules
 * on; the form data is a record nobody edits, so this is a system write of a value the server derived itself
 * (miscellaneous.ts valuationRecord), and it queues no delivery.
 */
export async function saveLeadColumn(
  lead: Lead,
  column: typeof VALUATION_COLUMN,
  value: Record<string, unknown>,
): Promise<Lead> {
  const fields = lead.fields && typeof lead.fields === 'object' && !Array.isArray(lead.fields) ? lead.fields : {}
  // A system write: the submitted fields are read-only to everyone. Reached only from POST /api/miscellaneous
  // after the lead's follow-up token and site are checked, and `value` is the server's own record of the lead.
  // Only that column, straight to the database: Payload's update would rewrite the whole lead from the copy it read
  // first, and lose what the delivery job or the shopper's offer acceptance committed meanwhile.
  return (await (
    await payloadClient()
  ).db.updateOne({
    collection: 'leads',
    id: lead.id,
    data: { fields: { ...fields, [column]: value } },
  })) as Lead
}

/**
 * The field errors of Payload's ValidationError (a lead the collection refused). By shape as well as by class: in the
 * Next.js build the class can exist twice (two bundled copies), and `instanceof` then misses it.
 */
export function payloadValidationErrors(error: unknown): { field: string; message: string }[] | null {
  const shaped = error as { status?: unknown; data?: { errors?: unknown } } | null
  const errors =
    error instanceof ValidationError
      ? error.data.errors
      : shaped && shaped.status === 400 && Array.isArray(shaped.data?.errors)
        ? (shaped.data.errors as { path?: unknown; message?: unknown }[])
        : null
  return errors ? errors.map((e) => ({ field: String(e.path ?? 'form'), message: String(e.message ?? '') })) : null
}

/** Logs an intake failure with Payload's logger, when Payload can be reached at all (the failure may be that). */
export async function logIntakeFailure(error: unknown): Promise<void> {
  ;(await payloadClient().catch(() => null))?.logger.error({ err: error }, 'lead intake failed')
}
