import type { Car } from './types'

export const DEFAULT_ENQUIRY_CATEGORY = 'General Enquiry'
export const TERMS_REQUIRED_MESSAGE = '*You must agree to the terms of use before submitting.'
export const FORM_SUBMIT_ERROR = 'An error occurred when submitting this form'
/** Spelling as the spec shows it. */
export const UNEXPECTED_ERROR = 'An unexpected error occured'
export const FORM_ERRORS_HEADING = 'Please fix the following errors'
export const REGO_LABEL = 'Rego - Helps us better assist your enquiry'
export const TEST_DRIVE_DATE_LABEL = 'Test Drive Booking Date'
/** Issue 39.2: a service booking asks the day and time, so its confirmation can carry it (and an .ics). */
export const SERVICE_DATE_LABEL = 'Preferred Service Date and Time'
export const OFFER_ACCEPTED_SUBCATEGORY = '3. Offer Accepted'
export const LEAD_SOURCE = 'Website'

export interface EnquiryFormContext {
  /** The general enquiry form (the only one with a category select). */
  generalEnquiry?: boolean
  /** Site setting isMessageRequired (default true). */
  isMessageRequired?: boolean
  /** The site forces a location field. */
  forceLocationField?: boolean
  /** The site variant that asks the location for new cars. */
  locationForNewCars?: boolean
  car?: Pick<Car, 'car_type'> | null
  dealershipCount?: number
  /** The preferred-dealership field is removed on this site. */
  preferredDealershipRemoved?: boolean
  /** The site hides the opt-in checkbox. */
  hideOptIn?: boolean
}

export interface EnquiryFormRules {
  messageRequired: boolean
  showCategory: boolean
  categoryRequired: boolean
  categoryDefault: string
  locationRequired: boolean
  preferredDealershipRequired: boolean
  showOptIn: boolean
}

/**
 * Spec §5 Enquiry form: the message is required unless the site exempts it (isMessageRequired false); the
 * category select is required, defaults to General Enquiry and shows only on the general enquiry form; the
 * location select is required when the site forces a location field and there is no car, or for new cars on one
 * site variant; the preferred dealership is required when the site has more than one dealership and it is not
 * removed; the opt-in checkbox is optional and hidden by a site setting.
 */
export function enquiryFormRules(context: EnquiryFormContext = {}): EnquiryFormRules {
  const showCategory = context.generalEnquiry === true
  const car = context.car ?? null
  return {
    messageRequired: context.isMessageRequired !== false,
    showCategory,
    categoryRequired: showCategory,
    categoryDefault: DEFAULT_ENQUIRY_CATEGORY,
    locationRequired:
      (context.forceLocationField === true && !car) || (context.locationForNewCars === true && car?.car_type === 'new'),
    preferredDealershipRequired: (context.dealershipCount ?? 0) > 1 && context.preferredDealershipRemoved !== true,
    showOptIn: context.hideOptIn !== true,
  }
}

export type SingleStepOutcome =
  { ok: true; leadId: number } | { ok: false; alert: typeof FORM_SUBMIT_ERROR; error: string | null }

/**
 * Spec §4 Forms: 'Single-step: a submitting flag; on success the user goes to the success state and the car and
 * category are saved locally; on failure an alert appears reading 'An error occurred when submitting this form' and
 * the error is stored.' Success is a stored lead (a numeric lead_id in a 2xx answer); the error is the server's text.
 */
export function singleStepOutcome(
  ok: boolean,
  answer: { lead_id?: unknown; error?: string | null } | null | undefined,
): SingleStepOutcome {
  if (ok && typeof answer?.lead_id === 'number') return { ok: true, leadId: answer.lead_id }
  return { ok: false, alert: FORM_SUBMIT_ERROR, error: answer?.error?.trim() || null }
}

export type MultiStepOutcome =
  { ok: true; redirect: '/success'; leadId: string | number } | { ok: false; message: string }

/**
 * Spec §4/§8: the last step of a multi-step enquiry succeeds only with a lead_id in the answer (then the user
 * goes to /success); without lead_id the answer's error text shows, or 'An unexpected error occured'.
 */
export function multiStepOutcome(
  answer: { lead_id?: string | number | null; error?: string | null } | null | undefined,
): MultiStepOutcome {
  const leadId = answer?.lead_id
  if (leadId !== null && leadId !== undefined && leadId !== '') return { ok: true, redirect: '/success', leadId }
  return { ok: false, message: answer?.error?.trim() || UNEXPECTED_ERROR }
}
