import type { Payload } from 'payload'
import type { Dealership, Lead, Location, Site } from '@/payload-types'
import {
  APPOINTMENT_MINUTES,
  appointmentIcs,
  appointmentInstant,
  type ConfirmationChannel,
  type ConfirmationFacts,
  confirmationChannel,
  confirmationMessage,
} from '@/domain/shopperConfirmation'
import { formatMoney } from '@/domain/moneyFormat'
import type { Locale } from '@/domain/types'
import { takeSend } from '@/data/sendLimits'
import { type SmsSender, smsSender } from '@/shopper/sms'
import { leadMailFrom } from './config'
import { isMailAddress } from '@/platform/mail/address'
import { type MailMessage, type MailTransport, mailTransportFromEnv } from '@/platform/mail/transport'
import { siteTimeZone } from '@/domain/siteTimeZone'

/** What a lead's record says of its confirmation (Leads → Delivery → Shopper's confirmation). */
export interface ConfirmationRecord {
  status: 'sent' | 'failed' | 'limited' | 'no-contact'
  channel: ConfirmationChannel | null
  sentAt: string | null
  to: string | null
  lastError: string | null
}

export interface ConfirmationDeps {
  mail?: MailTransport
  sms?: SmsSender
  now?: () => Date
}

/** The dealer a shopper is told about: the lead's location first (its address and phone), then its dealership. */
export interface DealerContact {
  name: string
  address: string | null
  phone: string | null
  timeZone: string
}

type Address = { street?: string | null; city?: string | null; state?: string | null; postcode?: string | null }
const addressLine = (a: Address | null | undefined) =>
  a ? [a.street, [a.city, a.state, a.postcode].filter(Boolean).join(' ')].filter(Boolean).join(', ') || null : null

export function dealerContact(site: Site, dealership: Dealership | null, location: Location | null): DealerContact {
  return {
    name: dealership?.name ?? site.name,
    address: addressLine(location?.address) ?? addressLine(dealership?.address),
    phone: location?.contactDetail?.phone ?? dealership?.phone ?? null,
    timeZone: siteTimeZone(location?.timeZone, site.timeZone),
  }
}

/**
 * Sends one confirmation (a lead's or a reservation's) by the channel the shopper chose, with the appointment as an
 * .ics file when there is one. Counted against the site's 'lead-confirmation' limit; never throws (the lead or the
 * reservation is kept whatever happens here), the outcome is the record.
 */
export async function sendConfirmation(
  payload: Payload,
  site: Site,
  shopper: { email?: string | null; phone?: string | null; preferred?: string | null },
  facts: ConfirmationFacts,
  headers: Record<string, string>,
  deps: ConfirmationDeps = {},
): Promise<ConfirmationRecord> {
  const now = (deps.now ?? (() => new Date()))()
  const email = shopper.email?.trim() && isMailAddress(shopper.email.trim()) ? shopper.email.trim() : null
  const phone = shopper.phone?.trim() || null
  const channel = confirmationChannel({ preferred: shopper.preferred, email, phone })
  const base = { channel, sentAt: null, to: null }
  if (!channel) return { ...base, status: 'no-contact', lastError: null }
  const to = channel === 'email' ? email! : phone!
  const allowed = await takeSend(payload, 'lead-confirmation', { site: site.id })
  if (!allowed.ok)
    return { ...base, to, status: 'limited', lastError: "Not sent (over the site's confirmations an hour)" }
  const message = confirmationMessage(facts)
  try {
    if (channel === 'sms') await (deps.sms ?? smsSender()).send(to, message.sms)
    else {
      const start = facts.appointment
        ? appointmentInstant(facts.appointment.wallTime, facts.appointment.timeZone)
        : null
      const domain = site.domains?.[0]?.domain ?? `${site.slug}.dealer-platform.local`
      const mail: MailMessage = {
        from: leadMailFrom(site.domains?.[0]?.domain),
        to,
        subject: message.subject,
        text: message.text,
        headers,
        ...(start
          ? {
              attachments: [
                {
                  filename: `${facts.reference}.ics`,
                  contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
                  content: appointmentIcs({
                    uid: `${facts.reference}@${domain}`,
                    stamp: now,
                    start,
                    minutes: APPOINTMENT_MINUTES,
                    summary: `${message.subject.split(':')[0]}${facts.car ? ` (${facts.car})` : ''}`,
                    location: [facts.dealer.name, facts.dealer.address].filter(Boolean).join(', '),
                    description: message.text,
                  }),
                },
              ],
            }
          : {}),
      }
      await (deps.mail ?? mailTransportFromEnv()).send(mail)
    }
    return { channel, to, status: 'sent', sentAt: now.toISOString(), lastError: null }
  } catch (error) {
    payload.logger.warn({ err: error, site: site.id }, 'shopper confirmation failed')
    return { ...base, to, status: 'failed', lastError: 'Not sent (the message could not be handed over)' }
  }
}

/** The answer of a lead's form naming how the shopper wants to hear back, if the form asked. */
function preferredContact(lead: Lead): string | null {
  const fields = lead.fields && typeof lead.fields === 'object' && !Array.isArray(lead.fields) ? lead.fields : {}
  const answers = fields as Record<string, unknown>
  // The trade-in form asks it (PreferredContactMethod: Phone, Email or SMS); a phone call's confirmation is a text.
  const value = answers.PreferredContactMethod ?? answers.contact_method ?? answers.preferred_contact
  return typeof value === 'string' ? value : null
}

/** A lead's confirmation facts: its reference, dealer, car, and the booked time of a test drive or service. */
export function leadConfirmationFacts(
  lead: Lead,
  kind: ConfirmationFacts['kind'],
  site: Site,
  dealer: DealerContact,
): ConfirmationFacts {
  const locale = (site.locale ?? 'en-AU') as Locale
  const fields = (
    lead.fields && typeof lead.fields === 'object' && !Array.isArray(lead.fields) ? lead.fields : {}
  ) as Record<string, unknown>
  // The booked day and time: a test drive's, or a service booking's (issue 39.2: both are appointments with an .ics).
  const bookedField = kind === 'service' ? fields.service_date : fields.test_drive_date
  const booked = typeof bookedField === 'string' && bookedField !== '' ? bookedField : null
  const offer = lead.tradeIn?.offerPrice
  return {
    kind,
    reference: lead.reference ?? String(lead.id),
    locale,
    dealer,
    car: kind === 'trade-in' ? tradeInCar(fields) : (lead.vehicle?.name ?? null),
    appointment: booked ? { wallTime: booked.slice(0, 16), timeZone: dealer.timeZone } : null,
    offer: typeof offer === 'number' && offer > 0 ? formatMoney(offer, locale) : null,
  }
}

const tradeInCar = (fields: Record<string, unknown>) =>
  [fields.trade_year, fields.trade_make, fields.trade_model].filter((v) => v !== undefined && v !== '').join(' ') ||
  null

export { preferredContact }
