import fs from 'node:fs'

export interface LineVisit {
  /** The line without its newline. */
  readonly text: string
  /** Byte offset just past this line's newline. */
  readonly end: number
}

/**
 * Reads a file line by line in large chunks (fast for 100 MB snapshots, bounded memory). A final
 * fragment without a newline is reported through `onTail` instead of as a line: in a log it is a
 * write torn by a crash, never an acknowledged one.
 */
export async function readLines(
  path: string,
  onLine: (line: LineVisit) => void,
  onTail?: (bytes: number) => void,
): Promise<void> {
  const stream = fs.createReadStream(path, { highWaterMark: 4 << 20 })
  let carry: Buffer = Buffer.alloc(0)
  let consumed = 0
  for await (const chunk of stream) {
    const buffer: Buffer = carry.length > 0 ? Buffer.concat([carry, chunk as Buffer]) : (chunk as Buffer)
    let start = 0
    for (;;) {
      const newline = buffer.indexOf(10, start)
      if (newline === -1) break
      consumed += newline + 1 - start
      onLine({ text: buffer.toString('utf8', start, newline), end: consumed })
      start = newline + 1
    }
    carry = buffer.subarray(start)
  }
  if (carry.length > 0) onTail?.(carry.length)
}
