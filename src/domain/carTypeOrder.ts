import type { CarType } from './types'

/** Spec §2: "sort orders: by name, by make/model, by car type (new, demo, used)". */
export const CAR_TYPE_ORDER: readonly CarType[] = ['new', 'demo', 'used']

const rank = (value: string) => {
  const i = (CAR_TYPE_ORDER as readonly string[]).indexOf(value)
  return i === -1 ? CAR_TYPE_ORDER.length : i
}

/**
 * Car types in a filter list in the spec's order, new, demo, used, whatever their counts; a value the spec does not
 * name goes last, keeping its place among the others.
 */
export function inCarTypeOrder<T>(items: readonly T[], valueOf: (item: T) => string): T[] {
  return items
    .map((item, i) => ({ item, i }))
    .sort((a, b) => rank(valueOf(a.item)) - rank(valueOf(b.item)) || a.i - b.i)
    .map(({ item }) => item)
}
