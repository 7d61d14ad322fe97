import { describeToken, isKeyword, tokenize, type Token } from './lexer'
import {
  familyOf,
  FilterSyntaxError,
  type Conjunction,
  type Disjunction,
  type FilterTest,
  type NumericOperator,
} from './types'

/** Boolean expression as written, before Algolia's shape rules are applied. */
type Expression =
  | { readonly type: 'test'; readonly test: FilterTest; readonly col: number }
  | { readonly type: 'and' | 'or'; readonly items: readonly Expression[]; readonly col: number }
  | { readonly type: 'group'; readonly inner: Expression; readonly col: number }

const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/

export function parseNumber(text: string): number | undefined {
  if (!NUMBER.test(text)) return undefined
  const value = Number(text)
  return Number.isFinite(value) ? value : undefined
}

class FilterParser {
  private position = 0

  constructor(
    private readonly tokens: readonly Token[],
    private readonly parameter: string,
  ) {}

  parse(): Expression | undefined {
    if (this.tokens.length === 0) return undefined
    const expression = this.parseOr()
    const rest = this.peek()
    if (rest !== undefined) this.fail(`unexpected ${describeToken(rest)}, expected AND, OR or end of filter`, rest)
    return expression
  }

  private peek(): Token | undefined {
    return this.tokens[this.position]
  }

  private next(expected: string): Token {
    const token = this.tokens[this.position]
    if (token === undefined)
      throw new FilterSyntaxError(`${this.parameter}: unexpected end of filter, expected ${expected}`)
    this.position++
    return token
  }

  private fail(message: string, token: Token | undefined): never {
    const where = token === undefined ? '' : ` at col ${token.col}`
    throw new FilterSyntaxError(`${this.parameter}: ${message}${where}`)
  }

  private parseOr(): Expression {
    const first = this.parseAnd()
    if (!isKeyword(this.peek(), 'OR')) return first
    const items = [first]
    while (isKeyword(this.peek(), 'OR')) {
      this.position++
      items.push(this.parseAnd())
    }
    return { type: 'or', items, col: first.col }
  }

  private parseAnd(): Expression {
    const first = this.parseUnary()
    if (!isKeyword(this.peek(), 'AND')) return first
    const items = [first]
    while (isKeyword(this.peek(), 'AND')) {
      this.position++
      items.push(this.parseUnary())
    }
    return { type: 'and', items, col: first.col }
  }

  private parseUnary(): Expression {
    const token = this.peek()
    if (isKeyword(token, 'NOT')) {
      this.position++
      const operand = this.peek()
      if (operand?.type === 'lparen')
        this.fail('NOT can only negate a single filter, not a group like NOT (A OR B)', operand)
      if (isKeyword(operand, 'NOT')) this.fail('NOT cannot be repeated', operand)
      const inner = this.parseTest()
      return { type: 'test', test: { ...inner.test, negated: !inner.test.negated }, col: token?.col ?? inner.col }
    }
    if (token?.type === 'lparen') {
      this.position++
      const inner = this.parseOr()
      const close = this.next("')'")
      if (close.type !== 'rparen') this.fail(`unexpected ${describeToken(close)}, expected ')'`, close)
      return { type: 'group', inner, col: token.col }
    }
    return this.parseTest()
  }

  private parseTest(): { type: 'test'; test: FilterTest; col: number } {
    const subject = this.next('a filter')
    if (subject.type !== 'word' || isKeyword(subject, 'AND') || isKeyword(subject, 'OR') || isKeyword(subject, 'TO')) {
      this.fail(`unexpected ${describeToken(subject)}, expected a filter`, subject)
    }
    const operator = this.peek()
    if (operator?.type !== 'op') {
      // A lone value is a tag filter: `published` means `_tags:published`.
      return { type: 'test', test: { kind: 'tag', value: subject.text, negated: false }, col: subject.col }
    }
    this.position++
    if (operator.text === ':') return this.parseColonTest(subject)
    const valueToken = this.next('a number')
    const value = valueToken.type === 'word' && !valueToken.quoted ? parseNumber(valueToken.text) : undefined
    if (value === undefined)
      this.fail(`invalid numeric value ${describeToken(valueToken)} after '${operator.text}'`, valueToken)
    const test: FilterTest = {
      kind: 'numeric',
      attribute: subject.text,
      operator: operator.text as NumericOperator,
      value,
      negated: false,
    }
    return { type: 'test', test, col: subject.col }
  }

