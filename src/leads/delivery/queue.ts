import type { PayloadRequest } from 'payload'
import type { DeliveryEvent } from './status'

export const DELIVER_LEAD_TASK = 'deliverLead'

export interface DeliverLeadInput {
  leadId: number
  event: DeliveryEvent
  round: number
  /** Only these channels (a staff "Send again"); all of the event's channels when absent. */
  channels?: string[]
}

/** Queues the delivery job inside the caller's transaction (req), so the lead and its job commit together. */
export async function queueDelivery(
  req: PayloadRequest,
  leadId: number,
  event: DeliveryEvent,
  round: number,
  channels?: string[],
): Promise<void> {
  const input: DeliverLeadInput = { leadId, event, round, ...(channels ? { channels } : {}) }
  await req.payload.jobs.queue({ task: DELIVER_LEAD_TASK, input, req })
}
