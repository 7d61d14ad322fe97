import { TZDate } from '@date-fns/tz'
import { formatMoney } from './moneyFormat'
import type { Locale } from './types'

export type AlertChannel = 'sms' | 'email'
export type AlertReason = 'new-match' | 'price-drop'

/** Something the next digest may tell a shopper about: a car newly listed for a saved search, or a price drop. */
export interface AlertItem {
  carId: number
  reason: AlertReason
  /** The price before the drop (price drops). */
  priceBefore?: number | null
  /** The price the alert is about (the new price of a drop). */
  price?: number | null
}

/** The car as it stands when the digest goes. */
export interface DigestCarNow {
  id: number
  title: string
  path: string
  price: number | null
  /** Listed on the site now (listing rule and the site's stock filter) and not sold. */
  listed: boolean
}

export interface DigestEntry {
  car: DigestCarNow
  reason: AlertReason
  priceBefore: number | null
}

/** Issue 30.2: at most one message per shopper per site per day: the day a digest counts against, in the site's zone. */
export function digestDay(now: Date, timeZone: string): string {
  const local = new TZDate(now.getTime(), timeZone)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`
}

/** When the site's next day starts (the earliest the next digest may go once today's went). */
export function nextDigestDayStart(now: Date, timeZone: string): Date {
  const local = new TZDate(now.getTime(), timeZone)
  const next = new TZDate(local.getFullYear(), local.getMonth(), local.getDate() + 1, 0, 0, 0, timeZone)
  return new Date(next.getTime())
}

/**
 * Issue 30.3 "a car sold before the digest goes is left out": the entries of a digest from its pending items and the
 * cars as they are now. A car no longer listed (sold, hidden, outside the site's stock) is dropped, a price drop
 * whose price went back up is dropped, and a car named by both a saved search and a price drop appears once, as the
 * price drop. Price drops first, then new cars, each in the order they came.
 */
export function digestEntries(items: readonly AlertItem[], cars: ReadonlyMap<number, DigestCarNow>): DigestEntry[] {
  const byCar = new Map<number, DigestEntry>()
  for (const item of items) {
    const car = cars.get(item.carId)
    if (!car || !car.listed) continue
    if (item.reason === 'price-drop') {
      const before = item.priceBefore ?? null
      if (before === null || car.price === null || car.price >= before) continue
      const known = byCar.get(car.id)
      const higherBefore = known?.reason === 'price-drop' && (known.priceBefore ?? 0) > before
      byCar.set(car.id, { car, reason: 'price-drop', priceBefore: higherBefore ? known.priceBefore : before })
    } else if (!byCar.has(car.id)) {
      byCar.set(car.id, { car, reason: 'new-match', priceBefore: null })
    }
  }
  const entries = [...byCar.values()]
  return [...entries.filter((e) => e.reason === 'price-drop'), ...entries.filter((e) => e.reason === 'new-match')]
}

/** The path the digest's one link opens: the car's page for one car, else the compare page of the first four. */
export function digestLinkPath(entries: readonly DigestEntry[]): string {
  if (entries.length === 1) return entries[0]!.car.path
  return `/compare?ids=${entries
    .slice(0, 4)
    .map((e) => e.car.id)
    .join(',')}`
}

const line = (entry: DigestEntry, locale: Locale) => {
  const price = entry.car.price !== null && entry.car.price > 10 ? formatMoney(entry.car.price, locale) : null
  if (entry.reason === 'price-drop' && entry.priceBefore !== null && price)
    return `${entry.car.title} now ${price} (was ${formatMoney(entry.priceBefore, locale)})`
  return price ? `${entry.car.title} ${price}` : entry.car.title
}

/** SMS text is kept to two segments: this many cars are named, the rest counted. */
const SMS_CARS = 2

export interface DigestMessageInput {
  siteName: string
  locale: Locale
  entries: readonly DigestEntry[]
  /** Absolute URL of the cars. */
  link: string
  /** Absolute one-tap unsubscribe URL. */
  unsubscribe: string
}

/** Issue 30.2 SMS digest: the sender, the cars, one link, the one-tap unsubscribe and STOP. */
export function digestSms(input: DigestMessageInput): string {
  const { entries } = input
  const named = entries.slice(0, SMS_CARS).map((e) => line(e, input.locale))
  const more = entries.length > SMS_CARS ? ` +${entries.length - SMS_CARS} more` : ''
  return `${input.siteName}: ${named.join('; ')}${more}. See: ${input.link} Stop alerts: ${input.unsubscribe} or reply STOP`
}

/** Issue 30.2 e-mail digest: subject and plain text, every car with its own link, the unsubscribe at the foot. */
export function digestEmail(input: DigestMessageInput & { carUrl: (entry: DigestEntry) => string }): {
  subject: string
  text: string
} {
  const drops = input.entries.filter((e) => e.reason === 'price-drop').length
  const fresh = input.entries.length - drops
  const parts = [
    drops > 0 ? `${drops} price drop${drops === 1 ? '' : 's'}` : null,
    fresh > 0 ? `${fresh} new car${fresh === 1 ? '' : 's'} for your saved search${fresh === 1 ? '' : 'es'}` : null,
  ].filter(Boolean)
  const subject = `${input.siteName}: ${parts.join(' and ')}`
  const text = [
    `${parts.join(' and ')} at ${input.siteName}:`,
    '',
    ...input.entries.flatMap((e) => [line(e, input.locale), input.carUrl(e), '']),
    `All of them: ${input.link}`,
    '',
    `You get at most one of these e-mails a day because you asked for alerts on ${input.siteName}.`,
    `Unsubscribe with one click: ${input.unsubscribe}`,
  ].join('\n')
  return { subject, text }
}

/**
 * The consent wording a shopper agrees to, stored with the time it was given: Spam Act 2003 (AU) and the Unsolicited
 * Electronic Messages Act 2007 (NZ) need consent, the sender identified and a working unsubscribe; the TCPA (US)
 * needs express written consent for automated marketing texts, not a condition of purchase.
 */
export function alertConsentText(channel: AlertChannel, siteName: string, locale: Locale): string {
  const what = channel === 'sms' ? 'text messages' : 'e-mails'
  const base = `I agree to receive ${what} from ${siteName} about cars that match my saved searches and price drops of cars on my watchlist, at most one a day. I can unsubscribe at any time with the link in each message${channel === 'sms' ? ' or by replying STOP' : ''}.`
  if (locale === 'en-US' && channel === 'sms')
    return `${base} These may be sent by automated technology. Consent is not a condition of any purchase. Msg & data rates may apply.`
  return base
}
