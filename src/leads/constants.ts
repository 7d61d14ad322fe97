import {
  DEFAULT_ENQUIRY_CATEGORY,
  FORM_ERRORS_HEADING,
  FORM_SUBMIT_ERROR,
  LEAD_SOURCE,
  OFFER_ACCEPTED_SUBCATEGORY,
  REGO_LABEL,
  SERVICE_DATE_LABEL,
  TERMS_REQUIRED_MESSAGE,
  TEST_DRIVE_DATE_LABEL,
  UNEXPECTED_ERROR,
} from '@/domain/enquiryForm'
import { POSTCODE_MESSAGE } from '@/domain/postcode'
import { REQUEST_BODY_LIMIT, REQUEST_MESSAGES } from '@/lib/requestGuards'
import { SITE_MESSAGES } from '@/lib/siteHost'

/** The spec's exact wording, re-exported so forms, the server and tests quote one source. */
export {
  DEFAULT_ENQUIRY_CATEGORY,
  FORM_ERRORS_HEADING,
  FORM_SUBMIT_ERROR,
  LEAD_SOURCE,
  OFFER_ACCEPTED_SUBCATEGORY,
  POSTCODE_MESSAGE,
  REGO_LABEL,
  SERVICE_DATE_LABEL,
  TERMS_REQUIRED_MESSAGE,
  TEST_DRIVE_DATE_LABEL,
  UNEXPECTED_ERROR,
}

/**
 * Spec §5: the terms message is '*You must agree to the terms of use before submitting.' ('short', the default),
 * 'also seen as 'You must agree to the terms of use before submitting the form.' on some sites' ('long').
 */
export const TERMS_REQUIRED_MESSAGE_LONG = 'You must agree to the terms of use before submitting the form.'
export const TERMS_MESSAGES = { short: TERMS_REQUIRED_MESSAGE, long: TERMS_REQUIRED_MESSAGE_LONG } as const
/** Spec §5: the terms checkbox is sent as terms_agreed or terms_conditions (Sites → forms.termsField). */
export const TERMS_FIELD_NAMES = ['terms_agreed', 'terms_conditions'] as const
export type TermsFieldName = (typeof TERMS_FIELD_NAMES)[number]

/** Spec §7: the valuation is saved by POST /api/miscellaneous with column_name 'valuation' (one site mode only). */
export const VALUATION_COLUMN = 'valuation'
/** Spec §8 'Valuation save | Console only: 'Valuation data saved successfully' or 'Failed to save valuation data''. */
export const VALUATION_SAVED = 'Valuation data saved successfully'
export const VALUATION_SAVE_FAILED = 'Failed to save valuation data'

/** Every form the platform offers (spec §3, §4 and the routes of §2). */
export const LEAD_FORM_KINDS = [
  'general',
  'car',
  'test-drive',
  'book-test-drive',
  'make-offer',
  'request-photos',
  'contact',
  'finance',
  'trade-in',
  'finance-quote',
  'online-purchase',
  'service',
  'fleet',
  'feedback',
  'quote',
] as const
export type LeadFormKind = (typeof LEAD_FORM_KINDS)[number]

export const isLeadFormKind = (value: unknown): value is LeadFormKind =>
  typeof value === 'string' && (LEAD_FORM_KINDS as readonly string[]).includes(value)

/** The category stored with each form's leads; the general form lets the shopper choose. */
export const FORM_CATEGORY: Record<Exclude<LeadFormKind, 'general'>, string> = {
  car: 'Vehicle Enquiry',
  'test-drive': 'Test Drive',
  'book-test-drive': 'Test Drive',
  'make-offer': 'Make An Offer',
  'request-photos': 'Request Photos',
  contact: 'Contact Us',
  finance: 'Finance Enquiry',
  'trade-in': 'Trade-In Valuation',
  'finance-quote': 'Personalised Finance Quote',
  'online-purchase': 'Online Purchase',
  service: 'Service Booking',
  fleet: 'Fleet Enquiry',
  feedback: 'Customer Feedback',
  quote: 'Quote Request',
}

/**
 * Forms with the contact form's fields (content spec §3: First Name, last name, postcode, Mobile Number, Email
 * Address, the page as a hidden field); each stores its own category. The quote request adds the model.
 */
