/**
 * Per-search scratch memory. A search over 100k records needs a few hundred KB of temporary typed
 * arrays (match ids, bitsets, sort keys); allocating them fresh each time makes V8 count them as
 * external memory and run full collections of a heap that holds every record. Searches run one at
 * a time and synchronously, so one arena is bump-allocated and rewound at the start of each.
 */
class ScratchArena {
  private buffer = new ArrayBuffer(4 << 20)
  private offset = 0
  private shortfall = 0

  /** Called by each public search entry point before it allocates anything. */
  rewind(): void {
    if (this.shortfall > 0) {
      let size = this.buffer.byteLength
      while (size < this.buffer.byteLength + this.shortfall) size *= 2
      this.buffer = new ArrayBuffer(size)
    }
    this.offset = 0
    this.shortfall = 0
  }

  private take(bytes: number): number | undefined {
    const start = (this.offset + 7) & ~7
    if (start + bytes > this.buffer.byteLength) {
      this.shortfall += bytes
      return undefined
    }
    this.offset = start + bytes
    return start
  }

  /** Zeroed. */
  uint32(length: number): Uint32Array {
    const at = this.take(length * 4)
    if (at === undefined) return new Uint32Array(length)
    const view = new Uint32Array(this.buffer, at, length)
    view.fill(0)
    return view
  }

  /** Not zeroed: callers write every slot. */
  int32(length: number): Int32Array {
    const at = this.take(length * 4)
    return at === undefined ? new Int32Array(length) : new Int32Array(this.buffer, at, length)
  }

  /** Not zeroed: callers write every slot. */
  float64(length: number): Float64Array {
    const at = this.take(length * 8)
    return at === undefined ? new Float64Array(length) : new Float64Array(this.buffer, at, length)
  }
}

export const scratch = new ScratchArena()
