import type { LeadFormKind } from '@/leads/constants'

export const SUBMIT_LABEL: Record<LeadFormKind, string> = {
  general: 'Send Enquiry',
  car: 'Send Enquiry',
  'test-drive': 'Book Test Drive',
  'book-test-drive': 'Book Test Drive',
  'make-offer': 'Submit Offer',
  'request-photos': 'Request Photos',
  contact: 'Send',
  finance: 'Submit Finance Enquiry',
  'trade-in': 'Get My Offer',
  'finance-quote': 'Send Me This Quote',
  'online-purchase': 'Place My Order',
  service: 'Request Booking',
  fleet: 'Send Enquiry',
  feedback: 'Send Feedback',
  quote: 'Request a Quote',
}

export const STEP_TITLES = ['Your enquiry', 'Your details', 'Contact'] as const

/** A DOM id from React's useId (which may contain characters that are awkward in URLs). */
export const safeId = (value: string) => value.replace(/[^A-Za-z0-9_-]/g, '')
