/**
 * The zone a site's times are read in when nothing closer names one (the Sites and Locations fields' default too).
 * The one copy (issue 41.4: it was written out in a dozen places).
 */
export const DEFAULT_TIME_ZONE = 'Australia/Sydney'

/**
 * The time zone to read a time in: the first zone given, closest first (a location's own, then its site's), else
 * the default. A blank zone counts as none: Intl refuses '' (RangeError), so an emptied field must not break a page.
 */
export function siteTimeZone(...zones: (string | null | undefined)[]): string {
  for (const zone of zones) if (zone && zone.trim()) return zone.trim()
  return DEFAULT_TIME_ZONE
}
