import type { ContactFormKind } from './constants'

/** Words of a contact form block's enquiry type (set by staff as free text) → the lead kind it stores. */
const ENQUIRY_TYPE_KINDS: [RegExp, ContactFormKind][] = [
  [/\bservic/i, 'service'],
  [/\bfleet/i, 'fleet'],
  [/\b(feedback|survey)/i, 'feedback'],
  [/\bquot/i, 'quote'],
]

/**
 * The lead kind of a contact form block: 'Service Booking' → service, 'Fleet Enquiry' → fleet, 'Customer Feedback' →
 * feedback, 'Quote Request' → quote; anything else is a plain contact lead.
 */
export function contactBlockKind(enquiryType: string | null | undefined): ContactFormKind {
  const type = enquiryType ?? ''
  return ENQUIRY_TYPE_KINDS.find(([words]) => words.test(type))?.[1] ?? 'contact'
}
