import { TZDate } from '@date-fns/tz'
import { formatAppointment } from './clock'
import type { Locale } from './types'

/**
 * Issue 39.2, "every shopper hears back": a test drive, a service booking, a reservation, a finance enquiry and a
 * trade-in offer each send the shopper a confirmation by SMS or e-mail, with the reference, the dealer's name,
 * address and phone, the car, and for an appointment its day and time in the site's time zone (and an .ics file).
 */

export type ConfirmationKind = 'test-drive' | 'service' | 'reservation' | 'finance' | 'trade-in'
export type ConfirmationChannel = 'sms' | 'email'

const KIND_OF_FORM: Record<string, ConfirmationKind> = {
  'test-drive': 'test-drive',
  'book-test-drive': 'test-drive',
  service: 'service',
  finance: 'finance',
  'finance-quote': 'finance',
  'trade-in': 'trade-in',
}

/** Which confirmation a lead form sends; null for forms that do not confirm (a general question, feedback). */
export function confirmationKindOf(form: string | null | undefined): ConfirmationKind | null {
  return (form && KIND_OF_FORM[form]) || null
}

/**
 * The channel the shopper chose: 'sms' or 'email' when a form asked (a contact-method answer naming SMS, text or
 * phone is SMS), else e-mail when given, else SMS to the phone; null when neither can be reached.
 */
export function confirmationChannel(shopper: {
  preferred?: string | null
  email?: string | null
  phone?: string | null
}): ConfirmationChannel | null {
  const preferred = (shopper.preferred ?? '').toLowerCase()
  const email = Boolean(shopper.email?.trim())
  const phone = Boolean(shopper.phone?.trim())
  if (/sms|text|phone|mobile/.test(preferred) && phone) return 'sms'
  if (/mail/.test(preferred) && email) return 'email'
  return email ? 'email' : phone ? 'sms' : null
}

export interface ConfirmationFacts {
  kind: ConfirmationKind
  reference: string
  locale: Locale
  dealer: { name: string; address?: string | null; phone?: string | null }
  /** '2021 Toyota Corolla Ascent' */
  car?: string | null
  /** The booked day and time, 'YYYY-MM-DDTHH:mm' on the site's clock, and the site's time zone. */
  appointment?: { wallTime: string; timeZone: string } | null
  /** A trade-in's offer, already written in the site's currency ('$18,500'). */
  offer?: string | null
  /** A reservation's hold end, already written for the shopper ('Wednesday 9 December at 3:00pm'). */
  holdUntil?: string | null
}

const WHAT: Record<ConfirmationKind, string> = {
  'test-drive': 'test drive',
  service: 'service booking',
  reservation: 'reservation',
  finance: 'finance enquiry',
  'trade-in': 'trade-in offer',
}

/** The appointment as the shopper reads it: 'Saturday 5 December at 10:30am (Australia/Sydney time)'. */
export function appointmentText(appointment: ConfirmationFacts['appointment'], locale: Locale): string | null {
  if (!appointment) return null
  const when = formatAppointment(appointment.wallTime, locale)
  return when ? `${when} (${appointment.timeZone.replace(/_/g, ' ')} time)` : null
}

export interface ConfirmationMessage {
  subject: string
  /** The e-mail's body. */
  text: string
  /** The SMS: the same facts, shorter. */
  sms: string
}

/** The confirmation's subject, e-mail body and SMS, from the facts (pure: the caller sends it). */
export function confirmationMessage(facts: ConfirmationFacts): ConfirmationMessage {
  const what = WHAT[facts.kind]
  const when = appointmentText(facts.appointment, facts.locale)
  const headline =
    facts.kind === 'test-drive' || facts.kind === 'service'
      ? when
        ? `Your ${what} at ${facts.dealer.name} is booked for ${when}.`
        : `We have your ${what} request; ${facts.dealer.name} will call you to confirm the day and time.`
      : facts.kind === 'reservation'
        ? `${facts.dealer.name} is holding the car for you${facts.holdUntil ? ` until ${facts.holdUntil}` : ''}.`
        : facts.kind === 'trade-in'
          ? `Thank you for your trade-in request${facts.offer ? `: our offer is ${facts.offer}` : ''}. ${facts.dealer.name} will be in touch.`
          : `Thank you for your finance enquiry. ${facts.dealer.name} will be in touch shortly.`
  const line = (label: string, value: string | null | undefined) => (value ? [`${label}: ${value}`] : [])
  const text = [
    headline,
    '',
    `Your reference: ${facts.reference}`,
    ...line(facts.kind === 'trade-in' ? 'Your car' : 'Car', facts.car),
    ...line('When', when),
    '',
    facts.dealer.name,
    ...(facts.dealer.address ? [facts.dealer.address] : []),
    ...line('Phone', facts.dealer.phone),
    '',
    `Please quote ${facts.reference} if you call us.`,
  ]
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
  const sms = [
    headline,
    `Ref ${facts.reference}.`,
    facts.car && facts.kind !== 'trade-in' ? `Car: ${facts.car}.` : null,
    [facts.dealer.name, facts.dealer.address, facts.dealer.phone].filter(Boolean).join(', ') + '.',
  ]
    .filter(Boolean)
    .join(' ')
  return { subject: `Your ${what} with ${facts.dealer.name}: ${facts.reference}`, text, sms }
}

/** The instant of a wall-clock 'YYYY-MM-DDTHH:mm' in a time zone; null when the value is not one. */
export function appointmentInstant(wallTime: string, timeZone: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(wallTime.trim())
  if (!m) return null
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number]
  const at = new TZDate(y, mo - 1, d, h, mi, timeZone)
  return Number.isNaN(at.getTime()) ? null : new Date(at.getTime())
}

/** RFC 5545 TEXT: backslash, semicolon, comma and line breaks escaped. */
const icsText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')

/** A UTC DATE-TIME, '20261205T233000Z'. */
const icsUtc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

/** Lines longer than 75 octets are folded: CRLF and a space (RFC 5545 §3.1). */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8')
  if (bytes.length <= 75) return line
  const parts: string[] = []
  let current = ''
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74
    if (Buffer.byteLength(current + char, 'utf8') > limit) {
      parts.push(current)
      current = char
    } else current += char
  }
  parts.push(current)
  return parts.join('\r\n ')
}

export interface IcsEvent {
  /** Globally unique: the reference and the site's domain. */
  uid: string
  /** When the file was made (DTSTAMP). */
  stamp: Date
  start: Date
  minutes: number
  summary: string
  location?: string | null
  description?: string | null
}

/** A one-event iCalendar file (RFC 5545), times in UTC, lines ending in CRLF. */
export function appointmentIcs(event: IcsEvent): string {
  const end = new Date(event.start.getTime() + event.minutes * 60_000)
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Dealer Platform//Lead confirmation//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsUtc(event.stamp)}`,
    `DTSTART:${icsUtc(event.start)}`,
    `DTEND:${icsUtc(end)}`,
    `SUMMARY:${icsText(event.summary)}`,
    ...(event.location ? [`LOCATION:${icsText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${icsText(event.description)}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return lines.map(fold).join('\r\n') + '\r\n'
}

/** How long an appointment is held in the shopper's calendar. */
export const APPOINTMENT_MINUTES = 30
