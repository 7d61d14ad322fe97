/** What Node's `res.write` / `res.end` accept as data. */
export type Chunk = string | Uint8Array

/** A written chunk as bytes; `encoding` is the argument after it (a string for string chunks, else ignored). */
export const chunkBytes = (chunk: Chunk, encoding?: unknown): Buffer =>
  typeof chunk === 'string'
    ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
    : Buffer.from(chunk)
