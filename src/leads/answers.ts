import { formatPrice } from '@/domain/priceDisplay'
import { isLeadFormKind, type LeadFormKind } from './constants'
import { type FieldSpec, leadFormFields } from './fields'
import { PARTS_FIELDS } from './parts'
import { type FormSettings } from './settings'

/** One answer of the shopper, as staff read it: the form's own label and the value in plain words. */
export interface LeadAnswer {
  name: string
  label: string
  value: string
}

/** The names of dealerships and locations, for the ids and slugs a form stores. */
export interface AnswerLookups {
  locations?: Record<string, string>
  dealerships?: Record<string, string>
}

/** The form's name in plain words (the lead's form value is a code). */
export const FORM_NAMES: Record<LeadFormKind, string> = {
  general: 'General enquiry',
  car: 'Car enquiry',
  'test-drive': 'Test drive',
  'book-test-drive': 'Book a test drive',
  'make-offer': 'Make an offer',
  'request-photos': 'Request photos',
  contact: 'Contact us',
  finance: 'Finance enquiry',
  'trade-in': 'Trade-in valuation',
  'finance-quote': 'Finance quote',
  'online-purchase': 'Online purchase',
  service: 'Service booking',
  fleet: 'Fleet enquiry',
  feedback: 'Customer feedback',
  quote: 'Quote request',
}

export const formName = (form: string | null | undefined): string =>
  isLeadFormKind(form) ? FORM_NAMES[form] : form || 'Enquiry'

/**
 * Settings that show every optional field of a form (location, dealership, opt-in, terms), so each answer a lead
 * can hold finds its label; the options are empty because the names come from the lookups.
 */
const everyField = (kind: LeadFormKind): FormSettings => ({
  kind,
  siteSlug: '',
  locale: 'en-AU',
  phoneCountry: 'AU',
  messageRequired: false,
  showLocation: true,
  locationRequired: false,
  showPreferredDealership: true,
  preferredDealershipRequired: false,
  showOptIn: true,
  termsRequired: true,
  termsField: 'terms_agreed',
  termsMessage: '',
  saveValuation: false,
  locations: [],
  dealerships: [],
  models: [],
  car: null,
  defaults: {},
})

/** What the server adds to the form data: shown with these labels. */
const DERIVED_LABELS: Record<string, string> = {
  valuation_estimate: 'Valuation is an estimate',
  valuation_provider: 'Valued by',
  signed_in_phone: 'Signed in with phone',
}

/** Form data that repeats the car or the lead's own record (shown elsewhere on the lead), never as an answer. */
const NOT_ANSWERS = new Set([
  'car_id',
  'car_type',
  'Vehicle Make',
  'Vehicle Model',
  'stock_number',
  'vehicle_status',
  'page_id',
  'manufacturer_slug',
  'photo_request',
  'valuation_id',
  'opt_in_finance',
  'opt_in_trade',
  'terms_conditions',
])

/** 'trade_make' → 'Trade make', 'vehiclePriceBudget' → 'Vehicle price budget': for data no form field names. */
export function plainName(key: string): string {
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase()
  return words ? words[0]!.toUpperCase() + words.slice(1) : key
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** '2026-11-28T10:30' (the shopper's local time, as the form sends it) → 'Saturday 28 November 2026, 10:30'. */
export function plainDateTime(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/.exec(value)
  if (!m) return value
  const [, y, mo, d, h, mi] = m
  const day = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)))
  if (Number.isNaN(day.getTime())) return value
  const date = `${WEEKDAYS[day.getUTCDay()]} ${Number(d)} ${MONTHS[Number(mo) - 1]} ${y}`
  return h ? `${date}, ${h}:${mi}` : date
}

function plainValue(field: FieldSpec | undefined, value: unknown, lookups: AnswerLookups): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (Array.isArray(value))
    return value
      .map((v) => plainValue(field, v, lookups))
      .filter(Boolean)
      .join(', ')
  if (typeof value === 'object') return JSON.stringify(value)
  const text = String(value).trim()
  if (!field) return text
  if (field.name === 'location' || field.name === 'location_id') return lookups.locations?.[text] ?? text
  if (field.name === 'dealership_slug' || field.name === 'preferredDealership')
    return lookups.dealerships?.[text] ?? text
  if (field.type === 'currency' && typeof value === 'number') return formatPrice(value)
  if (field.type === 'datetime') return plainDateTime(text)
  return field.options?.find((o) => o.value === text)?.label ?? text
}

/**
 * Every answer the shopper gave, in the form's order and under the form's own labels (src/leads/fields.ts, the one
 * source of the labels the shopper saw), then anything else the form data holds under a plain name. Empty answers
 * and the car's own details (shown with the car) are left out.
 */
export function leadAnswers(form: string | null | undefined, data: unknown, lookups: AnswerLookups = {}): LeadAnswer[] {
  const values: Record<string, unknown> =
    data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {}
  const specs = isLeadFormKind(form) ? leadFormFields(everyField(form)) : []
  // A parts request (a general enquiry) keeps its part lines in the message; older leads may hold them apart.
  const known = new Map<string, FieldSpec>([...PARTS_FIELDS, ...specs].map((f) => [f.name, f]))
  const answers: LeadAnswer[] = []
  const seen = new Set<string>()
  const add = (name: string, label: string, field: FieldSpec | undefined) => {
    seen.add(name)
    const value = plainValue(field, values[name], lookups)
    if (value !== '') answers.push({ name, label, value })
  }
  for (const field of specs) {
    if (seen.has(field.name) || field.type === 'hidden' || NOT_ANSWERS.has(field.name)) continue
    add(field.name, field.type === 'terms' ? 'Agreed to the terms of use' : field.label, field)
  }
  // The terms box is stored under the site's name for it (terms_agreed or terms_conditions).
  if (values.terms_conditions !== undefined && values.terms_agreed === undefined)
    add('terms_conditions', 'Agreed to the terms of use', { ...known.get('terms_agreed')! })
  for (const name of Object.keys(values)) {
    // dealership_slug outside the form's own fields is the car's dealership, added by the server.
    if (seen.has(name) || NOT_ANSWERS.has(name) || name === 'dealership_slug') continue
    const field = known.get(name)
    add(name, field?.label ?? DERIVED_LABELS[name] ?? plainName(name), field)
  }
  return answers
}

/** The subject of the notification to the dealer's staff: 'New lead: Test drive – 2022 Toyota RAV4 GX'. */
export function notificationSubject(form: string | null | undefined, carName: string | null | undefined): string {
  return `New lead: ${[formName(form), carName].filter(Boolean).join(' – ')}`
}
