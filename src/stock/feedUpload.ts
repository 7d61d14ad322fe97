import { detectFeedEncoding, FeedFileError } from './feedText'

/** The largest feed accepted: a 20,000-car export with long descriptions is about 15 MB. */
export const MAX_FEED_BYTES = 20 * 1024 * 1024

/**
 * Why an uploaded file is not a feed (empty, a workbook or other binary, a NUL byte), or null when it is one. Read
 * when the file arrives, so staff are told at once with a 4xx, before anything is stored or planned. UTF-16 text has
 * zero bytes by nature; the decoder checks it character by character when the job reads it.
 */
export function checkFeedBytes(bytes: Uint8Array | null | undefined): string | null {
  if (!bytes || bytes.length === 0) return 'The feed file is empty.'
  if (bytes.length > MAX_FEED_BYTES) return 'The feed file is larger than 20 MB.'
  let encoding: string
  try {
    encoding = detectFeedEncoding(bytes).encoding
  } catch (error) {
    if (error instanceof FeedFileError) return error.message.charAt(0).toUpperCase() + error.message.slice(1)
    throw error
  }
  if (encoding.startsWith('utf-16')) return null
  const nul = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).indexOf(0)
  if (nul === -1) return null
  let line = 1
  for (let i = 0; i < nul; i++) if (bytes[i] === 0x0a) line++
  return `Line ${line} contains a NUL byte: the file is not plain text. Export the stock list as CSV or JSON again.`
}
