import { clearBit, countBits, hasBit, setBit, type Bitset } from './bitset'
import { remapBitset } from './permutation'

/**
 * The set of record ids holding one facet value or one word. Sparse sets are a sorted id list;
 * once a list would take more memory than a bitset over all records it becomes a bitset (the
 * roaring-bitmap trade-off), so common values (status:in_stock) are ORed word by word while the
 * long tail of rare values (one km reading) stays small.
 */
const EMPTY = new Int32Array(0)

export class PostingList {
  /** Shared empty array until a second id arrives: most words (VINs, stock numbers) occur once. */
  private ids: Int32Array = EMPTY
  private bits: Bitset | undefined
  private size = 0

  /**
   * Builds from ids already sorted ascending and distinct (bulk index builds). A short list keeps
   * the given view without copying: it is exactly full, so the first add copies it out before
   * writing, and removals only shift within its own range.
   */
  static fromSorted(ids: Int32Array, words: number): PostingList {
    const list = new PostingList()
    list.size = ids.length
    if (ids.length > 64 && ids.length > words) {
      const bits = new Uint32Array(Math.max(words, (ids[ids.length - 1] >>> 5) + 1))
      for (let i = 0; i < ids.length; i++) bits[ids[i] >>> 5] |= 1 << (ids[i] & 31)
      list.bits = bits
    } else if (ids.length > 0) {
      list.ids = ids
    }
    return list
  }

  get count(): number {
    return this.size
  }

  /** `words` is the current bitset width of the owning store, used to decide the representation. */
  add(id: number, words: number): void {
    if (this.bits !== undefined) {
      if (id >>> 5 >= this.bits.length) this.growBits(Math.max(words, (id >>> 5) + 1))
      if (!hasBit(this.bits, id)) {
        setBit(this.bits, id)
        this.size++
      }
      return
    }
    const last = this.size > 0 ? this.ids[this.size - 1] : -1
    if (id > last) {
      if (this.size === this.ids.length) this.growIds()
      this.ids[this.size++] = id
    } else {
      const at = this.lowerBound(id)
      if (this.ids[at] === id) return
      if (this.size === this.ids.length) this.growIds()
      this.ids.copyWithin(at + 1, at, this.size)
      this.ids[at] = id
      this.size++
    }
    if (this.size > 64 && this.size > words) this.toBits(words)
  }

  remove(id: number, words: number): void {
    if (this.bits !== undefined) {
      if (id >>> 5 < this.bits.length && hasBit(this.bits, id)) {
        clearBit(this.bits, id)
        this.size--
        // Hysteresis: only go back to a list well below the switching point.
        if (this.size < words / 4) this.toList()
      }
      return
    }
    const at = this.lowerBound(id)
    if (at < this.size && this.ids[at] === id) {
      this.ids.copyWithin(at, at + 1, this.size)
      this.size--
    }
  }

  /** target |= this. */
  orInto(target: Bitset): void {
    if (this.bits !== undefined) {
      const n = Math.min(target.length, this.bits.length)
      for (let i = 0; i < n; i++) target[i] |= this.bits[i]
      return
    }
    const ids = this.ids
    for (let i = 0; i < this.size; i++) {
      const id = ids[i]
      target[id >>> 5] |= 1 << (id & 31)
    }
  }

  forEach(visit: (id: number) => void): void {
    if (this.bits !== undefined) {
      const bits = this.bits
      for (let i = 0; i < bits.length; i++) {
        let word = bits[i]
        while (word !== 0) {
          const lowest = word & -word
          visit((i << 5) + 31 - Math.clz32(lowest))
          word ^= lowest
        }
      }
      return
    }
    for (let i = 0; i < this.size; i++) visit(this.ids[i])
  }

  /** Whether `id` is a member. */
  has(id: number): boolean {
    if (this.bits !== undefined) return id >>> 5 < this.bits.length && hasBit(this.bits, id)
    const at = this.lowerBound(id)
    return at < this.size && this.ids[at] === id
  }

  /** Number of ids also set in `mask`. */
  countIn(mask: Bitset): number {
    if (this.bits !== undefined) {
      let total = 0
      const n = Math.min(mask.length, this.bits.length)
      for (let i = 0; i < n; i++) {
        let v = this.bits[i] & mask[i]
        if (v === 0) continue
        v = v - ((v >>> 1) & 0x55555555)
        v = (v & 0x33333333) + ((v >>> 2) & 0x33333333)
        total += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24
      }
      return total
    }
    let total = 0
    for (let i = 0; i < this.size; i++) {
      const id = this.ids[i]
      if ((mask[id >>> 5] & (1 << (id & 31))) !== 0) total++
    }
    return total
  }

  /**
   * Renames every member id to `newIdOf[id]` (a renumbering of the store, see RecordStore.cluster),
   * in place (a bitset too when it is wide enough, else at no less than `words`).
   */
  remap(newIdOf: Int32Array, words: number): void {
    if (this.bits !== undefined) {
      this.bits = remapBitset(this.bits, newIdOf, words)
      return
    }
    const ids = this.ids
    const size = this.size
    for (let i = 0; i < size; i++) ids[i] = newIdOf[ids[i]]
    if (size <= 16) {
      for (let i = 1; i < size; i++) {
        const id = ids[i]
        let j = i - 1
        while (j >= 0 && ids[j] > id) {
          ids[j + 1] = ids[j]
          j--
        }
        ids[j + 1] = id
      }
    } else ids.subarray(0, size).sort()
  }

  private lowerBound(id: number): number {
    let lo = 0
    let hi = this.size
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if (this.ids[mid] < id) lo = mid + 1
      else hi = mid
    }
    return lo
  }

  private growIds(): void {
    const next = new Int32Array(Math.max(2, this.ids.length * 2))
    next.set(this.ids)
    this.ids = next
  }

  private growBits(words: number): void {
    const bits = this.bits
    if (bits === undefined) return
    const next = new Uint32Array(Math.max(words, bits.length * 2))
    next.set(bits)
    this.bits = next
  }

  private toBits(words: number): void {
    const bits = new Uint32Array(Math.max(words, (this.ids[this.size - 1] >>> 5) + 1))
    for (let i = 0; i < this.size; i++) setBit(bits, this.ids[i])
    this.bits = bits
    this.ids = new Int32Array(0)
  }

  private toList(): void {
    const bits = this.bits
    if (bits === undefined) return
    const ids = new Int32Array(Math.max(4, this.size))
    let n = 0
    for (let i = 0; i < bits.length; i++) {
      let word = bits[i]
      while (word !== 0) {
        const lowest = word & -word
        ids[n++] = (i << 5) + 31 - Math.clz32(lowest)
        word ^= lowest
      }
    }
    this.ids = ids
    this.size = n
    this.bits = undefined
  }

  /** For tests: the size must always equal the number of members. */
  checkInvariant(): boolean {
    if (this.bits !== undefined) return countBits(this.bits) === this.size
    for (let i = 1; i < this.size; i++) if (this.ids[i - 1] >= this.ids[i]) return false
    return true
  }
}
