import type { TaskConfig } from 'payload'
import { observed } from '@/observability/observe'
import { deliveryRetries } from '@/leads/delivery/config'
import { deliverLead } from '@/leads/delivery/deliver'
import { DELIVER_LEAD_TASK, type DeliverLeadInput } from '@/leads/delivery/queue'

const retries = deliveryRetries()

/**
 * The deliverLead job: sends a lead to its site's CRM destinations. Jobs live in Postgres and any app instance
 * runs them; a failed attempt throws so Payload retries it with exponential backoff, and the lead shows
 * 'retrying' until the last attempt marks it 'failed' for staff to resend.
 */
export const deliverLeadTask: TaskConfig<{ input: DeliverLeadInput; output: { status: string } }> = {
  slug: DELIVER_LEAD_TASK,
  label: 'Deliver lead to CRM',
  retries,
  inputSchema: [
    { name: 'leadId', type: 'number', required: true },
    { name: 'event', type: 'text', required: true },
    { name: 'round', type: 'number', required: true },
    { name: 'channels', type: 'json' },
  ],
  outputSchema: [{ name: 'status', type: 'text' }],
  // Each attempt is timed (dealer_lead_delivery_duration_seconds) and traced, its outcome an error when it throws.
  handler: ({ input, job, req }) =>
    observed('lead-delivery', 'deliverLead', { 'lead.id': input.leadId, 'lead.event': input.event }, async () => {
      const tried = job.totalTried ?? 0
      const outcome = await deliverLead(req.payload, input, { number: tried + 1, last: tried >= retries.attempts })
      if (outcome.errors.length > 0) throw new Error(outcome.errors.join('; '))
      return { output: { status: outcome.skipped ?? outcome.status ?? 'delivered' } }
    }),
}
