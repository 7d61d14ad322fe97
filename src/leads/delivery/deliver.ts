import type { Payload } from 'payload'
import type { Dealership, Lead, Location, Site } from '@/payload-types'
import { adfXml } from './adf'
import { leadMailFrom } from './config'
import { type LeadDocument, leadDocument } from './leadDocument'
import { isMailAddress } from '@/platform/mail/address'
import { type MailTransport, mailTransportFromEnv } from '@/platform/mail/transport'
import type { DeliverLeadInput } from './queue'
import { notificationAddresses, notificationMessage } from './notification'
import { DELIVERY_CHANNELS, type DeliveryChannel, type DeliveryStatus, overallDeliveryStatus } from './status'
import { PermanentDeliveryError, postLeadWebhook, WebhookHttpError, webhookSigningSecret } from './webhook'
import { takeSend } from '@/data/sendLimits'
import { confirmationKindOf } from '@/domain/shopperConfirmation'
import type { SmsSender } from '@/shopper/sms'
import {
  type ConfirmationRecord,
  dealerContact,
  leadConfirmationFacts,
  preferredContact,
  sendConfirmation,
} from './confirmation'
import { env } from '@/config/env'
import { relationId } from '@/domain/relationId'

/** A notification over the site's hourly number ('lead-notification' in src/domain/sendLimits.ts): not sent. */
class SiteSendLimitError extends PermanentDeliveryError {}

export interface DeliveryAttempt {
  /** 1 for the first try. */
  number: number
  /** No retry follows this one. */
  last: boolean
}

export interface DeliveryDeps {
  mail?: MailTransport
  fetchImpl?: typeof fetch
  sms?: SmsSender
}

type Channel = DeliveryChannel
type ChannelRecord = {
  status?: DeliveryStatus | null
  attempts?: number | null
  deliveredAt?: string | null
  destination?: string | null
  lastError?: string | null
}

export interface DeliveryOutcome {
  skipped?: 'gone' | 'superseded'
  status?: DeliveryStatus
  errors: string[]
}

/** The public address of a site for links in deliveries. */
function siteUrl(site: Site): string | null {
  const domain = site.domains?.[0]?.domain
  return domain
    ? `https://${domain}`
    : env('PUBLIC_SERVER_URL')
      ? `${env('PUBLIC_SERVER_URL')}/sites/${site.slug}`
      : null
}

/**
 * One delivery attempt of one lead to each of its site's destinations (HTTPS webhook, ADF e-mail).
 * Destinations that already took this round are skipped, so a retry never sends twice to a CRM that answered.
 * Failures are written to the lead (retrying, or failed after the last attempt) before the job is told to retry.
 */
