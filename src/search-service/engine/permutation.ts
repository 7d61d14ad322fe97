/**
 * Renumbering a store's records in place (RecordStore.cluster): every column is copied once into
 * one reused buffer and written back in the new order, so a renumbering allocates no new column
 * (new columns for 250,000 records in ~40 structures would be ~200 MB the collector must then find).
 */
type Column = Uint8Array | Uint16Array | Uint32Array | Int32Array | Float64Array

let buffer = new ArrayBuffer(0)

function copyOf<T extends Column>(column: T): T {
  if (buffer.byteLength < column.byteLength) buffer = new ArrayBuffer(column.byteLength)
  const copy = new (column.constructor as new (buffer: ArrayBuffer, offset: number, length: number) => T)(
    buffer,
    0,
    column.length,
  )
  copy.set(column)
  return copy
}

/** column[i] = old column[order[i]]; entries from order.length on become `fill`. */
export function permuteColumn(column: Column, order: Int32Array, fill: number): void {
  const copy = copyOf(column)
  const n = Math.min(order.length, column.length)
  for (let i = 0; i < n; i++) {
    const from = order[i]
    column[i] = from < copy.length ? copy[from] : fill
  }
  column.fill(fill, n)
}

/** The bitset with every set id renamed to newIdOf[id], in place when it is wide enough. */
export function remapBitset(bits: Uint32Array, newIdOf: Int32Array, words: number): Uint32Array {
  let highest = -1
  const copy = copyOf(bits)
  for (let i = 0; i < copy.length; i++) {
    let word = copy[i]
    while (word !== 0) {
      const lowest = word & -word
      const id = newIdOf[(i << 5) + 31 - Math.clz32(lowest)]
      if (id > highest) highest = id
      word ^= lowest
    }
  }
  const target = highest >>> 5 < bits.length ? bits : new Uint32Array(Math.max(words, (highest >>> 5) + 1))
  target.fill(0)
  for (let i = 0; i < copy.length; i++) {
    let word = copy[i]
    while (word !== 0) {
      const lowest = word & -word
      const id = newIdOf[(i << 5) + 31 - Math.clz32(lowest)]
      target[id >>> 5] |= 1 << (id & 31)
      word ^= lowest
    }
  }
  return target
}

/** Frees the buffer once a renumbering is done. */
export function releasePermutationBuffer(): void {
  buffer = new ArrayBuffer(0)
}
