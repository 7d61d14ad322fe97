import { z } from 'zod'
import type { Lead, Site } from '@/payload-types'
import { LIMITS, VALUATION_COLUMN } from '../constants'

/**
 * Spec §7 'Valuation adjustments | id, adjustmentAnswers | result not shown; optionally saved by POST
 * /api/miscellaneous with the result and column_name 'valuation' (one site mode only)'.
 *
 * The site mode is the site's `forms.saveValuation` (off by default); with it off the endpoint answers 404.
 */
export function valuationSaveOn(site: Pick<Site, 'forms'>): boolean {
  return site.forms?.saveValuation === true
}

export const miscellaneousSchema = z.object({
  site: z.string().max(LIMITS.short).optional(),
  lead_id: z.number({ error: 'lead_id is required.' }).int().positive(),
  follow_up_token: z.string({ error: 'follow_up_token is required.' }).max(100),
  column_name: z.literal(VALUATION_COLUMN, { error: `column_name must be '${VALUATION_COLUMN}'.` }),
  /** The result as the browser has it; only checked against the lead, never stored as sent. */
  value: z.object({ offer_price: z.number().nullable().optional() }).passthrough().optional(),
})

/**
 * The valuation as saved under the lead's form data (lead.fields.valuation), from the lead's own record: the
 * figures the server worked out at submission, never the browser's copy.
 */
export function valuationRecord(lead: Pick<Lead, 'fields' | 'tradeIn'>, now: Date) {
  const fields = (
    lead.fields && typeof lead.fields === 'object' && !Array.isArray(lead.fields) ? lead.fields : {}
  ) as Record<string, unknown>
  return {
    id: lead.tradeIn?.valuationId ?? null,
    adjustmentAnswers: lead.tradeIn?.adjustmentAnswers ?? {},
    offer_price: lead.tradeIn?.offerPrice ?? null,
    estimate: fields.valuation_estimate === true,
    provider: typeof fields.valuation_provider === 'string' ? fields.valuation_provider : null,
    saved_at: now.toISOString(),
  }
}
