import { TZDate } from '@date-fns/tz'
import { formatTimeOfDay } from './clock'
import { isPromoActive, promoTime } from './promoTiles'
import { DEFAULT_TIME_ZONE } from './siteTimeZone'
import type { Locale } from './types'

/**
 * An offer's dates as the site writes them (issue 26): the site shows when an offer ends, and the admin's offers list
 * says which offers are scheduled, live or ended, with their dates in the site's format.
 */

export type OfferPhase = 'scheduled' | 'live' | 'ended'

export interface OfferDates {
  startsAt?: string | null
  expiresAt?: string | null
}

/** Scheduled before its start, ended from its end, live between (the window the site shows it in: isPromoActive). */
export function offerPhase(offer: OfferDates, now: Date, timeZone: string = DEFAULT_TIME_ZONE): OfferPhase {
  if (isPromoActive({ start: offer.startsAt ?? undefined, expiry: offer.expiresAt ?? undefined }, now, timeZone))
    return 'live'
  const start = offer.startsAt ? promoTime(offer.startsAt, timeZone) : null
  return start !== null && now.getTime() < start ? 'scheduled' : 'ended'
}

/** '5 Dec 2026' (AU, NZ) or 'Dec 5, 2026' (US), the calendar date in the site's time zone. */
export function formatSiteDate(
  ms: number,
  locale: Locale,
  timeZone: string,
  month: 'short' | 'long' = 'short',
): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month, year: 'numeric', timeZone }).format(new Date(ms))
}

/**
 * 'Offer ends 31 January 2027' for an offer that ends at midnight in the site's time zone (the last day it runs is the
 * day before: an end of 1 Feb 00:00 reads 'ends 31 January'), 'Offer ends 31 January 2027 at 5:00pm' otherwise. Null
 * without a readable end.
 */
export function offerEndsText(
  expiresAt: string | null | undefined,
  locale: Locale,
  timeZone: string = DEFAULT_TIME_ZONE,
): string | null {
  const end = expiresAt ? promoTime(expiresAt, timeZone) : null
  if (end === null) return null
  const local = new TZDate(end, timeZone)
  const minutes = local.getHours() * 60 + local.getMinutes()
  if (minutes === 0) return `Offer ends ${formatSiteDate(end - 1, locale, timeZone, 'long')}`
  return `Offer ends ${formatSiteDate(end, locale, timeZone, 'long')} at ${formatTimeOfDay(minutes, locale)}`
}

/** '5 Dec 2026' in the site's format, with ', 10:30am' when the moment is not midnight in the site's time zone. */
function dateAndTime(ms: number, locale: Locale, timeZone: string): string {
  const local = new TZDate(ms, timeZone)
  const minutes = local.getHours() * 60 + local.getMinutes()
  const date = formatSiteDate(ms, locale, timeZone)
  return minutes === 0 ? date : `${date}, ${formatTimeOfDay(minutes, locale)}`
}

export interface OfferStatus extends OfferDates {
  /** A draft is not on the site whatever its dates say, until it is published. */
  draft?: boolean
  /** When a scheduled publish (Payload's Schedule Publish) will publish the draft; epoch ms. */
  publishAt?: number | null
}

/**
 * The admin list's Schedule column: 'Scheduled: 1 Dec 2026 – 31 Jan 2027' (published with a later start, or a draft
 * with a publish scheduled: 'Scheduled: 5 Dec 2026, 10:30am'), 'Live until 31 Jan 2027', 'Live', 'Ended 3 Nov 2026',
 * 'Draft: not scheduled'.
 */
export function offerScheduleText(
  offer: OfferStatus,
  now: Date,
  locale: Locale,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const start = offer.startsAt ? promoTime(offer.startsAt, timeZone) : null
  const end = offer.expiresAt ? promoTime(offer.expiresAt, timeZone) : null
  const until = end !== null ? ` – ${dateAndTime(end, locale, timeZone)}` : ''
  if (offer.draft) {
    const publishAt = offer.publishAt ?? null
    if (publishAt === null || publishAt <= now.getTime()) return 'Draft: not scheduled'
    if (end !== null && end <= Math.max(publishAt, start ?? 0)) return 'Draft: ends before it is published'
    return `Scheduled: ${dateAndTime(Math.max(publishAt, start ?? 0), locale, timeZone)}${until}`
  }
  switch (offerPhase(offer, now, timeZone)) {
    case 'scheduled':
      return `Scheduled: ${dateAndTime(start!, locale, timeZone)}${until}`
    case 'live':
      return end !== null ? `Live until ${dateAndTime(end, locale, timeZone)}` : 'Live'
    case 'ended':
      return end !== null ? `Ended ${dateAndTime(end, locale, timeZone)}` : 'Ended'
  }
}
