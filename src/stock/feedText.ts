import { analyse } from 'chardet'
import iconv from 'iconv-lite'

/**
 * Turns the raw bytes of a dealer's stock feed (a CSV or JSON export, up to 20 MB) into text, streaming.
 * The encoding is found from the first 64 KiB; files that are not text (a PDF, a workbook, an image) are refused
 * with a message the dealer can act on. No I/O here: the caller brings the bytes.
 */

export type FeedEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252'

/** A refusal of the uploaded file; `status` is the HTTP status (4xx) the upload answers with. */
export class FeedFileError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
    this.name = 'FeedFileError'
  }
}

/** Enough to see the BOM, the zero-byte pattern of UTF-16 and, almost always, the feed's first non-ASCII letters. */
const SAMPLE_BYTES = 64 * 1024

const EXCEL_ADVICE = 'save it as CSV (comma or tab separated) and upload that.'
const EXPORT_ADVICE = 'export the stock list from your dealer management system as CSV or JSON and upload that.'
const UNPACK_ADVICE = 'unpack it and upload the CSV or JSON file inside.'

const notAFeed = (what: string, advice: string): string => `This is ${what}, not a feed: ${advice}`

/** Files dealers upload by mistake, by their first bytes, with what to do instead. */
const SIGNATURES: { bytes: number[]; message: (sample: Uint8Array) => string }[] = [
  { bytes: [0x25, 0x50, 0x44, 0x46], message: () => notAFeed('a PDF document', EXPORT_ADVICE) }, // %PDF
  {
    bytes: [0x50, 0x4b, 0x03, 0x04], // PK: .xlsx is a ZIP archive whose first entries name its xl/ parts
    message: (sample) =>
      containsAscii(sample, 'xl/')
        ? notAFeed('an Excel workbook', EXCEL_ADVICE)
        : notAFeed('a ZIP archive', UNPACK_ADVICE),
  },
  { bytes: [0xd0, 0xcf, 0x11, 0xe0], message: () => notAFeed('an Excel workbook', EXCEL_ADVICE) }, // .xls (OLE2)
  { bytes: [0x89, 0x50, 0x4e, 0x47], message: () => notAFeed('a PNG image', EXPORT_ADVICE) },
  { bytes: [0xff, 0xd8, 0xff], message: () => notAFeed('a JPEG image', EXPORT_ADVICE) },
  { bytes: [0x47, 0x49, 0x46, 0x38], message: () => notAFeed('a GIF image', EXPORT_ADVICE) }, // GIF8
  { bytes: [0x1f, 0x8b], message: () => notAFeed('a gzip-compressed file', UNPACK_ADVICE) },
]

/**
 * Finds a feed's encoding from its first bytes (up to 64 KiB); `bom` is the number of BOM bytes to skip.
 * Order: BOM; UTF-16 without BOM by its zero bytes; strictly valid UTF-8; else Windows-1252 (chardet's guess,
 * restricted to the Western single-byte encodings). Throws FeedFileError 415 for a binary file, 400 for an empty one.
 */
export function detectFeedEncoding(sample: Uint8Array): { encoding: FeedEncoding; bom: number } {
  return detect(sample.subarray(0, SAMPLE_BYTES), sample.length <= SAMPLE_BYTES)
}

/**
 * `whole` says the sample is the entire file: only then does a whitespace-only sample mean an empty feed,
 * and a multi-byte UTF-8 sequence cut at its end mean invalid UTF-8 rather than a cut sample.
 */
function detect(sample: Uint8Array, whole: boolean): { encoding: FeedEncoding; bom: number } {
  if (sample.length === 0) throw emptyFeed()
  refuseBinarySignature(sample)
  const found = encodingOf(sample, whole)
  // The decoded sample answers both "empty?" and "NUL?" the same way for every encoding (U+0000 is 00 00 in UTF-16).
  const text = iconv.decode(Buffer.from(sample.subarray(found.bom)), found.encoding, { stripBOM: false })
  if (whole && text.trim() === '') throw emptyFeed()
  const nul = text.indexOf('\0')
  if (nul !== -1) throw nulByte(1 + countNewlines(text, 0, nul))
  return found
}

function encodingOf(sample: Uint8Array, whole: boolean): { encoding: FeedEncoding; bom: number } {
  if (startsWith(sample, [0xef, 0xbb, 0xbf])) return { encoding: 'utf-8', bom: 3 }
  if (startsWith(sample, [0xff, 0xfe])) return { encoding: 'utf-16le', bom: 2 }
  if (startsWith(sample, [0xfe, 0xff])) return { encoding: 'utf-16be', bom: 2 }
  const utf16 = utf16ByZeroBytes(sample)
  if (utf16) return { encoding: utf16, bom: 0 }
  if (isValidUtf8(sample, whole)) return { encoding: 'utf-8', bom: 0 }
  // Not UTF-8, so a legacy single-byte export. When chardet leans elsewhere (on a short Western feed it often ties
  // a Baltic or Turkish code page), Windows-1252 is still the reading: it is what the dealer systems we know export.
  return { encoding: latinGuess(sample) ?? 'windows-1252', bom: 0 }
}

/**
 * chardet's guess restricted to the Western single-byte encodings. ISO-8859-1 is Windows-1252 without the printable
 * 0x80–0x9F, so it is decoded as Windows-1252 (0x8A stays Š, not a control character).
 */
function latinGuess(sample: Uint8Array): FeedEncoding | undefined {
  const latin = analyse(sample).some((match) => match.name === 'windows-1252' || match.name === 'ISO-8859-1')
  return latin ? 'windows-1252' : undefined
}

