import { siteTimeZone } from '@/domain/siteTimeZone'
/**
 * Copying a template site's content to a new dealer site (issue 20.7), as pure functions: what is copied, what is left
 * behind (ids, timestamps, the template's own site and its site-bound references), and which strings are wording.
 */

/** Keys every stored document or row carries that a copy must not: Payload gives the copy its own. */
const OWN_KEYS = new Set(['id', 'createdAt', 'updatedAt', 'site', '_status'])

/** Which fields of a collection hold words a shopper reads (dotted paths without array indexes). */
export type TextPaths = {
  /** Text and textarea fields: `title`, `layout.subtitle`, `footer.links.label`. */
  text: ReadonlySet<string>
  /** Rich text fields (Lexical JSON): only the `text` of their nodes is wording; types, formats and urls are not. */
  richText: ReadonlySet<string>
}

export type CopyRules = {
  /** Dotted paths without array indexes (`layout.image`, `theme.logo`) that point at the template site's own records. */
  drop: ReadonlySet<string>
  /** The template's wording in the new site's words (issue 26.5), applied to the wording fields of `paths` only. */
  retell?: { text: (value: string) => string; paths: TextPaths }
}

/** Whether the string at `path` is wording: a text field, or the text of a node inside a rich text field. */
export function isWordingPath(path: string, paths: TextPaths): boolean {
  if (paths.text.has(path)) return true
  if (!path.endsWith('.text')) return false
  for (const field of paths.richText) if (path.startsWith(`${field}.`)) return true
  return false
}

/**
 * A deep copy of a template document without its ids, timestamps and site, without the fields of `drop` (uploads and
 * links to the template's own locations, models, media), with its wording retold for the new site.
 */
export function copyFromTemplate<T>(value: T, rules: CopyRules, path = ''): T {
  if (typeof value === 'string') {
    const { retell } = rules
    return (retell && isWordingPath(path, retell.paths) ? retell.text(value) : value) as T
  }
  if (Array.isArray(value)) return value.map((item) => copyFromTemplate(item, rules, path)) as T
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [key, child] of Object.entries(value)) {
      const childPath = path ? `${path}.${key}` : key
      if (OWN_KEYS.has(key) || rules.drop.has(childPath)) continue
      out[key] = copyFromTemplate(child, rules, childPath)
    }
    return out as T
  }
  return value
}

/** `base`, or `base-2`, `base-3` … : the first one not taken. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  const root = base || 'dealer'
  if (!taken.has(root)) return root
  for (let n = 2; ; n++) if (!taken.has(`${root}-${n}`)) return `${root}-${n}`
}

type Weekday = '0' | '1' | '2' | '3' | '4' | '5' | '6'
export type OpeningHour = { weekday: Weekday; status: 'Open' | 'Closed'; open?: string | null; close?: string | null }

/** Hours of a new dealer whose template has none: weekdays 8:30 to 5:30, Saturday morning, closed on Sunday. */
export const DEFAULT_OPENING_HOURS: OpeningHour[] = [
  { weekday: '0', status: 'Closed' },
  ...(['1', '2', '3', '4', '5'] as const).map((weekday) => ({
    weekday,
    status: 'Open' as const,
    open: '08:30',
    close: '17:30',
  })),
  { weekday: '6', status: 'Open', open: '08:30', close: '12:00' },
]

/** The template location's weekly hours without their row ids, or the default week when it has none. */
export function openingHoursFrom(template: readonly OpeningHour[] | null | undefined): OpeningHour[] {
  const rows = (template ?? []).map(({ weekday, status, open, close }) =>
    status === 'Open' ? { weekday, status, open, close } : { weekday, status },
  )
  return rows.length > 0 ? rows : DEFAULT_OPENING_HOURS.map((row) => ({ ...row }))
}

/** A Google Maps link for the address, for Get Directions. */
export function placeUrlOf(address: { street: string; suburb: string; state: string; postcode: string }): string {
  return `https://maps.google.com/?q=${encodeURIComponent(`${address.street}, ${address.suburb} ${address.state} ${address.postcode}`)}`
}

/** Australian states and territories by the short name the form takes, and the zone their clocks keep. */
const STATE_TIME_ZONES: Record<string, string> = {
  NSW: 'Australia/Sydney',
  ACT: 'Australia/Sydney',
  VIC: 'Australia/Melbourne',
  QLD: 'Australia/Brisbane',
  SA: 'Australia/Adelaide',
  WA: 'Australia/Perth',
  TAS: 'Australia/Hobart',
  NT: 'Australia/Darwin',
}

/**
 * The time zone of a new dealer: its state's (a Brighton VIC dealer opens by Melbourne's clock, not its Sydney
 * template's), or the template's when the state is not an Australian one.
 */
export function timeZoneOfState(state: string, templateZone: string | null | undefined): string {
  return STATE_TIME_ZONES[state.toUpperCase()] ?? siteTimeZone(templateZone)
}
