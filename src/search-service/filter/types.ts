/**
 * Filters in conjunctive normal form: an AND of OR-groups of single tests. This is the only shape
 * Algolia accepts, so every filter syntax (filters, facetFilters, numericFilters, tagFilters) is
 * parsed into it and the engine only ever evaluates this shape.
 */
export type NumericOperator = '<' | '<=' | '=' | '!=' | '>=' | '>'

/** `attribute:value` on a faceted attribute (matched case-insensitively, like Algolia). */
export interface FacetTest {
  readonly kind: 'facet'
  readonly attribute: string
  readonly value: string
  readonly negated: boolean
}

/** `_tags:value` or a bare value (matched case-sensitively, like Algolia). */
export interface TagTest {
  readonly kind: 'tag'
  readonly value: string
  readonly negated: boolean
}

/** `attribute <op> number`. */
export interface NumericTest {
  readonly kind: 'numeric'
  readonly attribute: string
  readonly operator: NumericOperator
  readonly value: number
  readonly negated: boolean
}

/** `attribute:lower TO upper`, both bounds inclusive. */
export interface RangeTest {
  readonly kind: 'range'
  readonly attribute: string
  readonly lower: number
  readonly upper: number
  readonly negated: boolean
}

export type FilterTest = FacetTest | TagTest | NumericTest | RangeTest

/** Tests joined by OR; never empty. */
export type Disjunction = readonly FilterTest[]

/** OR-groups joined by AND; empty means "everything". */
export type Conjunction = readonly Disjunction[]

/** The three families Algolia refuses to mix inside one OR group. */
export type FilterFamily = 'facet' | 'numeric' | 'tag'

export function familyOf(test: FilterTest): FilterFamily {
  if (test.kind === 'range') return 'numeric'
  return test.kind
}

/** Raised for any filter Algolia would refuse; `message` names the parameter and the problem. */
export class FilterSyntaxError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'FilterSyntaxError'
  }
}
