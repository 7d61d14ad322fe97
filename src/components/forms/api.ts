import { HONEYPOT_FIELD } from '@/leads/constants'
import type { FieldError } from '@/leads/formValues'
import { leadAttributes } from './visits'

export const LEAD_ENDPOINTS = {
  submit: '/api/leads/submit',
  offerAccepted: '/api/leads/offer-accepted',
  regoLookup: '/api/leads/rego-lookup',
  /** Spec §7: the valuation saved with column_name 'valuation' (one site mode only). */
  miscellaneous: '/api/miscellaneous',
} as const

export interface LeadAnswer {
  lead_id?: number
  /** The reference the shopper quotes ('HAR-7KQ4-2XPH', issue 39.1). */
  reference?: string | null
  error?: string
  errors?: FieldError[]
  event?: { id: number; params: Record<string, string | number> }
  follow_up_token?: string
  valuation?: {
    id: string | null
    offer_price: number | null
    price: number | null
    reducedPrice: number | null
    /** The offer is an estimate (the local provider's formula), not a valuer's figure. */
    estimate?: boolean
  }
  [key: string]: unknown
}

export type PostResult = { ok: boolean; status: number; answer: LeadAnswer }

/** POSTs JSON to a lead endpoint; network failures come back as status 0. */
export async function postLeadApi(path: string, body: Record<string, unknown>): Promise<PostResult> {
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    })
    const answer = (await response.json().catch(() => ({}))) as LeadAnswer
    return { ok: response.ok, status: response.status, answer }
  } catch (error) {
    return { ok: false, status: 0, answer: { error: error instanceof Error ? error.message : String(error) } }
  }
}

/** A form submission with the envelope the server expects: form, site, page URL, visit trail and the honeypot. */
export function submitLeadForm(
  form: string,
  site: string,
  values: Record<string, unknown>,
  honeypot: string,
): Promise<PostResult> {
  return postLeadApi(LEAD_ENDPOINTS.submit, {
    ...values,
    form,
    site,
    url: window.location.href.slice(0, 500),
    lead_attributes: leadAttributes(),
    [HONEYPOT_FIELD]: honeypot,
  })
}
