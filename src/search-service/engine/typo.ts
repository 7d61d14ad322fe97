/**
 * Typo tolerance as Algolia documents it: a typo is one insertion, deletion, substitution or
 * transposition of two adjacent letters (Damerau-Levenshtein, optimal string alignment); query
 * words of at least `minWordSizefor1Typo` letters (default 4) may have one typo, of at least
 * `minWordSizefor2Typos` (default 8) two; a typo on the first letter counts as two in the ranking
 * (so a record can show 3 typos). Matching candidates come from the index vocabulary through a
 * trie walk over the sorted words with a bounded edit-distance table, never from the records.
 */

export type TypoTolerance = true | false | 'min' | 'strict'
export type QueryType = 'prefixLast' | 'prefixAll' | 'prefixNone'
export type RemoveWordsIfNoResults = 'none' | 'lastWords' | 'firstWords' | 'allOptional'

/** The typo and query-interpretation parameters of one search (settings, then query overrides). */
export interface TypoOptions {
  readonly typoTolerance: TypoTolerance
  readonly minWordSizefor1Typo: number
  readonly minWordSizefor2Typos: number
  readonly allowTyposOnNumericTokens: boolean
  readonly disableTypoToleranceOnAttributes: readonly string[]
  readonly queryType: QueryType
  readonly removeWordsIfNoResults: RemoveWordsIfNoResults
}

export const DEFAULT_TYPO_OPTIONS: TypoOptions = {
  typoTolerance: true,
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  allowTyposOnNumericTokens: true,
  disableTypoToleranceOnAttributes: [],
  queryType: 'prefixLast',
  removeWordsIfNoResults: 'none',
}

const DIGITS = /^[0-9]+$/

/** How many typos a query word may have (0, 1 or 2). */
export function allowedTypos(word: string, options: TypoOptions): number {
  if (options.typoTolerance === false) return 0
  if (!options.allowTyposOnNumericTokens && DIGITS.test(word)) return 0
  // Lengths in characters (code points), as a user counts letters.
  const length = [...word].length
  if (length >= options.minWordSizefor2Typos && length >= options.minWordSizefor1Typo) return 2
  if (length >= options.minWordSizefor1Typo) return 1
  return 0
}

/** Damerau-Levenshtein distance (optimal string alignment); for tests and checks, not the hot path. */
export function typoDistance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  )
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      let d = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1))
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2][j - 2] + 1)
      rows[i][j] = d
    }
  }
  return rows[a.length][b.length]
}

/** A vocabulary word close to a query word: its id and its typo count as the ranking sees it. */
export interface FuzzyMatch {
  readonly tokenId: number
  /** Edits, plus one when the first letter differs (Algolia counts a first-letter typo as two). */
  readonly typos: number
}

/**
 * Every vocabulary word within `maxTypos` edits of `word` (as a whole word, or, with `prefix`,
 * having a prefix within `maxTypos` edits). `sorted` holds token ids in string order of
 * `tokens`. The walk shares edit-distance rows between words with a common prefix (the sorted
 * list is a trie laid flat) and skips every word under a prefix whose row is already over the
 * bound, so the cost depends on the words near the query, not on the vocabulary size.
 */
export function fuzzyTokens(
  tokens: readonly string[],
  sorted: Int32Array,
  word: string,
  maxTypos: number,
  prefix: boolean,
  keep: (tokenId: number) => boolean,
): FuzzyMatch[] {
  const m = word.length
  const out: FuzzyMatch[] = []
  const width = m + 1
  // rows[d * width + j]: distance between the token's first d letters and the word's first j letters.
  let rows = new Int32Array(width * 32)
  // best[d]: smallest distance of the whole word to any prefix of the token up to d letters.
  let best = new Int32Array(32)
  for (let j = 0; j <= m; j++) rows[j] = j
  best[0] = m
  let previous = ''
  let computed = 0
  let i = 0
  const n = sorted.length
  while (i < n) {
    const tokenId = sorted[i]
    const token = tokens[tokenId]
    let common = 0
    const limit = Math.min(computed, token.length, previous.length)
    while (common < limit && token.charCodeAt(common) === previous.charCodeAt(common)) common++
    const needed = (token.length + 1) * width
    if (needed > rows.length) {
      const grown = new Int32Array(Math.max(needed, rows.length * 2))
      grown.set(rows)
      rows = grown
      const grownBest = new Int32Array(rows.length / width)
      grownBest.set(best)
      best = grownBest
    }
    let pruneAt = -1
    for (let d = common + 1; d <= token.length; d++) {
      const base = d * width
      const above = base - width
      const c = token.charCodeAt(d - 1)
      rows[base] = d
      let rowMin = d
      for (let j = 1; j <= m; j++) {
        const q = word.charCodeAt(j - 1)
        let v = rows[above + j - 1] + (q === c ? 0 : 1)
        const del = rows[above + j] + 1
        if (del < v) v = del
        const ins = rows[base + j - 1] + 1
        if (ins < v) v = ins
        if (d > 1 && j > 1 && q === token.charCodeAt(d - 2) && word.charCodeAt(j - 2) === c) {
          const tr = rows[base - 2 * width + j - 2] + 1
          if (tr < v) v = tr
        }
        rows[base + j] = v
        if (v < rowMin) rowMin = v
      }
      best[d] = Math.min(best[d - 1], rows[base + m])
      computed = d
      if (rowMin > maxTypos && !(prefix && best[d] <= maxTypos)) {
        pruneAt = d
        break
      }
    }
    previous = token
    if (pruneAt >= 0) {
      // Nothing under this prefix can come back within the bound: jump past it.
      const stem = token.slice(0, pruneAt)
      i = upperBoundOfPrefix(tokens, sorted, stem, i + 1)
      continue
    }
    if (token.length < computed) computed = token.length
    const distance = prefix ? best[token.length] : rows[token.length * width + m]
    if (distance <= maxTypos && keep(tokenId)) {
      const firstDiffers = m > 0 && token.length > 0 && token.charCodeAt(0) !== word.charCodeAt(0)
      out.push({ tokenId, typos: distance === 0 ? 0 : distance + (firstDiffers ? 1 : 0) })
    }
    i++
  }
  return out
}

/** First index at or after `from` whose token does not start with `stem`. */
function upperBoundOfPrefix(tokens: readonly string[], sorted: Int32Array, stem: string, from: number): number {
  let lo = from
  let hi = sorted.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    const t = tokens[sorted[mid]]
    if (t.startsWith(stem) || t < stem) lo = mid + 1
    else hi = mid
  }
  return lo
}
