/**
 * Fixed-size bitsets over internal record ids, one bit per id in 32-bit words. Every filter,
 * text match and facet test ends up as one of these, so AND/OR/NOT/count are word loops.
 */
export type Bitset = Uint32Array

export function wordsFor(size: number): number {
  return (size + 31) >>> 5
}

export function createBitset(words: number): Bitset {
  return new Uint32Array(words)
}

export function setBit(bits: Bitset, id: number): void {
  bits[id >>> 5] |= 1 << (id & 31)
}

export function clearBit(bits: Bitset, id: number): void {
  bits[id >>> 5] &= ~(1 << (id & 31))
}

export function hasBit(bits: Bitset, id: number): boolean {
  return (bits[id >>> 5] & (1 << (id & 31))) !== 0
}

/** target &= other (words past the end of `other` count as zero). */
export function andInto(target: Bitset, other: Bitset): void {
  const n = Math.min(target.length, other.length)
  for (let i = 0; i < n; i++) target[i] &= other[i]
  target.fill(0, n)
}

/** target |= other. */
export function orInto(target: Bitset, other: Bitset): void {
  const n = Math.min(target.length, other.length)
  for (let i = 0; i < n; i++) target[i] |= other[i]
}

/** target &= ~other. */
export function andNotInto(target: Bitset, other: Bitset): void {
  const n = Math.min(target.length, other.length)
  for (let i = 0; i < n; i++) target[i] &= ~other[i]
}

export function popcount32(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555)
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333)
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24
}

export function countBits(bits: Bitset): number {
  let total = 0
  for (let i = 0; i < bits.length; i++) {
    const word = bits[i]
    if (word !== 0) total += popcount32(word)
  }
  return total
}

/** Writes the set ids in ascending order into a new Int32Array. */
export function bitsetToIds(bits: Bitset, count = countBits(bits)): Int32Array {
  const ids = new Int32Array(count)
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
