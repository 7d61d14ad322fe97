import type { RequestContext } from 'payload'

/**
 * The public submission handler creates leads through the Local API with access control on
 * (overrideAccess: false) and no user. This context marker is how the Leads access rules recognise it.
 * HTTP clients cannot set a request context, and Symbol.for keeps the key identical across bundles.
 */
const INTAKE = Symbol.for('dealer-platform.lead-intake')

export interface LeadIntake {
  siteId: number
  /** Set for a follow-up (offer accepted): the only lead the call may change. */
  leadId?: number
}

export const intakeContext = (intake: LeadIntake): RequestContext => ({ leadIntake: { [INTAKE]: true, ...intake } })

export function leadIntakeOf(context: RequestContext | undefined): LeadIntake | null {
  const value = context?.leadIntake
  if (!value || typeof value !== 'object' || (value as Record<symbol, unknown>)[INTAKE] !== true) return null
  const { siteId, leadId } = value as LeadIntake
  return typeof siteId === 'number' ? { siteId, ...(typeof leadId === 'number' ? { leadId } : {}) } : null
}

/** Context of the delivery job's own writes: they must not queue another delivery. */
export const DELIVERY_WRITE = 'leadDeliveryWrite'
/** Context key naming the delivery event an update should queue (offer accepted). */
export const DELIVERY_EVENT = 'leadDeliveryEvent'
