import { upcomingHolidayHours } from '@/domain/specialHours'
import { phoneCountryForLocale, telHref } from '@/domain/phoneNumber'
import type { SiteLocation } from '@/data/shapes/location'
import type { SiteContext } from '@/lib/siteRequest'
import { siteLocale, siteText } from '@/lib/siteText'
import { siteTimeZone } from '@/domain/siteTimeZone'

/** Holiday rows of a location from today on (or those `pick` keeps: holidayHoursThisWeek), with a readable date. */
export function holidayRows(
  ctx: SiteContext,
  location: SiteLocation,
  now: Date,
  pick: typeof upcomingHolidayHours = upcomingHolidayHours,
) {
  const locale = siteLocale(ctx.site)
  const t = siteText(ctx.site)
  const timeZone = siteTimeZone(location.time_zone, ctx.site.timeZone)
  const country = phoneCountryForLocale(locale)
  return pick(location.special_hours, now, timeZone, locale).map((row) => ({
    ...row,
    text: t(row.text),
    phoneHref: row.phone ? telHref(row.phone, country) : null,
    dateText: new Date(`${row.date}T12:00:00Z`).toLocaleDateString(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }),
  }))
}
