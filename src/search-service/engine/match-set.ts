import { andNotInto, countBits, type Bitset } from './bitset'
import { scratch } from './scratch'

/**
 * The records a search matched, as a bitset and as sorted ids. When they are most of the index
 * (an empty query with only the listing rule), counters work on the few live records that did NOT
 * match and subtract from per-value totals: exact, and far less work.
 */
export class MatchSet {
  private complementIds: Int32Array | undefined

  constructor(
    readonly bits: Bitset,
    readonly ids: Int32Array,
    private readonly live: Bitset,
    private readonly liveCount: number,
  ) {}

  static of(bits: Bitset, live: Bitset, liveCount: number): MatchSet {
    return new MatchSet(bits, idsOf(bits, countBits(bits)), live, liveCount)
  }

  /** Ids of live records outside the match, when that is the smaller side; otherwise undefined. */
  get complement(): Int32Array | undefined {
    if (this.ids.length * 2 <= this.liveCount) return undefined
    if (this.complementIds === undefined) {
      const rest = scratch.uint32(this.live.length)
      rest.set(this.live)
      andNotInto(rest, this.bits)
      this.complementIds = idsOf(rest, this.liveCount - this.ids.length)
    }
    return this.complementIds
  }
}

/** Set ids in ascending order, in scratch memory. */
function idsOf(bits: Bitset, count: number): Int32Array {
  const ids = scratch.int32(count)
  let n = 0
  for (let i = 0; i < bits.length; i++) {
    let word = bits[i]
    const base = i << 5
    while (word !== 0) {
      const lowest = word & -word
      ids[n++] = base + 31 - Math.clz32(lowest)
      word ^= lowest
    }
  }
  return ids
}
