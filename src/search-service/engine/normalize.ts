/**
 * Text folding shared by indexing, querying, highlighting and facet search: lower case, no
 * diacritics ("Škoda" and "skoda" are the same word).
 */
// eslint-disable-next-line no-control-regex -- the ASCII range starts at NUL on purpose
const ASCII = /^[\x00-\x7f]*$/
const MARKS = /\p{M}/gu
const WORD = /[\p{L}\p{N}\p{M}]+/gu

export function foldText(text: string): string {
  if (ASCII.test(text)) return text.toLowerCase()
  return text.normalize('NFD').replace(MARKS, '').toLowerCase()
}

/** A word of some original text: folded form plus its [start, end) in the original string. */
export interface WordSpan {
  readonly folded: string
  readonly start: number
  readonly end: number
}

export function wordSpans(text: string): WordSpan[] {
  const spans: WordSpan[] = []
  for (const match of text.matchAll(WORD)) {
    const start = match.index
    const folded = foldText(match[0])
    if (folded !== '') spans.push({ folded, start, end: start + match[0].length })
  }
  return spans
}

function isAsciiWordChar(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 97 && code <= 122)
}

/** Just the folded words, for indexing and queries. */
export function foldedWords(text: string): string[] {
  if (ASCII.test(text)) {
    // Fast path for plain ASCII (nearly all stock data): one lower-casing, one scan.
    const lower = text.toLowerCase()
    const words: string[] = []
    let start = -1
    for (let i = 0; i <= lower.length; i++) {
      const inWord = i < lower.length && isAsciiWordChar(lower.charCodeAt(i))
      if (inWord && start < 0) start = i
      else if (!inWord && start >= 0) {
        words.push(lower.slice(start, i))
        start = -1
      }
    }
    return words
  }
  const words: string[] = []
  for (const match of text.matchAll(WORD)) {
    const folded = foldText(match[0])
    if (folded !== '') words.push(folded)
  }
  return words
}

/**
 * Length in original characters of the shortest prefix of `original` whose folded form covers
 * `foldedLength` characters, so a prefix match on "sko" highlights "Ško" in "Škoda".
 */
export function originalPrefixLength(original: string, foldedLength: number): number {
  let covered = 0
  let i = 0
  while (i < original.length && covered < foldedLength) {
    const codePoint = original.codePointAt(i) ?? 0
    const ch = String.fromCodePoint(codePoint)
    covered += foldText(ch).length
    i += ch.length
  }
  // Keep trailing combining marks with their base letter.
  while (i < original.length && /\p{M}/u.test(original[i])) i++
  return i
}
