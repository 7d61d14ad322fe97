import { FORM_ERRORS_HEADING, HONEYPOT_FIELD, isLeadFormKind, type LeadFormKind, MESSAGES } from '../constants'
import type { LeadEvent } from '../events'
import { fieldErrorsOf, type FieldError, type SubmissionEnvelope, submissionEnvelopeSchema } from '../schemas'
import { followUpToken } from './followUpToken'
import type { LeadData } from './composeLead'
import { withoutControlCharacters } from '@/domain/controlCharacter'

/**
 * The pure steps of a lead submission (POST /api/leads/submit); intake.ts runs them in order with the ones that
 * read the database. Each either goes on with its value or ends the request with field errors.
 */

export type StepResult<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] }

/** The 400 answer's body: one error's message, or the spec's heading over several, and the list. */
export const invalidBody = (errors: FieldError[]) => ({
  error: errors.length === 1 ? errors[0]!.message : FORM_ERRORS_HEADING,
  errors,
})

/** The envelope (form, site, url, lead_attributes) and a form that exists. */
export function readEnvelope(
  raw: Record<string, unknown>,
): StepResult<{ kind: LeadFormKind; envelope: SubmissionEnvelope }> {
  const envelope = submissionEnvelopeSchema.safeParse(raw)
  if (!envelope.success) return { ok: false, errors: fieldErrorsOf(envelope.error) }
  const kind = envelope.data.form
  if (!isLeadFormKind(kind)) return { ok: false, errors: [{ field: 'form', message: 'form: no such form.' }] }
  return { ok: true, value: { kind, envelope: envelope.data } }
}

/** A filled honeypot (a field people never see) is a robot's submission. */
export function honeypotErrors(raw: Record<string, unknown>): FieldError[] {
  const honeypot = raw[HONEYPOT_FIELD]
  return honeypot !== undefined && honeypot !== '' && honeypot !== null
    ? [{ field: HONEYPOT_FIELD, message: MESSAGES.honeypot }]
    : []
}

/** The car_id the submission names, or null when it names none. */
export const requestedCarId = (raw: Record<string, unknown>): unknown =>
  raw.car_id !== undefined && raw.car_id !== '' ? raw.car_id : null

/**
 * JSON clients may send numbers for text inputs (car_id: 12, kms: 45000); the form itself sends strings. Control
 * characters (other than line breaks and tabs) have no place in a lead and are dropped.
 */
export function cleanInput(raw: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(raw).map(([k, v]) => [
      k,
      typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' ? withoutControlCharacters(v) : v,
    ]),
  )
}

/** Each sales location's dealership id (a lead's location decides its dealership). */
export function dealershipIdByLocation(
  locations: { id: number; dealership: number | { id: number } }[],
): Map<number, number> {
  return new Map(
    locations.map((location) => [
      location.id,
      typeof location.dealership === 'object' ? location.dealership.id : location.dealership,
    ]),
  )
}

/** Whether the lead's offer is an estimate (composeLead stores it with the form data); false without an offer. */
export function valuationIsEstimate(lead: Pick<LeadData, 'fields' | 'tradeIn'>): boolean {
  const fields = lead.fields && typeof lead.fields === 'object' && !Array.isArray(lead.fields) ? lead.fields : {}
  return typeof lead.tradeIn?.offerPrice === 'number' && (fields as Record<string, unknown>).valuation_estimate === true
}

/** The 201 answer's body: the lead_id (the only success), the spec §7 event and, for a trade-in, its offer. */
export function storedLeadBody(
  kind: LeadFormKind,
  leadId: number,
  lead: LeadData,
  event: LeadEvent,
  reference: string | null = null,
) {
  return {
    lead_id: leadId,
    // Issue 39.1: what the shopper is shown and quotes ('HAR-7KQ4-2XPH'); lead_id stays for the spec's events.
    reference,
    message: MESSAGES.success,
    event: { id: event.eventId, params: event.params },
    ...(kind === 'trade-in'
      ? {
          follow_up_token: followUpToken(leadId),
          valuation: {
            id: lead.tradeIn?.valuationId ?? null,
            offer_price: lead.tradeIn?.offerPrice ?? null,
            price: lead.tradeIn?.carPrice ?? null,
            reducedPrice: lead.tradeIn?.reducedPrice ?? null,
            // Issue 19.11: the form says 'Your estimated trade-in value' when the provider only estimates.
            estimate: valuationIsEstimate(lead),
          },
        }
      : {}),
  }
}
