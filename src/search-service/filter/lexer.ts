import { FilterSyntaxError } from './types'

/** One lexical unit of Algolia's `filters` syntax; `col` is 1-based for error messages. */
export type Token =
  | { readonly type: 'word'; readonly text: string; readonly quoted: boolean; readonly col: number }
  | { readonly type: 'op'; readonly text: ':' | '<' | '<=' | '=' | '!=' | '>=' | '>'; readonly col: number }
  | { readonly type: 'lparen' | 'rparen'; readonly col: number }

const WHITESPACE = /\s/

/** Characters that end a bare word; quotes only matter at the start of a token (O'Brien stays one word). */
function endsBareWord(ch: string, next: string | undefined): boolean {
  if (WHITESPACE.test(ch)) return true
  if (ch === '(' || ch === ')' || ch === ':' || ch === '<' || ch === '>' || ch === '=') return true
  return ch === '!' && next === '='
}

export function tokenize(source: string, parameter: string): Token[] {
  const tokens: Token[] = []
  let i = 0
  while (i < source.length) {
    const ch = source[i]
    const col = i + 1
    if (WHITESPACE.test(ch)) {
      i++
    } else if (ch === '(') {
      tokens.push({ type: 'lparen', col })
      i++
    } else if (ch === ')') {
      tokens.push({ type: 'rparen', col })
      i++
    } else if (ch === ':' || ch === '=') {
      tokens.push({ type: 'op', text: ch, col })
      i++
    } else if (ch === '<' || ch === '>') {
      const withEquals = source[i + 1] === '='
      tokens.push({ type: 'op', text: withEquals ? (ch === '<' ? '<=' : '>=') : ch, col })
      i += withEquals ? 2 : 1
    } else if (ch === '!' && source[i + 1] === '=') {
      tokens.push({ type: 'op', text: '!=', col })
      i += 2
    } else if (ch === '"' || ch === "'") {
      let text = ''
      let j = i + 1
      for (;;) {
        if (j >= source.length)
          throw new FilterSyntaxError(`${parameter}: unterminated quoted string starting at col ${col}`)
        const c = source[j]
        if (c === '\\' && j + 1 < source.length) {
          text += source[j + 1]
          j += 2
        } else if (c === ch) {
          j++
          break
        } else {
          text += c
          j++
        }
      }
      tokens.push({ type: 'word', text, quoted: true, col })
      i = j
    } else {
      let text = ''
      let j = i
      while (j < source.length && !endsBareWord(source[j], source[j + 1])) {
        if (source[j] === '\\' && j + 1 < source.length) {
          text += source[j + 1]
          j += 2
        } else {
          text += source[j]
          j++
        }
      }
      tokens.push({ type: 'word', text, quoted: false, col })
      i = j
    }
  }
  return tokens
}

export function isKeyword(token: Token | undefined, keyword: 'AND' | 'OR' | 'NOT' | 'TO'): boolean {
  return token !== undefined && token.type === 'word' && !token.quoted && token.text === keyword
}

export function describeToken(token: Token | undefined): string {
  if (token === undefined) return 'end of filter'
  if (token.type === 'word') return token.quoted ? `string "${token.text}"` : `'${token.text}'`
  if (token.type === 'op') return `'${token.text}'`
  return token.type === 'lparen' ? "'('" : "')'"
}
