import v8 from 'node:v8'
import vm from 'node:vm'
import iconv from 'iconv-lite'
import { describe, expect, it } from 'vitest'
import { decodeFeed, decodeFeedBuffer, detectDelimiter, detectFeedEncoding, FeedFileError } from '@/stock/feedText'

const FEED = 'StockNo,Make,Model,Price\r\nT1,Škoda,Octavia,"21,990"\r\nT2,Citroën,C3,15990\r\n'

const bytes = (...values: number[]) => Uint8Array.from(values)
const concat = (...parts: Uint8Array[]) => Uint8Array.from(Buffer.concat(parts))

async function* chunksOf(data: Uint8Array, size: number): AsyncGenerator<Uint8Array> {
  for (let i = 0; i < data.length; i += size) yield data.subarray(i, i + size)
}

async function collect(stream: AsyncIterable<string>): Promise<string> {
  let text = ''
  for await (const part of stream) text += part
  return text
}

async function refusal(data: Uint8Array): Promise<FeedFileError> {
  const error: unknown = await decodeFeedBuffer(data).catch((caught: unknown) => caught)
  expect(error).toBeInstanceOf(FeedFileError)
  return error as FeedFileError
}

describe('decodeFeedBuffer: encodings', () => {
  it('decodes UTF-8 without a BOM', async () => {
    expect(await decodeFeedBuffer(Buffer.from(FEED, 'utf8'))).toEqual({ text: FEED, encoding: 'utf-8' })
  })

  it('decodes UTF-8 with a BOM and drops the BOM', async () => {
    const data = concat(bytes(0xef, 0xbb, 0xbf), Buffer.from(FEED, 'utf8'))
    expect(detectFeedEncoding(data)).toEqual({ encoding: 'utf-8', bom: 3 })
    expect(await decodeFeedBuffer(data)).toEqual({ text: FEED, encoding: 'utf-8' })
  })

  it('decodes UTF-16LE with a BOM', async () => {
    const data = iconv.encode(FEED, 'utf-16le', { addBOM: true })
    expect(detectFeedEncoding(data)).toEqual({ encoding: 'utf-16le', bom: 2 })
    expect(await decodeFeedBuffer(data)).toEqual({ text: FEED, encoding: 'utf-16le' })
  })

  it('decodes UTF-16BE with a BOM', async () => {
    const data = iconv.encode(FEED, 'utf-16be', { addBOM: true })
    expect(detectFeedEncoding(data)).toEqual({ encoding: 'utf-16be', bom: 2 })
    expect(await decodeFeedBuffer(data)).toEqual({ text: FEED, encoding: 'utf-16be' })
  })

  it('recognises UTF-16LE without a BOM by its zero bytes', async () => {
    const data = iconv.encode(FEED, 'utf-16le')
    expect(detectFeedEncoding(data)).toEqual({ encoding: 'utf-16le', bom: 0 })
    expect(await decodeFeedBuffer(data)).toEqual({ text: FEED, encoding: 'utf-16le' })
  })

  it('keeps Škoda and Citroën intact in a Windows-1252 export encoded by iconv-lite', async () => {
    const data = iconv.encode(FEED, 'windows-1252')
    expect(data.includes(0x8a)).toBe(true) // Š as a single byte: not valid UTF-8
    expect(await decodeFeedBuffer(data)).toEqual({ text: FEED, encoding: 'windows-1252' })
  })

  it('keeps Škoda and Citroën intact in a Windows-1252 export written byte by byte (0x8A = Š, 0xEB = ë)', async () => {
    const data = concat(
      Buffer.from('Make,Model\n', 'latin1'),
      bytes(0x8a),
      Buffer.from('koda,Fabia\nCitro', 'latin1'),
      bytes(0xeb),
      Buffer.from('n,C4\n', 'latin1'),
    )
    expect(await decodeFeedBuffer(data)).toEqual({
      text: 'Make,Model\nŠkoda,Fabia\nCitroën,C4\n',
      encoding: 'windows-1252',
    })
  })

  it('decodes a UTF-8 character split across 1-byte stream chunks intact', async () => {
    const text = 'Make\nŠkoda\nCitroën\n€ 12 990\n🚗\n'
    expect(await collect(decodeFeed(chunksOf(Buffer.from(text, 'utf8'), 1)))).toBe(text)
  })

  it('still takes a UTF-8 sample cut inside a multi-byte character for UTF-8', () => {
    const whole = Buffer.from('a'.repeat(64 * 1024 - 1) + 'ë' + 'b'.repeat(100), 'utf8')
    expect(detectFeedEncoding(whole)).toEqual({ encoding: 'utf-8', bom: 0 })
  })

  it('passes CRLF line ends through unchanged (the parser normalises them)', async () => {
    const { text } = await decodeFeedBuffer(Buffer.from('a,b\r\n1,2\r\n', 'utf8'))
    expect(text).toBe('a,b\r\n1,2\r\n')
  })
})

