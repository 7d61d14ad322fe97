import { parseFilters } from './parse-filters'
import { FilterSyntaxError } from './types'

export type FilterValidation = { ok: true } | { ok: false; error: string }

/** Checks a `filters` expression the way Algolia would, for validating a site's stock filter on save. */
export function validateFilter(expression: string): FilterValidation {
  try {
    parseFilters(expression)
    return { ok: true }
  } catch (error) {
    if (error instanceof FilterSyntaxError) return { ok: false, error: error.message }
    throw error
  }
}
