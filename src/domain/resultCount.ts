/** Spec §9: total-count substitution when hits exceed 1999. */
export const COUNT_SUBSTITUTION_THRESHOLD = 1999

export interface ResultCountInput {
  nbHits: number
  /** The site's configured stock count. */
  configuredStockCount?: number | null
  /** Facet counts of the answer, by attribute and value. */
  facets?: Partial<Record<string, Record<string, number>>> | null
}

const sum = (counts: Record<string, number> | undefined): number =>
  counts ? Object.values(counts).reduce((total, n) => total + n, 0) : 0

/**
 * Spec §4: when hits exceed 1999, the total shown is the configured stock count, or the summed status or
 * car_type facet counts. Otherwise (or when none is available) the hit count.
 */
export function displayedResultCount(
  input: ResultCountInput,
  threshold: number = COUNT_SUBSTITUTION_THRESHOLD,
): number {
  const { nbHits, configuredStockCount, facets } = input
  if (nbHits <= threshold) return nbHits
  if (typeof configuredStockCount === 'number' && configuredStockCount > 0) return configuredStockCount
  const byStatus = sum(facets?.status)
  if (byStatus > 0) return byStatus
  const byCarType = sum(facets?.car_type)
  if (byCarType > 0) return byCarType
  return nbHits
}

/** The 'Show Me N cars' button label ('Show Me 3 caravans' with the listing's item nouns). */
export function showMeLabel(count: number, nouns: readonly [string, string] = ['car', 'cars']): string {
  return `Show Me ${count} ${count === 1 ? nouns[0] : nouns[1]}`
}
