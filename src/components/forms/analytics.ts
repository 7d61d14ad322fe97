import { dataLayerEntry, type LeadEvent } from '@/leads/events'

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[]
  }
}

/** Pushes a spec §7 analytics event (ids 14, 15, 17, 48, 22, 51, 18, …) with the vehicle params to window.dataLayer. */
export function pushLeadEvent(event: LeadEvent, extra: { leadId?: number | string; form?: string } = {}): void {
  if (typeof window === 'undefined') return
  window.dataLayer = window.dataLayer ?? []
  window.dataLayer.push(dataLayerEntry(event, extra))
}

const LAST_ENQUIRY_KEY = 'dp:last-enquiry'

/** Spec §4: on success the car and category are saved locally. */
export function rememberEnquiry(value: {
  car_id?: number | string | null
  category?: string | null
  form: string
  lead_id: number | string
}): void {
  try {
    window.localStorage.setItem(LAST_ENQUIRY_KEY, JSON.stringify({ ...value, at: new Date().toISOString() }))
  } catch {
    // Storage is optional.
  }
}

const LAST_ERROR_KEY = 'dp:last-enquiry-error'

/** Spec §4: on failure of a single-step form 'the error is stored' (with the form and car it was about). */
export function rememberSubmitError(value: {
  form: string
  car_id?: number | string | null
  error: string | null
}): void {
  try {
    window.localStorage.setItem(LAST_ERROR_KEY, JSON.stringify({ ...value, at: new Date().toISOString() }))
  } catch {
    // Storage is optional.
  }
}