export async function deliverLead(
  payload: Payload,
  input: DeliverLeadInput,
  attempt: DeliveryAttempt,
  deps: DeliveryDeps = {},
): Promise<DeliveryOutcome> {
  const lead = (
    await payload.find({ collection: 'leads', where: { id: { equals: input.leadId } }, depth: 0, limit: 1 })
  ).docs[0] as Lead | undefined
  if (!lead) return { skipped: 'gone', errors: [] }
  if ((lead.delivery?.round ?? 0) > input.round) return { skipped: 'superseded', errors: [] }

  const siteId = relationId(lead.site)
  if (siteId === undefined) throw new PermanentDeliveryError(`Lead ${lead.id} has no site`)
  const site = await payload.findByID({ collection: 'sites', id: siteId, depth: 0 })
  const dealershipId = relationId(lead.dealership)
  const locationId = relationId(lead.location)
  const dealership: Dealership | null = dealershipId
    ? await payload.findByID({ collection: 'dealerships', id: dealershipId, depth: 0 }).catch(() => null)
    : null
  const location: Location | null = locationId
    ? await payload.findByID({ collection: 'locations', id: locationId, depth: 0 }).catch(() => null)
    : null
  const doc = leadDocument(lead, input.event, site, dealership, location)

  const webhookUrl = site.forms?.leadWebhookUrl?.trim() || null
  const email = site.forms?.leadEmail?.trim() || dealership?.email?.trim() || null
  const notify = notificationAddresses(site)
  const records: Record<Channel, ChannelRecord> = {
    webhook: { ...lead.delivery?.webhook },
    email: { ...lead.delivery?.email },
    notification: { ...lead.delivery?.notification },
  }
  const channels = deliveryChannels(input)
  const errors: string[] = []

  const run = async (channel: Channel, destination: string | null, send: () => Promise<string | null>) => {
    const record = records[channel]
    if (!channels.includes(channel)) return
    if (!destination) {
      records[channel] = { ...record, status: 'not-configured', destination: null, lastError: null }
      return
    }
    if (record.status === 'delivered' || record.status === 'failed') return
    try {
      const where = await send()
      records[channel] = {
        status: 'delivered',
        attempts: (record.attempts ?? 0) + 1,
        deliveredAt: new Date().toISOString(),
        destination: where ?? destination,
        lastError: null,
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      const permanent = error instanceof PermanentDeliveryError
      // Staff read lastError: it says what happened, never the network detail (which would let them probe
      // the server's network through the webhook URL). The detail goes to the server log only.
      const summary = staffDeliveryError(channel, error)
      records[channel] = {
        ...record,
        status: attempt.last || permanent ? 'failed' : 'retrying',
        attempts: (record.attempts ?? 0) + 1,
        destination,
        lastError: summary,
      }
      if (!permanent) errors.push(`${channel}: ${summary}`)
      console.warn(
        `lead ${lead.id} ${channel} delivery failed (attempt ${attempt.number}${attempt.last ? ', last' : ''}): ${message}`,
      )
      payload.logger.warn(
        { lead: lead.id, channel, attempt: attempt.number, last: attempt.last },
        `lead delivery failed: ${summary}`,
      )
    }
  }

  await run('webhook', webhookUrl, async () => {
    await postLeadWebhook({
      url: webhookUrl!,
      body: JSON.stringify(doc),
      secret: webhookSigningSecret(site.id),
      leadId: lead.id,
      event: `lead.${input.event}`,
      round: input.round,
      fetchImpl: deps.fetchImpl,
    })
    return webhookUrl
  })
  await run('email', email && isMailAddress(email) ? email : null, async () => {
    const sent = await (deps.mail ?? mailTransportFromEnv()).send(adfMessage(doc, site, email!))
    return `${email} (${sent.where})`
  })

  await run('notification', notify.length ? notify.join(', ') : null, async () => {
    // Leads from many addresses must not turn the site's notification list into a mail cannon; the lead itself
    // is kept and goes to the CRM either way.
    const allowed = await takeSend(payload, 'lead-notification', { site: site.id })
    if (!allowed.ok) throw new SiteSendLimitError('over the site notification limit')
    const lookups = {
      locations: location ? { [String(location.id)]: location.name } : {},
      dealerships: dealership ? { [dealership.slug]: dealership.name } : {},
    }
    const sent = await (deps.mail ?? mailTransportFromEnv()).send(notificationMessage(lead, site, notify, lookups))
    return `${notify.join(', ')} (${sent.where})`
  })

  // Issue 39.2: the shopper hears back once, with the new lead's round (never on a resend or a follow-up); a retry
  // of the CRM channels does not send it again.
  const confirmation = await confirmShopper(payload, lead, input, site, dealership, location, deps)

  // Another job may have sent another channel of this lead meanwhile (a staff "Send again"): write only ours.
  const now = ((await payload.find({ collection: 'leads', where: { id: { equals: lead.id } }, depth: 0, limit: 1 }))
    .docs[0] ?? lead) as Lead
  const merged: Record<Channel, ChannelRecord> = {
    webhook: channels.includes('webhook') ? records.webhook : { ...now.delivery?.webhook },
    email: channels.includes('email') ? records.email : { ...now.delivery?.email },
    notification: channels.includes('notification') ? records.notification : { ...now.delivery?.notification },
  }
  const status = overallDeliveryStatus(DELIVERY_CHANNELS.map((c) => merged[c].status))
  // Only the delivery columns, straight to the database: Payload's update rewrites the whole lead from the copy it
  // reads when it starts, so a shopper's change committed meanwhile (an accepted offer) was lost
  // (tests/int/leads/delivery-race.test.ts). The lead hooks have nothing to do on a delivery write.
  await payload.db.updateOne({
    collection: 'leads',
    id: lead.id,
    data: {
      deliveryStatus: status,
      delivery: { ...now.delivery, ...merged, ...(confirmation ? { confirmation } : {}) },
    },
    returning: false,
  })
  return { status, errors }
}

/** The shopper's confirmation of a new lead of a confirming form, unless it already went out; null: nothing to do. */
async function confirmShopper(
  payload: Payload,
  lead: Lead,
  input: DeliverLeadInput,
  site: Site,
  dealership: Dealership | null,
  location: Location | null,
  deps: DeliveryDeps,
): Promise<ConfirmationRecord | null> {
  const kind = confirmationKindOf(lead.form)
  if (!kind || input.event !== 'created' || input.channels?.length) return null
  const done = lead.delivery?.confirmation?.status
  if (done === 'sent' || done === 'no-contact' || done === 'limited') return null
  const dealer = dealerContact(site, dealership, location)
  return sendConfirmation(
    payload,
    site,
    { email: lead.email, phone: lead.phone, preferred: preferredContact(lead) },
    leadConfirmationFacts(lead, kind, site, dealer),
    { 'X-Lead-Id': String(lead.id), 'X-Lead-Event': 'confirmation', 'X-Lead-Reference': lead.reference ?? '' },
    deps,
  )
}

/**
 * The channels one job sends: the ones named (a staff "Send again" of one channel), else the CRM's two and, for a
 * new lead only, the staff notification (a resend or a follow-up is not news to the dealer's staff).
 */
export function deliveryChannels(input: Pick<DeliverLeadInput, 'event' | 'channels'>): Channel[] {
  const named = (input.channels ?? []).filter((c): c is Channel => (DELIVERY_CHANNELS as readonly string[]).includes(c))
  if (named.length) return named
  return input.event === 'created' ? [...DELIVERY_CHANNELS] : ['webhook', 'email']
}

/**
 * What staff see in a channel's lastError: 'Delivery failed (HTTP 503)' when the webhook's receiver answered,
 * 'Delivery failed (destination not allowed)' for a refused destination, 'Delivery failed (no answer)' otherwise.
 * For e-mail, the SMTP server's own refusal (an answer, like an HTTP status) is kept.
 */
export function staffDeliveryError(channel: Channel, error: unknown): string {
  if (error instanceof WebhookHttpError) return `Delivery failed (HTTP ${error.status})`
  if (error instanceof SiteSendLimitError) return "Not sent (over the site's notification e-mails an hour)"
  if (channel === 'webhook' && error instanceof PermanentDeliveryError)
    return 'Delivery failed (destination not allowed)'
  const message = error instanceof Error ? error.message : ''
  if (channel !== 'webhook' && /^(SMTP \S+ failed: |Invalid (sender|recipient) address)/.test(message))
    return `Delivery failed (${message.slice(0, 300)})`
  return 'Delivery failed (no answer)'
}

export function adfMessage(doc: LeadDocument, site: Site, to: string) {
  const who = [doc.contact.name, doc.contact.last_name].filter(Boolean).join(' ') || 'Website visitor'
  return {
    from: leadMailFrom(site.domains?.[0]?.domain),
    to,
    subject: `${doc.event === 'created' ? 'New lead' : doc.event === 'offer-accepted' ? 'Offer accepted' : 'Lead (resent)'}: ${doc.category ?? doc.form} – ${who}`,
    text: adfXml(doc, { siteUrl: siteUrl(site) }),
    headers: {
      'X-Lead-Id': String(doc.lead_id),
      'X-Lead-Event': doc.event,
      ...(doc.reference ? { 'X-Lead-Reference': doc.reference } : {}),
    },
  }
}
