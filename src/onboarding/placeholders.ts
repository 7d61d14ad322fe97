/**
 * Template wording with placeholders (issue 26.5): a template's pages say `{{siteName}}` and `{{city}}`, never the
 * demo dealer's own name and town, so a site made from it speaks of itself. Pure functions over text and JSON.
 */

/** The facts a template's text may name; each is a `{{name}}` placeholder. */
export const PLACEHOLDER_NAMES = ['siteName', 'dealerName', 'city', 'state', 'phone', 'siteSlug'] as const
export type PlaceholderName = (typeof PLACEHOLDER_NAMES)[number]
export type PlaceholderValues = Partial<Record<PlaceholderName, string>>

const TOKEN = /\{\{\s*([A-Za-z]+)\s*\}\}/g

/** `text` with every known `{{name}}` replaced by its value; an unknown or unset placeholder is left as written. */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(TOKEN, (token, name: string) => {
    const value = (values as Record<string, string | undefined>)[name]
    return value === undefined ? token : value
  })
}

/** Every string in a JSON value (rich text, blocks, arrays) with its placeholders filled; the value is not changed. */
export function fillPlaceholdersDeep<T>(value: T, values: PlaceholderValues): T {
  if (typeof value === 'string') return fillPlaceholders(value, values) as T
  if (Array.isArray(value)) return value.map((item) => fillPlaceholdersDeep(item, values)) as T
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [key, fillPlaceholdersDeep(child, values)]),
    ) as T
  return value
}

/** The template dealer's own facts as it stored them: each text naming one of them names its placeholder instead. */
export type TemplateFacts = Partial<Record<PlaceholderName, readonly (string | null | undefined)[]>>

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A rewrite of the template's facts into placeholders: whole words only ("Sydney" in "Sydneyside" stays), case as
 * stored, longest fact first so "Harbour Toyota Service" is not half rewritten by a shorter "Harbour Toyota".
 */
export function placeholdersFromFacts(facts: TemplateFacts): (text: string) => string {
  const pairs = Object.entries(facts)
    .flatMap(([name, texts]) =>
      (texts ?? []).flatMap((fact) => (fact && fact.trim().length > 1 ? [[fact.trim(), name] as const] : [])),
    )
    .sort((a, b) => b[0].length - a[0].length)
  if (pairs.length === 0) return (text) => text
  const byFact = new Map<string, string>()
  for (const [fact, name] of pairs) if (!byFact.has(fact)) byFact.set(fact, name)
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${[...byFact.keys()].map(escape).join('|')})(?![\\p{L}\\p{N}])`,
    'gu',
  )
  return (text) => text.replace(pattern, (fact) => `{{${byFact.get(fact)}}}`)
}

/** Template text in the new site's words: the template's facts become placeholders, then the new site's values. */
export function retellForSite(facts: TemplateFacts, values: PlaceholderValues): (text: string) => string {
  const toPlaceholders = placeholdersFromFacts(facts)
  return (text) => fillPlaceholders(toPlaceholders(text), values)
}
