/**
 * Issue 42.2: group content names the member site's own details through placeholders ({dealerName}, {phone}, …),
 * filled per site when the site shows the item. The admin refuses an unknown placeholder when the group saves.
 */

export const GROUP_PLACEHOLDERS = ['dealerName', 'phone', 'address', 'city', 'state'] as const
export type GroupPlaceholder = (typeof GROUP_PLACEHOLDERS)[number]
export type PlaceholderValues = Partial<Record<GroupPlaceholder, string | null | undefined>>

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g
const known = new Set<string>(GROUP_PLACEHOLDERS)

/** The placeholders in the text that no site can fill, in order of appearance, each once. */
export function unknownPlaceholders(text: string | null | undefined): string[] {
  const found = [...(text ?? '').matchAll(PLACEHOLDER)].map((m) => m[1]!)
  return [...new Set(found.filter((name) => !known.has(name)))]
}

/** The field's error message for the admin, or true when every placeholder is one a site fills. */
export function placeholderProblem(text: string | null | undefined): string | true {
  const unknown = unknownPlaceholders(text)
  if (unknown.length === 0) return true
  return `Unknown placeholder ${unknown.map((n) => `{${n}}`).join(', ')}: use ${GROUP_PLACEHOLDERS.map((n) => `{${n}}`).join(', ')}.`
}

/** The text with each known placeholder replaced by the site's value (empty when the site has none). */
export function fillPlaceholders(text: string, values: PlaceholderValues): string
export function fillPlaceholders(text: string | null | undefined, values: PlaceholderValues): string | null | undefined
export function fillPlaceholders(
  text: string | null | undefined,
  values: PlaceholderValues,
): string | null | undefined {
  if (!text) return text
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    known.has(name) ? (values[name as GroupPlaceholder] ?? '') : whole,
  )
}
