import { andNotInto, countBits, type Bitset } from './bitset'
import { scratch } from './scratch'

/**
 * The records a search matched, as a bitset and as sorted ids. When they are most of the index
 * (an empty query with only the listing rule), counters work on the few live records that did NOT
 * match and subtract from per-value totals: exact, and far less work. A match found from one
 * site's records builds its bitset only if something asks for it, so a few matches in a big index
 * cost what they are, not what the index is.
 */
export class MatchSet {
  private complementIds: Int32Array | undefined
  private bitset: Bitset | undefined

  constructor(
    bits: Bitset | undefined,
    readonly ids: Int32Array,
    private readonly live: Bitset,
    private readonly liveCount: number,
  ) {
    this.bitset = bits
  }

  static of(bits: Bitset, live: Bitset, liveCount: number): MatchSet {
    return new MatchSet(bits, idsOf(bits, countBits(bits)), live, liveCount)
  }

  /** From ascending live ids (in scratch memory or owned by the caller for this search). */
  static ofIds(ids: Int32Array, live: Bitset, liveCount: number): MatchSet {
    return new MatchSet(undefined, ids, live, liveCount)
  }

  /** Width of the bitset in 32-bit words (the index's, whether or not the bitset was built). */
  get words(): number {
    return this.live.length
  }

  /** The matches as a bitset over the whole index, in scratch memory valid for this search. */
  get bits(): Bitset {
    if (this.bitset === undefined) {
      const bits = scratch.uint32(this.live.length)
      const ids = this.ids
      for (let i = 0; i < ids.length; i++) bits[ids[i] >>> 5] |= 1 << (ids[i] & 31)
      this.bitset = bits
    }
    return this.bitset
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
