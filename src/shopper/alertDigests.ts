import type { Payload } from 'payload'
import type { Site } from '@/payload-types'
import {
  type DigestCarNow,
  digestDay,
  digestEmail,
  digestEntries,
  digestLinkPath,
  digestSms,
  nextDigestDayStart,
} from '@/domain/alertDigest'
import { carTitle } from '@/domain/carTitle'
import type { Locale } from '@/domain/types'
import { carIndexRecord } from '@/search/carRecord'
import { leadMailFrom } from '@/leads/delivery/config'
import { mailTransportFromEnv, type MailTransport } from '@/platform/mail/transport'
import {
  type AlertSubscription,
  carsForAlerts,
  claimDigest,
  finishDigest,
  shoppersWithPendingAlerts,
  siteForAlerts,
  takePendingItems,
} from '@/data/alerts'
import { takeSend } from '@/data/sendLimits'
import { siteVisible } from './alertMatching'
import { siteOrigin, unsubscribeUrl } from './alertLinks'
import { hasShopperAlerts } from './alertSwitch'
import { type SmsSender, smsSender } from './sms'

export interface DigestSenders {
  sms?: SmsSender
  mail?: MailTransport
}

export interface DigestRun {
  sent: number
  /** Shoppers whose digest of the day already went: theirs waits until `nextRunAt`. */
  waiting: number
  /** Claimed digests that had nothing left to tell (every car sold or gone). */
  empty: number
  failed: number
  /** When the site's next digests may go, when some wait. */
  nextRunAt: Date | null
}

const DEFAULT_ZONES: Record<Locale, string> = {
  'en-AU': 'Australia/Sydney',
  'en-NZ': 'Pacific/Auckland',
  'en-US': 'America/New_York',
}

const siteZone = (site: Site) => site.timeZone?.trim() || DEFAULT_ZONES[(site.locale ?? 'en-AU') as Locale]

/**
 * The cars as they stand now: visible on the site and not sold (issue 30.3: a car sold before the digest goes). Read
 * once per run (again after a minute) for every shopper of the site, in batches, when a digest first needs them.
 */
function carsNowReader(payload: Payload, site: Site, now: Date) {
  const known = new Map<number, DigestCarNow>()
  let readAt = Date.now()
  return async (ids: number[]): Promise<Map<number, DigestCarNow>> => {
    // A long run reads again after a minute, so a car sold meanwhile is left out of the digests still to go.
    if (Date.now() - readAt > 60_000) {
      known.clear()
      readAt = Date.now()
    }
    const missing = ids.filter((id) => !known.has(id))
    if (missing.length > 0) {
      const cars = await carsForAlerts(payload, missing)
      const visible = new Set(siteVisible(site, cars.map(carIndexRecord), now).map((r) => Number(r.id)))
      for (const car of cars)
        known.set(car.id, {
          id: car.id,
          title: carTitle({ year: car.year, make: car.make, model: car.model, badge: car.badge }).trim(),
          path: `/cars/${car.slug}`,
          price: typeof car.price === 'number' ? car.price : null,
          listed: visible.has(car.id) && car.status !== 'sold',
        })
    }
    return new Map(ids.flatMap((id) => (known.has(id) ? [[id, known.get(id)!] as const] : [])))
  }
}

async function sendDigest(
  payload: Payload,
  site: Site,
  shopper: AlertSubscription,
  digestId: number,
  senders: DigestSenders,
  carsNow: (ids: number[]) => Promise<Map<number, DigestCarNow>>,
  now: Date,
): Promise<'sent' | 'empty' | 'failed'> {
  const items = await takePendingItems(payload, digestId, shopper)
  const entries = digestEntries(items, await carsNow([...new Set(items.map((i) => i.carId))]))
  if (entries.length === 0) {
    await finishDigest(payload, digestId, { status: 'empty', carIds: [] })
    return 'empty'
  }
  const origin = siteOrigin(site)
  const input = {
    siteName: site.name,
    locale: (site.locale ?? 'en-AU') as Locale,
    entries,
    link: `${origin}${digestLinkPath(entries)}`,
    unsubscribe: unsubscribeUrl(site, shopper.unsubscribeToken),
  }
  const carIds = entries.map((e) => e.car.id)
  try {
    if (shopper.channel === 'sms') await (senders.sms ?? smsSender()).send(shopper.phone, digestSms(input))
    else {
      const mail = digestEmail({ ...input, carUrl: (e) => `${origin}${e.car.path}` })
      const domain = site.domains?.[0]?.domain
      await (senders.mail ?? mailTransportFromEnv()).send({
        from: leadMailFrom(domain).replace(/^leads@/, 'alerts@'),
        to: shopper.email!,
        subject: mail.subject,
        text: mail.text,
        headers: {
          'List-Unsubscribe': `<${input.unsubscribe}>`,
          // RFC 8058 one-click: the mail program POSTs to the link itself (the route's POST), no page to open.
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          'X-Alert-Digest': String(digestId),
        },
        date: now,
      })
    }
  } catch (error) {
    // Never retried: a send that failed after reaching the provider must not go twice. Staff see it as failed.
    payload.logger.warn({ err: error, digestId }, 'alert digest not sent')
    await finishDigest(payload, digestId, { status: 'failed', carIds, error: 'The message could not be sent.' })
    return 'failed'
  }
  await finishDigest(payload, digestId, { status: 'sent', carIds })
  return 'sent'
}

/**
 * Issue 30.2/30.3: sends the site's waiting digests, at most one per shopper per site per day. Each shopper's digest
 * of the day is claimed by inserting its unique row first, so however many workers run this at once, one sends it;
 * the items move to the digest in one statement, and a car sold or hidden since it matched is left out.
 */
export async function sendSiteDigests(
  payload: Payload,
  siteId: number,
  now = new Date(),
  senders: DigestSenders = {},
): Promise<DigestRun> {
  const run: DigestRun = { sent: 0, waiting: 0, empty: 0, failed: 0, nextRunAt: null }
  const site = await siteForAlerts(payload, siteId)
  if (!site || !hasShopperAlerts(site)) return run
  const zone = siteZone(site)
  const day = digestDay(now, zone)
  const carsNow = carsNowReader(payload, site, now)
  for (const shopper of await shoppersWithPendingAlerts(payload, siteId)) {
    const limit = await takeSend(payload, 'saved-search-alert', { site: siteId })
    if (!limit.ok) {
      run.waiting++
      const at = new Date(now.getTime() + limit.retryAfterSeconds * 1000)
      run.nextRunAt = run.nextRunAt && run.nextRunAt < at ? run.nextRunAt : at
      continue
    }
    const digestId = await claimDigest(payload, { siteId, phone: shopper.phone, day, channel: shopper.channel })
    if (digestId === null) {
      run.waiting++
      run.nextRunAt = nextDigestDayStart(now, zone)
      continue
    }
    run[await sendDigest(payload, site, shopper, digestId, senders, carsNow, now)]++
  }
  return run
}
