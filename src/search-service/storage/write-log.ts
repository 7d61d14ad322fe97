import fs from 'node:fs'

/**
 * An append-only file where every acknowledged write is flushed to disk (fdatasync) before its
 * promise resolves. Appends that arrive while a flush is running are written and synced together
 * (group commit), so many small concurrent writes cost one sync.
 */
export class WriteLog {
  private pending: string[] = []
  private waiters: Array<{ resolve: () => void; reject: (error: Error) => void }> = []
  private flushing: Promise<void> | undefined
  private bytes: number
  private closed = false

  private constructor(
    readonly path: string,
    private readonly fd: number,
  ) {
    this.bytes = fs.fstatSync(fd).size
  }

  /** Opened synchronously so a log rotation can happen between two writes without a gap. */
  static openSync(path: string): WriteLog {
    return new WriteLog(path, fs.openSync(path, 'a'))
  }

  get size(): number {
    return this.bytes
  }

  /** Resolves once `line` (which must end with a newline) is durable. */
  append(line: string): Promise<void> {
    if (this.closed) return Promise.reject(new Error(`write log ${this.path} is closed`))
    this.pending.push(line)
    this.bytes += Buffer.byteLength(line)
    const done = new Promise<void>((resolve, reject) => this.waiters.push({ resolve, reject }))
    this.flushing ??= this.flushLoop()
    return done
  }

  /** Flushes what is pending, then closes the file. */
  async close(): Promise<void> {
    if (this.closed) return
    while (this.flushing !== undefined) await this.flushing
    this.closed = true
    await new Promise<void>((resolve, reject) => fs.close(this.fd, (error) => (error ? reject(error) : resolve())))
  }

  private async flushLoop(): Promise<void> {
    try {
      while (this.pending.length > 0) {
        const data = this.pending.join('')
        const waiters = this.waiters
        this.pending = []
        this.waiters = []
        try {
          await writeAll(this.fd, Buffer.from(data))
          await new Promise<void>((resolve, reject) =>
            fs.fdatasync(this.fd, (error) => (error ? reject(error) : resolve())),
          )
          for (const waiter of waiters) waiter.resolve()
        } catch (error) {
          const failure = error instanceof Error ? error : new Error(String(error))
          for (const waiter of waiters) waiter.reject(failure)
        }
      }
    } finally {
      this.flushing = undefined
    }
  }
}

async function writeAll(fd: number, data: Buffer): Promise<void> {
  let offset = 0
  while (offset < data.length) {
    offset += await new Promise<number>((resolve, reject) =>
      fs.write(fd, data, offset, data.length - offset, null, (error, written) =>
        error ? reject(error) : resolve(written),
      ),
    )
  }
}
