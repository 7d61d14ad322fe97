import { permuteColumn } from './permutation'

/**
 * One variable-length int list per record, all in a single pool (CSR layout): scanning the lists
 * of many records touches one typed array instead of one object per record, and the garbage
 * collector sees one array instead of 100k. Replaced lists leave holes that are compacted away
 * when they outnumber the live entries.
 */
export class ForwardLists {
  private starts = new Int32Array(1024).fill(-1)
  private lengths = new Int32Array(1024)
  private data = new Int32Array(1 << 16)
  private used = 0
  private garbage = 0

  /** Lists for ids 0..n-1 given as their lengths and their entries concatenated. */
  static fromConcatenated(lengths: Uint32Array, entries: Int32Array): ForwardLists {
    const lists = new ForwardLists()
    lists.starts = new Int32Array(Math.max(1024, lengths.length)).fill(-1)
    lists.lengths = new Int32Array(lists.starts.length)
    lists.data = new Int32Array(Math.max(1 << 16, Math.ceil(entries.length * 1.25)))
    lists.data.set(entries)
    let at = 0
    for (let id = 0; id < lengths.length; id++) {
      lists.starts[id] = at
      lists.lengths[id] = lengths[id]
      at += lengths[id]
    }
    lists.used = at
    return lists
  }

  /** The pool; valid until the next `set`. */
  get pool(): Int32Array {
    return this.data
  }

  /** Start of the list of `id` in `pool`, or -1 when it has none. */
  startOf(id: number): number {
    return id < this.starts.length ? this.starts[id] : -1
  }

  lengthOf(id: number): number {
    return id < this.lengths.length && this.starts[id] >= 0 ? this.lengths[id] : 0
  }

  set(id: number, values: Int32Array): void {
    this.delete(id)
    if (id >= this.starts.length) this.growIndex(id)
    if (this.used + values.length > this.data.length) this.growPool(values.length)
    this.data.set(values, this.used)
    this.starts[id] = this.used
    this.lengths[id] = values.length
    this.used += values.length
  }

  delete(id: number): void {
    if (id >= this.starts.length || this.starts[id] < 0) return
    this.garbage += this.lengths[id]
    this.starts[id] = -1
    this.lengths[id] = 0
  }

  /** Moves the list of id order[i] to id i (the pool stays as it is); ids not in `order` lose theirs. */
  permute(order: Int32Array): void {
    if (order.length > this.starts.length) this.growIndex(order.length - 1)
    // Lists left behind (records that were not moved) become garbage for the next compaction.
    const moved = new Uint8Array(this.starts.length)
    for (let i = 0; i < order.length; i++) if (order[i] < moved.length) moved[order[i]] = 1
    for (let id = 0; id < this.starts.length; id++)
      if (moved[id] === 0 && this.starts[id] >= 0) this.garbage += this.lengths[id]
    permuteColumn(this.starts, order, -1)
    permuteColumn(this.lengths, order, 0)
  }

  private growIndex(id: number): void {
    const size = Math.max(this.starts.length * 2, id + 1)
    const starts = new Int32Array(size).fill(-1)
    starts.set(this.starts)
    const lengths = new Int32Array(size)
    lengths.set(this.lengths)
    this.starts = starts
    this.lengths = lengths
  }

  private growPool(needed: number): void {
    const live = this.used - this.garbage
    const target = Math.max(1 << 16, (live + needed) * 2)
    const next = new Int32Array(this.garbage > live ? target : Math.max(target, this.data.length * 2))
    let used = 0
    for (let id = 0; id < this.starts.length; id++) {
      const start = this.starts[id]
      if (start < 0) continue
      next.set(this.data.subarray(start, start + this.lengths[id]), used)
      this.starts[id] = used
      used += this.lengths[id]
    }
    this.data = next
    this.used = used
    this.garbage = 0
  }
}
