import { isJsonObject, valueAtPath, type JsonObject, type JsonValue } from './json'
import { originalPrefixLength, wordSpans } from './normalize'

export type MatchLevel = 'none' | 'partial' | 'full'

export interface HighlightResult {
  value: string
  matchLevel: MatchLevel
  matchedWords: string[]
  fullyHighlighted?: boolean
}

export type HighlightTree = HighlightResult | HighlightTree[] | { [key: string]: HighlightTree }

export interface HighlightOptions {
  /** Folded query words; the last one also matches as a prefix. */
  readonly words: readonly string[]
  /** Other words that stand for query words (typo matches, split halves, concatenations), highlighted whole. */
  readonly alternatives?: ReadonlyMap<string, readonly string[]>
  readonly preTag: string
  readonly postTag: string
}

/** Highlights one string the way Algolia does: whole words, or the matched prefix of the last word. */
export function highlightText(text: string, options: HighlightOptions): HighlightResult {
  const { words, preTag, postTag, alternatives } = options
  if (words.length === 0) return { value: text, matchLevel: 'none', matchedWords: [] }
  const last = words[words.length - 1]
  const matched = new Set<string>()
  let out = ''
  let cursor = 0
  let spans = 0
  let fullSpans = 0
  for (const span of wordSpans(text)) {
    spans++
    let length = 0
    if (words.includes(span.folded)) {
      length = span.end - span.start
      matched.add(span.folded)
    } else if (span.folded.startsWith(last)) {
      length = originalPrefixLength(text.slice(span.start, span.end), last.length)
      matched.add(last)
    } else {
      const standsFor = alternatives?.get(span.folded)
      if (standsFor !== undefined) {
        length = span.end - span.start
        for (const word of standsFor) matched.add(word)
      }
    }
    if (length === 0) continue
    if (length === span.end - span.start) fullSpans++
    out += text.slice(cursor, span.start) + preTag + text.slice(span.start, span.start + length) + postTag
    cursor = span.start + length
  }
  out += text.slice(cursor)
  if (matched.size === 0) return { value: text, matchLevel: 'none', matchedWords: [] }
  const matchedWords = words.filter((w, i) => matched.has(w) && words.indexOf(w) === i)
  return {
    value: out,
    matchLevel: words.every((w) => matched.has(w)) ? 'full' : 'partial',
    matchedWords,
    fullyHighlighted: fullSpans === spans,
  }
}

function highlightValue(value: JsonValue, options: HighlightOptions): HighlightTree | undefined {
  if (typeof value === 'string') return highlightText(value, options)
  if (typeof value === 'number' || typeof value === 'boolean') return highlightText(String(value), options)
  if (Array.isArray(value)) {
    const items = value.map((item) => highlightValue(item, options)).filter((h): h is HighlightTree => h !== undefined)
    return items
  }
  if (isJsonObject(value)) {
    const out: { [key: string]: HighlightTree } = {}
    for (const [key, inner] of Object.entries(value)) {
      const h = highlightValue(inner, options)
      if (h !== undefined) out[key] = h
    }
    return out
  }
  return undefined
}

/** `_highlightResult` for the given attribute paths (`*` = every attribute); nested paths nest. */
export function highlightRecord(
  record: JsonObject,
  attributes: readonly string[],
  options: HighlightOptions,
): { [key: string]: HighlightTree } {
  const result: { [key: string]: HighlightTree } = {}
  const paths = attributes.includes('*') ? Object.keys(record).filter((k) => k !== 'objectID') : attributes
  for (const path of paths) {
    const value = valueAtPath(record, path)
    if (value === undefined || value === null) continue
    const tree = highlightValue(value, options)
    if (tree === undefined) continue
    const parts = Object.hasOwn(record, path) ? [path] : path.split('.')
    let node = result
    for (let i = 0; i < parts.length - 1; i++) {
      const next = node[parts[i]]
      if (next === undefined || Array.isArray(next) || 'matchLevel' in next) {
        const created: { [key: string]: HighlightTree } = {}
        node[parts[i]] = created
        node = created
      } else {
        node = next as { [key: string]: HighlightTree }
      }
    }
    node[parts[parts.length - 1]] = tree
  }
  return result
}