export const CONTACT_FORM_KINDS = ['contact', 'service', 'fleet', 'feedback', 'quote'] as const
export type ContactFormKind = (typeof CONTACT_FORM_KINDS)[number]
export const isContactFormKind = (kind: LeadFormKind): boolean =>
  (CONTACT_FORM_KINDS as readonly string[]).includes(kind)

/** Category select of the general enquiry form; the default comes first. */
export const ENQUIRY_CATEGORIES = [
  DEFAULT_ENQUIRY_CATEGORY,
  'New Vehicle Sales',
  'Used Vehicle Sales',
  'Finance',
  'Service',
  'Parts',
  'Careers',
] as const
export const CAREERS_CATEGORY = 'Careers'

/** Trade-in subcategories: the spec fixes '3. Offer Accepted'; the first two name the steps before it. */
export const VALUATION_REQUESTED_SUBCATEGORY = '1. Valuation Requested'
export const OFFER_PRESENTED_SUBCATEGORY = '2. Offer Presented'

/** Extra service options on a car enquiry, sent as additional_services. */
export const ADDITIONAL_SERVICES = [
  'Finance',
  'Trade-In Valuation',
  'Extended Warranty',
  'Insurance',
  'Accessories',
] as const
export const FINANCE_SERVICE = 'Finance'
export const TRADE_IN_SERVICE = 'Trade-In Valuation'

/** Request-photos form: the hidden field's fixed message. */
export const REQUEST_PHOTOS_MESSAGE = 'Please send me more photos of this vehicle.'

export const PREFERRED_CONTACT_METHODS = ['Phone', 'Email', 'SMS'] as const
export const YES_NO = ['Yes', 'No'] as const
export const REGO_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const
/** The states a US license plate is issued in (en-US sites), with the District of Columbia. */
export const US_STATES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const

/** Honeypot: a field people never see; anything typed into it marks the post as automated. */
export const HONEYPOT_FIELD = 'company_website'

/** Length limits on every field (characters). */
export const LIMITS = {
  name: 80,
  email: 254,
  phone: 32,
  postcode: 4,
  message: 2000,
  address: 200,
  short: 120,
  rego: 10,
  url: 500,
  hidden: 200,
  visitedPages: 20,
  queryParams: 20,
  queryParamValue: 200,
  body: REQUEST_BODY_LIMIT,
} as const

/** Wording that is ours, not the spec's; kept here so tests can quote it. */
export const MESSAGES = {
  required: (label: string) => `${label} is required.`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  email: 'Please enter a valid email address.',
  signInRequired: 'Please sign in with your mobile number to continue.',
  phone: 'Please enter a valid phone number.',
  choose: (label: string) => `Please choose a valid ${label.toLowerCase()}.`,
  options: 'Please choose from the options listed.',
  amount: (label: string) => `${label} must be an amount in dollars, like 25000.`,
  number: (label: string, min: number, max: number) => `${label} must be a whole number from ${min} to ${max}.`,
  dateTime: (label: string) => `${label} must be a date and time from today on.`,
  honeypot: `${HONEYPOT_FIELD} must be left empty.`,
  rateLimited: 'Too many submissions. Please wait a little and try again.',
  unavailable: 'We could not take your enquiry just now. Please try again in a minute.',
  crossOrigin: 'Forms can only be sent from this website.',
  unknownSite: SITE_MESSAGES.unknownSite,
  carNotFound: 'car_id: this car is not available on this site.',
  badJson: REQUEST_MESSAGES.badJson,
  tooLarge: REQUEST_MESSAGES.tooLarge,
  success: 'Thank you. Your enquiry has been sent and the dealership will be in touch shortly.',
  /** The success message under a 'Thank you' heading, which says the thanks already (issue 26: not twice). */
  successDetail: 'Your enquiry has been sent and the dealership will be in touch shortly.',
  /** A test drive's confirmation repeats the day and time booked, in the site's clock (formatAppointment). */
  testDriveBooked: (when: string) =>
    `Your test drive request for ${when} has been sent. The dealership will be in touch shortly to confirm it.`,
  /** A service booking's confirmation on screen: the day and time asked for (issue 39.2). */
  serviceBooked: (when: string) =>
    `Your service booking request for ${when} has been sent. The dealership will be in touch shortly to confirm it.`,
  followUpDenied: 'lead_id: this lead cannot be followed up.',
} as const
