import { parseFilters } from './parse-filters'
import type { Conjunction, Disjunction, FilterTest } from './types'

const BARE_ATTRIBUTE = /^[A-Za-z0-9_.-]+$/

function quote(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`
}

const KEYWORDS = ['AND', 'OR', 'NOT', 'TO']

function attributeText(attribute: string): string {
  return BARE_ATTRIBUTE.test(attribute) && !KEYWORDS.includes(attribute) ? attribute : quote(attribute)
}

/** Plain words stay bare (so `flag:true` keeps reading as a boolean filter); anything else is quoted. */
function valueText(value: string): string {
  return BARE_ATTRIBUTE.test(value) && !value.startsWith('-') && !KEYWORDS.includes(value) ? value : quote(value)
}

function testText(test: FilterTest): string {
  const prefix = test.negated ? 'NOT ' : ''
  switch (test.kind) {
    case 'facet':
      return `${prefix}${attributeText(test.attribute)}:${valueText(test.value)}`
    case 'tag':
      return `${prefix}_tags:${valueText(test.value)}`
    case 'numeric':
      return `${prefix}${attributeText(test.attribute)} ${test.operator} ${test.value}`
    case 'range':
      return `${prefix}${attributeText(test.attribute)}:${test.lower} TO ${test.upper}`
  }
}

function disjunctionText(group: Disjunction): string {
  return group.length === 1 ? testText(group[0]) : `(${group.map(testText).join(' OR ')})`
}

/** Writes a conjunction back in the one shape Algolia always accepts: `A AND (B OR C) AND D`. */
export function serializeFilters(conjunction: Conjunction): string {
  return conjunction.map(disjunctionText).join(' AND ')
}

/**
 * ANDs several `filters` strings. Each is parsed (so an invalid one throws) and the result is
 * re-serialised without wrapping whole expressions in parentheses, which Algolia rejects.
 */
export function andFilters(...expressions: readonly string[]): string {
  return serializeFilters(expressions.flatMap((expression) => parseFilters(expression)))
}
