import type { PayloadRequest } from 'payload'
import type { DeliveryEvent } from './status'

export const DELIVER_LEAD_TASK = 'deliverLead'

export interface DeliverLeadInput {
  leadId: number
  event: DeliveryEvent
  round: number
}

/** Queues the delivery job inside the caller's transaction (req), so the lead and its job commit together. */
export async function queueDelivery(
  req: PayloadRequest,
  leadId: number,
  event: DeliveryEvent,
  round: number,
): Promise<void> {
  const input: DeliverLeadInput = { leadId, event, round }
  await req.payload.jobs.queue({ task: DELIVER_LEAD_TASK, input, req })
}