describe('detectDelimiter', () => {
  it.each([
    ['comma', 'StockNo,Make,Model,Price', ','],
    ['semicolon', 'StockNo;Make;Model;Price', ';'],
    ['tab', 'StockNo\tMake\tModel\tPrice', '\t'],
    ['pipe', 'StockNo|Make|Model|Price', '|'],
  ] as const)('detects the %s delimiter', (_name, header, delimiter) => {
    expect(detectDelimiter(header)).toBe(delimiter)
  })

  it('does not count a delimiter inside double quotes', () => {
    expect(detectDelimiter('"Price, EUR";"Km, total";Make')).toBe(';')
  })

  it('answers comma on a tie or when there is no delimiter', () => {
    expect(detectDelimiter('a;b\tc')).toBe(',')
    expect(detectDelimiter('StockNo')).toBe(',')
  })
})

describe('refusals', () => {
  it('refuses an empty file with 400', async () => {
    const error = await refusal(new Uint8Array(0))
    expect([error.status, error.message]).toEqual([400, 'The feed file is empty.'])
  })

  it('refuses a BOM-only file (and whitespace after the BOM) with 400', async () => {
    expect((await refusal(bytes(0xef, 0xbb, 0xbf))).status).toBe(400)
    expect((await refusal(concat(bytes(0xef, 0xbb, 0xbf), Buffer.from(' \r\n\t\n')))).status).toBe(400)
    expect((await refusal(bytes(0xff, 0xfe))).status).toBe(400)
  })

  it('refuses a PDF with 415, naming it', async () => {
    const error = await refusal(Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\n', 'latin1'))
    expect(error.status).toBe(415)
    expect(error.message).toMatch(/^This is a PDF document, not a feed: /)
  })

  it('refuses an XLSX (a PK zip naming xl/ parts) with 415 and says to save it as CSV', async () => {
    const xlsx = concat(
      bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0),
      Buffer.from('[Content_Types].xml PK xl/workbook.xml'),
    )
    const error = await refusal(xlsx)
    expect(error.status).toBe(415)
    expect(error.message).toBe(
      'This is an Excel workbook, not a feed: save it as CSV (comma or tab separated) and upload that.',
    )
  })

  it('refuses a PNG with 415, naming it', async () => {
    const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52)
    const error = await refusal(png)
    expect(error.status).toBe(415)
    expect(error.message).toMatch(/^This is a PNG image, not a feed: /)
  })

  it('refuses a file with a NUL byte at line 3 with 415, naming line 3', async () => {
    const data = Buffer.from('Make,Model\nSkoda,Fabia\nCitro\0en,C4\nKia,Rio\n', 'latin1')
    const error = await refusal(data)
    expect(error.status).toBe(415)
    expect(error.message).toBe('line 3 contains a NUL byte: the file is not plain text')
  })

  it('refuses a NUL byte past the 64 KiB sample while streaming, naming its line', async () => {
    const head = 'Make,Model\n' + 'Skoda,Fabia\n'.repeat(10_000) // 120 KB, 10,001 lines
    const data = Buffer.from(head + 'Kia,\0Rio\n', 'latin1')
    const error: unknown = await collect(decodeFeed(chunksOf(data, 4096))).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(FeedFileError)
    expect((error as FeedFileError).status).toBe(415)
    expect((error as FeedFileError).message).toBe('line 10002 contains a NUL byte: the file is not plain text')
  })
})

describe('decodeFeed: bounded memory', () => {
  // A full GC before each reading makes heapUsed the memory still held, not garbage awaiting collection.
  v8.setFlagsFromString('--expose-gc')
  const gc = vm.runInNewContext('gc') as () => void

  it('streams a 20 MB feed in 64 KiB chunks holding far less than the file', async () => {
    const SIZE = 20 * 1024 * 1024
    const CHUNK = 64 * 1024
    const line = Buffer.from('T1234,Skoda,Octavia,Style 2.0 TDI,2021,21990,61250,White,Used\r\n', 'latin1')
    const block = Buffer.alloc(CHUNK)
    for (let i = 0; i < CHUNK; i += line.length) line.copy(block, i)
    // the source is generated chunk by chunk, so the file itself is never in memory either
    async function* source(): AsyncGenerator<Uint8Array> {
      for (let sent = 0; sent < SIZE; sent += CHUNK) yield block.subarray(0, Math.min(CHUNK, SIZE - sent))
    }

    gc()
    const before = process.memoryUsage().heapUsed
    let peak = 0
    let length = 0
    let chunks = 0
    for await (const text of decodeFeed(source())) {
      length += text.length
      if (++chunks % 32 === 0) {
        gc()
        peak = Math.max(peak, process.memoryUsage().heapUsed - before)
      }
    }

    expect(length).toBe(SIZE)
    // The boundedness property, not a speed check: a decoder holding the file would grow by 20 MB or more.
    expect(peak).toBeLessThan(15 * 1024 * 1024)
  })
})
