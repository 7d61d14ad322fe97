import { DEFAULT_LOCALE, localeSpelling } from '@/domain/localeSpelling'
import type { Locale } from '@/domain/types'
import type { Site } from '@/payload-types'

export type SiteText = (text: string) => string

export const siteLocale = (site: Pick<Site, 'locale'>): Locale => site.locale ?? DEFAULT_LOCALE

/**
 * The shopper text of a site: a built-in text replaced by the site's wording override when it has one (keyed by the
 * built-in text), then spelled for the site's locale (en-US: color, personalized, inquiry, inquire).
 */
export function siteText(site: Pick<Site, 'locale' | 'wording'>): SiteText {
  const overrides = new Map((site.wording ?? []).map((w) => [w.key, w.text]))
  const locale = siteLocale(site)
  return (text: string) => localeSpelling(overrides.get(text) ?? text, locale)
}

type LexicalNode = { type?: string; text?: string; children?: LexicalNode[]; [key: string]: unknown }

/** Rich text (Lexical JSON) with every text node spelled for the locale; links and other attributes stay as they are. */
export function localiseRichText<T>(data: T, locale: Locale): T {
  if (locale !== 'en-US' || !data || typeof data !== 'object') return data
  const walk = (node: LexicalNode): LexicalNode => ({
    ...node,
    ...(typeof node.text === 'string' && node.type === 'text' ? { text: localeSpelling(node.text, locale) } : {}),
    ...(Array.isArray(node.children) ? { children: node.children.map(walk) } : {}),
  })
  const root = (data as { root?: LexicalNode }).root
  return root ? ({ ...data, root: walk(root) } as T) : data
}
