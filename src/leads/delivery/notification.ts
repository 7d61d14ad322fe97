import type { Lead, Site } from '@/payload-types'
import { type AnswerLookups, leadAnswers, notificationSubject } from '../answers'
import { leadMailFrom } from './config'
import { isMailAddress } from '@/platform/mail/address'
import type { MailMessage } from '@/platform/mail/transport'
import { environment, type Environment } from '@/config/env'

/** At most this many notification addresses per site: the field's own validate replaces Payload's maxRows check. */
export const MAX_NOTIFICATION_ADDRESSES = 10

/**
 * The field error of Sites → Lead notifications → addresses, naming the field and the address at fault. It is the
 * field's whole server-side check (Payload's maxRows is not applied next to a custom validate), so it bounds the
 * count too: a site's notifications cannot become a mail relay to hundreds of recipients.
 */
export function leadNotificationAddressesError(value: unknown): string | null {
  if (value === null || value === undefined) return null
  const list = Array.isArray(value) ? value : [value]
  if (list.length > MAX_NOTIFICATION_ADDRESSES)
    return `E-mail addresses to notify: at most ${MAX_NOTIFICATION_ADDRESSES} addresses (${list.length} given).`
  for (const item of list) {
    const address = typeof item === 'string' ? item.trim() : ''
    if (!isMailAddress(address))
      return `E-mail addresses to notify: "${String(item).slice(0, 80)}" is not an e-mail address (like sales@dealer.com.au).`
  }
  return null
}

/** The addresses a site's new leads are announced to: none when switched off or not set. */
export function notificationAddresses(site: Pick<Site, 'forms'>): string[] {
  const settings = site.forms?.leadNotifications
  if (!settings || settings.enabled === false) return []
  return (settings.emails ?? []).map((e) => e.trim()).filter(isMailAddress)
}

/** The lead's page in the admin, when the platform's public address is known (PUBLIC_SERVER_URL). */
export function adminLeadUrl(leadId: number, env: Environment = environment()): string | null {
  const base = env.PUBLIC_SERVER_URL?.replace(/\/+$/, '')
  return base ? `${base}/admin/collections/leads/${leadId}` : null
}

const line = (label: string, value: string | null | undefined) => (value ? [`${label}: ${value}`] : [])

/**
 * The notification to the dealer's staff: plain text anyone can read on a phone. Subject with the form and the car;
 * the body has the contact details, the car, every answer under the form's labels and the link to the lead.
 */
export function notificationMessage(
  lead: Lead,
  site: Site,
  to: string[],
  lookups: AnswerLookups,
  env: Environment = environment(),
): Omit<MailMessage, 'to'> & { to: string[] } {
  const carName = lead.vehicle?.name ?? null
  const who = [lead.name, lead.lastName].filter(Boolean).join(' ') || 'A shopper'
  const answers = leadAnswers(lead.form, lead.fields, lookups)
  const contactNames = new Set(['name', 'last_name', 'email', 'phone'])
  const link = adminLeadUrl(lead.id, env)
  const body = [
    `${who} sent a new enquiry on ${site.name}.`,
    '',
    ...line('Reference', lead.reference),
    ...line('Name', [lead.name, lead.lastName].filter(Boolean).join(' ')),
    ...line('Phone', lead.phone),
    ...line('Email', lead.email),
    ...line('Car', carName && lead.vehicle?.stocknum ? `${carName} (stock number ${lead.vehicle.stocknum})` : carName),
    '',
    ...answers.filter((a) => !contactNames.has(a.name)).map((a) => `${a.label}: ${a.value}`),
    '',
    link ? `Open the lead: ${link}` : `Lead number ${lead.id}: find it under Leads in the admin.`,
  ]
  return {
    from: leadMailFrom(site.domains?.[0]?.domain, env),
    to,
    subject: notificationSubject(lead.form, carName),
    text: body.join('\n').replace(/\n{3,}/g, '\n\n'),
    headers: {
      'X-Lead-Id': String(lead.id),
      'X-Lead-Event': 'notification',
      ...(lead.reference ? { 'X-Lead-Reference': lead.reference } : {}),
    },
  }
}

/** The test sent from the site settings, through the same mail setup as real notifications. */
export function testNotificationMessage(site: Site, to: string[], env: Environment = environment()) {
  return {
    from: leadMailFrom(site.domains?.[0]?.domain, env),
    to,
    subject: `Test: lead notifications for ${site.name}`,
    text: [
      `This is a test from the ${site.name} website.`,
      '',
      'New leads will be announced to this address with the form, the car and what the shopper told us.',
    ].join('\n'),
    headers: { 'X-Lead-Notification-Test': String(site.id) },
  }
}
