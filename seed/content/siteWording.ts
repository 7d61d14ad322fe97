import { localeWords } from '../../src/domain/localeSpelling'
import type { Locale } from '../../src/domain/types'

/** Words a US dealer says differently that are content, not spelling: kept to the seed (issue 26.4). */
const US_CONTENT_WORDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\blearnt\b/g, 'learned'],
  [/\blogbook services?\b/gi, 'scheduled maintenance visits'],
  [/\bLogbook\b/g, 'Maintenance'],
  [/\blogbook\b/g, 'maintenance'],
  [/\bcapped-price servicing\b/gi, 'prepaid maintenance'],
  [/\bboot\b/g, 'trunk'],
  [/\bute\b/g, 'pickup'],
]

/** Payment methods a US dealer does not take (EFTPOS is Australian and New Zealand debit). */
const NOT_IN_US = new Set(['eftpos', 'afterpay'])

/** Keys whose strings are paths, identifiers or stored values, not words a shopper reads. */
const KEEP = new Set(['slug', 'url', 'href', 'bookingUrl', 'bookingExternalPath', 'blockType', 'enquiryType', 'type'])

/**
 * A seed document in the site's words: on en-US every display string (page blocks, rich text, posts, legal texts,
 * reviews, offers) in US spelling and wording and no EFTPOS among payment methods; paths, slugs and lead categories
 * stay as they are. Other locales get the document unchanged.
 */
export function siteWording<T>(value: T, locale: Locale): T {
  if (locale !== 'en-US') return value
  const words = (text: string) =>
    /^(\/|https?:)/.test(text)
      ? text
      : US_CONTENT_WORDS.reduce((out, [pattern, us]) => out.replace(pattern, us), localeWords(text, locale))
  const walk = (node: unknown, key?: string): unknown => {
    if (typeof node === 'string') return key && KEEP.has(key) ? node : words(node)
    if (Array.isArray(node)) {
      const items = key === 'methods' ? node.filter((m) => !NOT_IN_US.has(String(m))) : node
      return items.map((item) => walk(item, key === 'methods' ? 'type' : undefined))
    }
    if (node && typeof node === 'object')
      return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v, k)]))
    return node
  }
  return walk(value) as T
}
