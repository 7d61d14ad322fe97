/** A seeded pseudo-random stream (mulberry32): the same seed gives the same sequence on every machine. */
export class SeededRandom {
  private state: number

  constructor(seed: number) {
    this.state = seed >>> 0
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  /** A float in [min, max). */
  float(min: number, max: number): number {
    return min + this.next() * (max - min)
  }

  chance(probability: number): boolean {
    return this.next() < probability
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)]
    if (item === undefined) throw new RangeError('pick from an empty list')
    return item
  }

  /** One item, each as likely as its weight. */
  weighted<T>(items: readonly T[], weightOf: (item: T) => number): T {
    let total = 0
    for (const item of items) total += weightOf(item)
    let roll = this.next() * total
    for (const item of items) {
      roll -= weightOf(item)
      if (roll < 0) return item
    }
    return this.pick(items)
  }

  /** One item of a prepared WeightedTable (binary search: cheap for long lists drawn from often). */
  draw<T>(table: WeightedTable<T>): T {
    const roll = this.next() * table.total
    let low = 0
    let high = table.cumulative.length - 1
    while (low < high) {
      const middle = (low + high) >> 1
      if ((table.cumulative[middle] ?? 0) > roll) high = middle
      else low = middle + 1
    }
    return table.items[low] as T
  }

  /** `count` distinct items in random order (all of them when count ≥ length). */
  sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items]
    const take = Math.min(count, pool.length)
    for (let i = 0; i < take; i++) {
      const j = i + Math.floor(this.next() * (pool.length - i))
      const swap = pool[i] as T
      pool[i] = pool[j] as T
      pool[j] = swap
    }
    return pool.slice(0, take)
  }
}

/** Items with running totals of their weights, for SeededRandom.draw. */
export class WeightedTable<T> {
  readonly cumulative: number[] = []
  readonly total: number

  constructor(
    readonly items: readonly T[],
    weightOf: (item: T) => number,
  ) {
    let total = 0
    for (const item of items) {
      total += weightOf(item)
      this.cumulative.push(total)
    }
    if (items.length === 0 || total <= 0) throw new RangeError('a weighted table needs items with positive weights')
    this.total = total
  }
}

/** FNV-1a: a stable 32-bit number for a string. */
export const hashString = (text: string): number => {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}