/**
 * Mostly-ASCII text in UTF-16 has a zero in every other byte: the odd ones for LE, the even ones for BE.
 * A binary file has its zeros on both sides, so it falls through to the NUL refusal.
 */
function utf16ByZeroBytes(sample: Uint8Array): 'utf-16le' | 'utf-16be' | undefined {
  const pairs = Math.floor(sample.length / 2)
  if (pairs === 0) return undefined
  let evenZeros = 0
  let oddZeros = 0
  for (let i = 0; i < pairs * 2; i += 2) {
    if (sample[i] === 0) evenZeros++
    if (sample[i + 1] === 0) oddZeros++
  }
  if (oddZeros >= pairs / 2 && evenZeros <= pairs / 20) return 'utf-16le'
  if (evenZeros >= pairs / 2 && oddZeros <= pairs / 20) return 'utf-16be'
  return undefined
}

/**
 * WHATWG's fatal UTF-8 decoder is strict (no overlongs, surrogates or code points past U+10FFFF);
 * in stream mode it keeps an incomplete trailing sequence instead of failing, which is right for a cut sample only.
 */
function isValidUtf8(sample: Uint8Array, whole: boolean): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: !whole })
    return true
  } catch {
    return false
  }
}

function refuseBinarySignature(sample: Uint8Array): void {
  const signature = SIGNATURES.find(({ bytes }) => startsWith(sample, bytes))
  if (signature) throw new FeedFileError(signature.message(sample), 415)
}

/**
 * Decodes a feed's bytes into string chunks. Reads the first 64 KiB (or the whole stream if smaller) to find the
 * encoding, skips the BOM, then decodes chunk by chunk with iconv-lite's streaming decoder, which carries a character
 * split across chunks over to the next one. Holds at most the sample and one chunk, never the whole file.
 * Throws FeedFileError as detectFeedEncoding does, and 415 for a NUL character anywhere in the text.
 */
export async function* decodeFeed(bytes: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  yield* decodeWithEncoding(bytes, () => {})
}

/** For small inputs and tests: the whole file through the same path as decodeFeed. */
export async function decodeFeedBuffer(bytes: Uint8Array): Promise<{ text: string; encoding: FeedEncoding }> {
  const found: { encoding?: FeedEncoding } = {}
  const parts: string[] = []
  for await (const part of decodeWithEncoding(oneChunk(bytes), (encoding) => (found.encoding = encoding))) {
    parts.push(part)
  }
  // detection runs (or throws) before the first chunk, so the encoding is always known here
  return { text: parts.join(''), encoding: found.encoding ?? 'utf-8' }
}

async function* decodeWithEncoding(
  bytes: AsyncIterable<Uint8Array>,
  onEncoding: (encoding: FeedEncoding) => void,
): AsyncGenerator<string> {
  const iterator = bytes[Symbol.asyncIterator]()
  let finished = false
  try {
    const head: Uint8Array[] = []
    let headLength = 0
    while (headLength < SAMPLE_BYTES) {
      const next = await iterator.next()
      if (next.done) {
        finished = true
        break
      }
      head.push(next.value)
      headLength += next.value.length
    }
    const sample = Buffer.concat(head, headLength)
    const { encoding, bom } = detect(sample.subarray(0, SAMPLE_BYTES), finished && headLength <= SAMPLE_BYTES)
    onEncoding(encoding)

    // stripBOM off: the BOM bytes are skipped here, and a second U+FEFF would be content, not a mark
    const decoder = iconv.getDecoder(encoding, { stripBOM: false })
    let line = 1
    const checked = (text: string): string => {
      const nul = text.indexOf('\0')
      if (nul !== -1) throw nulByte(line + countNewlines(text, 0, nul))
      line += countNewlines(text, 0, text.length)
      return text
    }

    const first = checked(decoder.write(sample.subarray(bom)))
    if (first) yield first
    while (!finished) {
      const next = await iterator.next()
      if (next.done) {
        finished = true
        break
      }
      const chunk = next.value
      // a view, not a copy: the chunk's bytes are only read
      const text = checked(decoder.write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)))
      if (text) yield text
    }
    const rest = checked(decoder.end() ?? '')
    if (rest) yield rest
  } finally {
    // a refusal or a consumer that stops early leaves the source open otherwise (a request body, a file stream)
    if (!finished) await iterator.return?.()
  }
}

/**
 * The feed's field delimiter from its header line: the most frequent of , ; tab | outside double quotes
 * (a quoted header such as "Price; EUR" must not vote), a comma on a tie or when there is none.
 */
export function detectDelimiter(headerLine: string): ',' | ';' | '\t' | '|' {
  const counts = { ',': 0, ';': 0, '\t': 0, '|': 0 }
  let quoted = false
  for (const char of headerLine) {
    if (char === '"') quoted = !quoted
    else if (!quoted && (char === ',' || char === ';' || char === '\t' || char === '|')) counts[char]++
  }
  const best = Math.max(...Object.values(counts))
  const leaders = (Object.keys(counts) as (keyof typeof counts)[]).filter((d) => counts[d] === best)
  return best > 0 && leaders.length === 1 ? leaders[0] : ','
}

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((byte, i) => bytes[i] === byte)
}

function containsAscii(bytes: Uint8Array, text: string): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(text, 0, 'latin1')
}

function countNewlines(text: string, from: number, to: number): number {
  let count = 0
  for (let i = text.indexOf('\n', from); i !== -1 && i < to; i = text.indexOf('\n', i + 1)) count++
  return count
}

async function* oneChunk(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  yield bytes
}

function emptyFeed(): FeedFileError {
  return new FeedFileError('The feed file is empty.', 400)
}

function nulByte(line: number): FeedFileError {
  return new FeedFileError(`line ${line} contains a NUL byte: the file is not plain text`, 415)
}