  private parseColonTest(subject: Token & { type: 'word' }): { type: 'test'; test: FilterTest; col: number } {
    const valueToken = this.next('a value')
    if (valueToken.type !== 'word' || (!valueToken.quoted && ['AND', 'OR', 'NOT', 'TO'].includes(valueToken.text))) {
      this.fail(
        `unexpected ${describeToken(valueToken)}, expected a value after ':' (quote values that are keywords)`,
        valueToken,
      )
    }
    if (isKeyword(this.peek(), 'TO')) {
      this.position++
      const upperToken = this.next('a number after TO')
      const lower = valueToken.quoted ? undefined : parseNumber(valueToken.text)
      const upper = upperToken.type === 'word' && !upperToken.quoted ? parseNumber(upperToken.text) : undefined
      if (lower === undefined) this.fail(`invalid lower bound ${describeToken(valueToken)} in range`, valueToken)
      if (upper === undefined) this.fail(`invalid upper bound ${describeToken(upperToken)} in range`, upperToken)
      return {
        type: 'test',
        test: { kind: 'range', attribute: subject.text, lower, upper, negated: false },
        col: subject.col,
      }
    }
    if (subject.text === '_tags') {
      return { type: 'test', test: { kind: 'tag', value: valueToken.text, negated: false }, col: subject.col }
    }
    return {
      type: 'test',
      test: { kind: 'facet', attribute: subject.text, value: valueToken.text, negated: false },
      col: subject.col,
    }
  }
}

/** Applies Algolia's shape rules while flattening into AND-of-ORs. */
class ShapeChecker {
  constructor(private readonly parameter: string) {}

  private fail(message: string, col: number): never {
    throw new FilterSyntaxError(`${this.parameter}: ${message} at col ${col}`)
  }

  conjunction(expression: Expression): Conjunction {
    if (expression.type === 'and') return expression.items.flatMap((item) => this.conjunctionItem(item))
    return this.conjunctionItem(expression)
  }

  private conjunctionItem(expression: Expression): readonly Disjunction[] {
    switch (expression.type) {
      case 'test':
        return [[expression.test]]
      case 'or':
        return [this.disjunction(expression)]
      case 'group': {
        const inner = unwrapGroups(expression)
        if (inner.type === 'and')
          this.fail('parentheses can only group OR conditions, not an AND combination', expression.col)
        return this.conjunctionItem(inner)
      }
      case 'and':
        return this.conjunction(expression)
    }
  }

  private disjunction(expression: Expression): Disjunction {
    const tests: FilterTest[] = []
    const collect = (item: Expression): void => {
      const inner = unwrapGroups(item)
      if (inner.type === 'test') tests.push(inner.test)
      else if (inner.type === 'or') inner.items.forEach(collect)
      else this.fail('filter (X AND Y) OR Z is not allowed, only (X OR Y) AND Z is allowed', item.col)
    }
    collect(expression)
    const families = new Set(tests.map(familyOf))
    if (families.size > 1) {
      this.fail(
        `filter (X OR Y) cannot mix ${[...families].sort().join(' and ')} filters in one OR group`,
        expression.col,
      )
    }
    return tests
  }
}

function unwrapGroups(expression: Expression): Expression {
  let current = expression
  while (current.type === 'group') current = current.inner
  return current
}

/** Parses Algolia's `filters` string; throws FilterSyntaxError for anything Algolia refuses. */
export function parseFilters(source: string, parameter = 'filters'): Conjunction {
  const expression = new FilterParser(tokenize(source, parameter), parameter).parse()
  if (expression === undefined) return []
  return new ShapeChecker(parameter).conjunction(expression)
}

/** Parses exactly one test (used for numericFilters entries). */
export function parseSingleTest(source: string, parameter: string): FilterTest {
  const conjunction = parseFilters(source, parameter)
  if (conjunction.length !== 1 || conjunction[0].length !== 1) {
    throw new FilterSyntaxError(`${parameter}: expected a single filter, got '${source}'`)
  }
  return conjunction[0][0]
}
