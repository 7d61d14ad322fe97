/** The lower bound of a price bracket as the index words it ('$20,000 - $30,000' → 20000); null when it has none. */
export function priceBracketFloor(bracket: string): number | null {
  const match = /\$?\s*([\d,]+)/.exec(bracket)
  return match ? Number(match[1]!.replace(/,/g, '')) : null
}

/** Price brackets cheapest first; a value that is not a bracket goes last, keeping its place. */
export function priceRangeOrder<T>(items: readonly T[], valueOf: (item: T) => string): T[] {
  const floor = (item: T) => priceBracketFloor(valueOf(item)) ?? Number.POSITIVE_INFINITY
  return items
    .map((item, i) => ({ item, i }))
    .sort((a, b) => floor(a.item) - floor(b.item) || a.i - b.i)
    .map(({ item }) => item)
}
