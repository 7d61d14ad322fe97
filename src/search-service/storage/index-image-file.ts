import fs from 'node:fs'
import type { StoreImage } from '../engine/structure-image'

export const INDEX_IMAGE_FILE = 'index-image.bin'
const MAGIC = 'SSIMG001'

type Blob = Uint32Array | Int32Array | Float64Array
const BLOB_TYPES = { Uint32Array, Int32Array, Float64Array } as const
type BlobType = keyof typeof BLOB_TYPES

interface BlobEntry {
  readonly type: BlobType
  readonly offset: number
  readonly length: number
}

interface ImageFile {
  readonly seq: number
  readonly stores: Record<string, StoreImage>
}

function blobType(value: unknown): BlobType | undefined {
  if (value instanceof Uint32Array) return 'Uint32Array'
  if (value instanceof Int32Array) return 'Int32Array'
  if (value instanceof Float64Array) return 'Float64Array'
  return undefined
}

const align8 = (n: number): number => (n + 7) & ~7

/**
 * Writes the structure images of every primary store, for the snapshot taken at `seq`: a JSON
 * header (dictionaries, shapes) and the typed arrays as raw 8-byte-aligned blobs after it.
 * Written to a temporary file, synced, then renamed, like the snapshot.
 */
export async function writeIndexImage(path: string, seq: number, stores: Record<string, StoreImage>): Promise<void> {
  const blobs: Blob[] = []
  const header = JSON.stringify({ seq, stores }, (_key, value: unknown) => {
    const type = blobType(value)
    if (type === undefined) return value
    blobs.push(value as Blob)
    return { $blob: blobs.length - 1 }
  })
  let offset = 0
  const table: BlobEntry[] = blobs.map((blob) => {
    const entry = { type: blobType(blob) as BlobType, offset, length: blob.length }
    offset = align8(offset + blob.byteLength)
    return entry
  })
  const headerBytes = Buffer.from(header)
  const tableBytes = Buffer.from(JSON.stringify(table))
  const prefix = Buffer.alloc(16)
  prefix.write(MAGIC, 0, 'latin1')
  prefix.writeUInt32LE(headerBytes.length, 8)
  prefix.writeUInt32LE(tableBytes.length, 12)
  const blobStart = align8(16 + headerBytes.length + tableBytes.length)
  const temp = `${path}.tmp`
  const handle = await fs.promises.open(temp, 'w')
  try {
    await handle.write(prefix, 0, prefix.length, 0)
    await handle.write(headerBytes, 0, headerBytes.length, 16)
    await handle.write(tableBytes, 0, tableBytes.length, 16 + headerBytes.length)
    for (let i = 0; i < blobs.length; i++) {
      const blob = blobs[i]
      await handle.write(
        new Uint8Array(blob.buffer, blob.byteOffset, blob.byteLength),
        0,
        blob.byteLength,
        blobStart + table[i].offset,
      )
    }
    await handle.sync()
  } finally {
    await handle.close()
  }
  await fs.promises.rename(temp, path)
}

/** Replaces `{ $blob: i }` placeholders in place (a JSON.parse reviver would visit every token string). */
function attachBlobs(value: unknown, blobs: readonly Blob[]): unknown {
  if (typeof value !== 'object' || value === null) return value
  if (Array.isArray(value)) {
    if (typeof value[0] !== 'object') return value
    for (let i = 0; i < value.length; i++) value[i] = attachBlobs(value[i], blobs)
    return value
  }
  const object = value as Record<string, unknown>
  if (typeof object.$blob === 'number') return blobs[object.$blob]
  for (const key of Object.keys(object)) object[key] = attachBlobs(object[key], blobs)
  return object
}

/** Reads an image file; undefined when it is missing or unreadable (the caller rebuilds instead). */
export async function readIndexImage(path: string): Promise<ImageFile | undefined> {
  if (!fs.existsSync(path)) return undefined
  try {
    let bytes = await fs.promises.readFile(path)
    if (bytes.byteOffset % 8 !== 0) bytes = Buffer.from(bytes)
    if (bytes.toString('latin1', 0, 8) !== MAGIC) return undefined
    const headerLength = bytes.readUInt32LE(8)
    const tableLength = bytes.readUInt32LE(12)
    const table = JSON.parse(bytes.toString('utf8', 16 + headerLength, 16 + headerLength + tableLength)) as BlobEntry[]
    const blobStart = bytes.byteOffset + align8(16 + headerLength + tableLength)
    const blobs = table.map((entry) => new BLOB_TYPES[entry.type](bytes.buffer, blobStart + entry.offset, entry.length))
    return attachBlobs(JSON.parse(bytes.toString('utf8', 16, 16 + headerLength)), blobs) as ImageFile
  } catch {
    return undefined
  }
}
