import type { SearchState } from './searchState'

/**
 * A price written in a search query ("hybrid suv under 40000", "below $25k", "20-30k") as a price range, and the
 * query without it (issue 39.7: the words were searched as text, so the price was ignored). Pure.
 */

export interface QueryPrice {
  /** The query with the price words taken out (spaces collapsed); '' when nothing else was typed. */
  query: string
  min?: number
  max?: number
}

/** A bare number under this is not read as a price after "under"/"over" ("under 5 years", "over 7 seats"). */
const LEAST_BARE_PRICE = 1000
/** A range without "$" or "k" is a price only when both ends are at least this (not "2018-2020", a year range). */
const LEAST_BARE_RANGE_PRICE = 2100

// One amount: an optional currency ("$", "AU$", "A$", "US$", "NZ$"), digits with thousands separators or decimals,
// an optional "k" (thousands). Units that make it something else (km, years, seats) are refused after the match.
const AMOUNT = String.raw`((?:au|a|us|nz)?\$\s?)?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(k\b)?`
const UNIT_AFTER = /^\s*(?:km|kms|kilomet|mile|mi\b|yr|year|seat|door|hp|kw|cc|l\b|litre|liter|months?|weeks?|owners?)/i

const MAX_WORDS = String.raw`under|below|less\s+than|cheaper\s+than|up\s+to|max(?:imum)?|no\s+more\s+than|<=?|at\s+most`
const MIN_WORDS = String.raw`over|above|more\s+than|from|min(?:imum)?|at\s+least|>=?|starting\s+at`

const RANGE = new RegExp(String.raw`(?:\bbetween\s+)?(?<![\w$])${AMOUNT}\s*(?:-|–|to|and)\s*${AMOUNT}(?!\w)`, 'gi')
const BOUND = new RegExp(String.raw`(?<![\w])(?:(${MAX_WORDS})|(${MIN_WORDS}))\s*${AMOUNT}(?!\w)`, 'gi')

/** "from 2019", "over 2015": a bare number that reads as a year is not a price. */
const isYear = (value: number) => value >= 1900 && value <= 2100

interface Amount {
  value: number
  marked: boolean
}

function amount(currency: string | undefined, digits: string, k: string | undefined): Amount {
  const value = Number(digits.replace(/,/g, '')) * (k ? 1000 : 1)
  return { value: Math.round(value), marked: Boolean(currency || k) }
}

/** The price range a query asks for and the query without it; null when it names no price. */
export function queryPrice(query: string): QueryPrice | null {
  let min: number | undefined
  let max: number | undefined
  let rest = query

  rest = rest.replace(RANGE, (match, c1, d1, k1, c2, d2, k2, offset: number, whole: string) => {
    if (min !== undefined || max !== undefined) return match
    if (UNIT_AFTER.test(whole.slice(offset + match.length))) return match
    let low = amount(c1, d1, k1)
    const high = amount(c2, d2, k2)
    // "20-30k": the "k" of the second end counts for a first end written without one.
    if (k2 && !k1 && !c1 && low.value < 1000) low = { value: low.value * 1000, marked: true }
    const marked = low.marked || high.marked
    if (!marked && (low.value < LEAST_BARE_RANGE_PRICE || high.value < LEAST_BARE_RANGE_PRICE)) return match
    if (low.value > high.value) return match
    min = low.value
    max = high.value
    return ' '
  })

  rest = rest.replace(BOUND, (match, maxWord, minWord, c, d, k, offset: number, whole: string) => {
    if (UNIT_AFTER.test(whole.slice(offset + match.length))) return match
    const price = amount(c, d, k)
    if (!price.marked && (price.value < LEAST_BARE_PRICE || isYear(price.value))) return match
    if (maxWord !== undefined) {
      if (max !== undefined) return match
      max = price.value
    } else if (minWord !== undefined) {
      if (min !== undefined) return match
      min = price.value
    }
    return ' '
  })

  if (min === undefined && max === undefined) return null
  if (min !== undefined && max !== undefined && min > max) return null
  return {
    query: rest.replace(/\s+/g, ' ').trim(),
    ...(min !== undefined ? { min } : {}),
    ...(max !== undefined ? { max } : {}),
  }
}

/**
 * A search state with the price its query names moved into the price range (the query keeps the other words). A
 * price range the state already has (the slider, the URL's price=) wins; the price words still leave the query.
 */
export function withQueryPrice(state: SearchState): SearchState {
  if (!state.query) return state
  const found = queryPrice(state.query)
  if (!found) return state
  const { query: _query, ...rest } = state
  const price = state.ranges?.price ?? {
    ...(found.min !== undefined ? { min: found.min } : {}),
    ...(found.max !== undefined ? { max: found.max } : {}),
  }
  return { ...rest, ...(found.query ? { query: found.query } : {}), ranges: { ...state.ranges, price } }
}

/**
 * The state for text typed in the search box: its price (if it names one) replaces the price range, its other
 * words are the query. Back to the first page.
 */
export function withTypedQuery(state: SearchState, text: string): SearchState {
  const { page: _page, query: _query, ...rest } = state
  const found = queryPrice(text)
  if (!found) return { ...rest, ...(text.trim() ? { query: text.trim() } : {}) }
  const price = {
    ...(found.min !== undefined ? { min: found.min } : {}),
    ...(found.max !== undefined ? { max: found.max } : {}),
  }
  return { ...rest, ...(found.query ? { query: found.query } : {}), ranges: { ...state.ranges, price } }
}

/**
 * What the search box shows for a state: the shopper's own text while it still says what the state searches
 * ("hybrid suv under 40000" for query "hybrid suv" and price up to 40000), else the state's query (back, a link,
 * the price chip removed).
 */
export function queryBoxText(typed: string, state: SearchState): string {
  const found = queryPrice(typed)
  const words = found ? found.query : typed.trim()
  if (words !== (state.query ?? '')) return state.query ?? ''
  if (!found) return typed
  const price = state.ranges?.price
  return price?.min === found.min && price?.max === found.max ? typed : (state.query ?? '')
}
