import { validateFilter } from '../../src/search-service/filter'

/** The site's stock filter is checked on save by the same parser the search service uses. */
export const validateStockFilter = (value: unknown): true | string => {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return true
  if (typeof value !== 'string') return 'The stock filter must be text.'
  const result = validateFilter(value)
  return result.ok ? true : `Invalid stock filter: ${result.error}`
}
