import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { inflateSync } from 'node:zlib'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { carPdf, imageInfo, type CarPdfInput } from '@/components/car/carPdf'
import { hostAllowed, pdfPhoto, pdfPhotoSourceBytes } from '@/components/car/carPdfPhoto'

const input: CarPdfInput = {
  title: '2021 Toyota RAV4 GX',
  price: '$35,990',
  priceType: 'Drive Away',
  facts: ['45,000 km', 'Automatic'],
  specs: [{ label: 'Body Length', value: '6.4 m' }],
  features: ['Apple CarPlay', 'Reversing camera'],
  comments: 'One owner (from new) — full history.',
  dealer: { name: 'Harbour Toyota Sales', phone: '02 9550 1200' },
  url: 'http://harbour-toyota.localhost/cars/2021-toyota-rav4-gx-u1',
}

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1')
const pageCount = (pdf: string) => pdf.match(/\/Type \/Page\b(?!s)/g)?.length ?? 0

/** Every stream of the PDF, inflated when FlateDecode (content streams, ToUnicode maps). */
function streams(bytes: Uint8Array): string[] {
  const buf = Buffer.from(bytes)
  const pdf = latin1(bytes)
  const out: string[] = []
  for (const m of pdf.matchAll(/<<((?:(?!>>\s*stream).)*?)>>\s*stream\r?\n/gs)) {
    const start = m.index! + m[0].length
    const end = pdf.indexOf('endstream', start)
    const data = buf.subarray(start, end)
    try {
      out.push(m[1]!.includes('/FlateDecode') ? inflateSync(data).toString('latin1') : data.toString('latin1'))
    } catch {
      out.push('')
    }
  }
  return out
}

/** The characters the PDF's fonts map back to (ToUnicode CMaps): what a reader extracts when copying text. */
function mappedText(bytes: Uint8Array): string {
  let text = ''
  for (const s of streams(bytes).filter((s) => s.includes('begincmap'))) {
    for (const hex of s.matchAll(/<([0-9a-fA-F]{4,})>/g)) {
      const h = hex[1]!
      if (h.length % 4) continue
      for (let i = 0; i < h.length; i += 4) text += String.fromCharCode(parseInt(h.slice(i, i + 4), 16))
    }
  }
  return text
}

async function photo(format: 'png' | 'jpeg', width = 64, height = 48): Promise<Uint8Array> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 40 } } })
  return new Uint8Array(await (format === 'png' ? image.png() : image.jpeg()).toBuffer())
}

describe('car PDF (pdfkit, DejaVu Sans): saved as {slug}.pdf, over as many pages as it needs', () => {
  it('is a PDF 1.4 file with the DejaVu fonts embedded and the car’s text', async () => {
    const bytes = await carPdf(input)
    const pdf = latin1(bytes)
    expect(pdf.startsWith('%PDF-1.4')).toBe(true)
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true)
    expect(pdf).toContain('/FontFile2')
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\b/)
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans-Bold\b/)
    expect(pdf).not.toContain('/Helvetica')
    expect(pageCount(pdf)).toBe(1)
    const chars = mappedText(bytes)
    for (const c of '2021ToyaRV4GX$35,9DriveAwBodyLngth:6.4m—()HarbouSlsPn') expect(chars).toContain(c)
    // The link is a real link annotation to the car's page.
    expect(pdf).toContain('/URI (http://harbour-toyota.localhost/cars/2021-toyota-rav4-gx-u1)')
  })

  it('flows 200 feature lines over several pages, dropping none', async () => {
    const features = Array.from({ length: 200 }, (_, i) => `Feature number ${i + 1} with a longer description`)
    const pdf = latin1(await carPdf({ ...input, features, comments: 'Long comment. '.repeat(400) }))
    expect(pageCount(pdf)).toBeGreaterThan(3)
    // The last line (the link) is still there, on the last page.
    expect(pdf).toContain('/URI (http://harbour-toyota.localhost/cars/2021-toyota-rav4-gx-u1)')
  })

  it('keeps characters outside Latin-1 (no "?" substitution)', async () => {
    const title = 'Škoda Octavia — 5 000 km, ümlauts, 日本'
    const bytes = await carPdf({ ...input, title, features: ['Ελληνικά', 'Кириллица', '“quoted” … ½'] })
    const chars = mappedText(bytes)
    for (const c of 'Šŕ—üΕλКи“”…½'.replace('ŕ', '')) expect(chars).toContain(c)
    // Content streams draw glyph ids (hex), never a literal '?' for an unknown character.
    const content = streams(bytes)
      .filter((s) => /\bTJ\b|\bTj\b/.test(s))
      .join('\n')
    expect(content).not.toMatch(/\(\?\)/)
    expect(chars).not.toContain('?')
  })

  it('embeds a PNG or a JPEG photo', async () => {
    for (const format of ['png', 'jpeg'] as const) {
      const imageBytes = await photo(format)
      expect(imageInfo(imageBytes)).toEqual({ type: format, width: 64, height: 48 })
      const pdf = latin1(await carPdf({ ...input, imageBytes }))
      expect(pdf).toContain('/Subtype /Image')
      expect(pdf).toContain(format === 'jpeg' ? '/DCTDecode' : '/Width 64')
    }
  })

  it('leaves out a photo that is neither PNG nor JPEG, or is corrupt', async () => {
    const gif = new TextEncoder().encode('GIF89a....')
    expect(imageInfo(gif)).toBeNull()
    expect(latin1(await carPdf({ ...input, imageBytes: gif }))).not.toContain('/Subtype /Image')
    const broken = Uint8Array.from([0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x30, 0x00, 0x40, 0x03, 1, 2, 3])
    await expect(carPdf({ ...input, imageBytes: broken })).resolves.toBeInstanceOf(Uint8Array)
  })
})

describe('car PDF photo: only from allowed places, at most 5 MB and 3 s, PNG or JPEG', () => {
  const requestUrl = 'http://harbour-toyota.localhost/api/cars/1/pdf'
  /** The car's site may show every file in the test's media store but other-site.jpg. */
  const mediaAllowed = async (name: string) => name !== 'other-site.jpg'
  let mediaDir = ''
  let jpeg: Uint8Array
  let png: Uint8Array
  const served = (body: Uint8Array, headers: Record<string, string> = {}) => {
    const calls: string[] = []
    const fn = (async (url: string | URL | Request) => {
      calls.push(String(url))
      return new Response(body as BodyInit, { status: 200, headers })
    }) as typeof fetch
    return { fn, calls }
  }

  beforeAll(async () => {
    mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pdf-media-'))
    jpeg = await photo('jpeg', 2000, 1500)
    png = await photo('png')
    await fs.writeFile(path.join(mediaDir, 'car.jpg'), jpeg)
    await fs.writeFile(path.join(mediaDir, 'big.jpg'), new Uint8Array(6 * 1024 * 1024))
    await fs.writeFile(path.join(mediaDir, 'other-site.jpg'), jpeg)
  })
  afterAll(async () => {
    await fs.rm(mediaDir, { recursive: true, force: true })
  })

  it('reads the site’s own media from disk and scales it down', async () => {
    const env = { MEDIA_DIR: mediaDir }
    const bytes = await pdfPhoto('/api/media/file/car.jpg', { requestUrl, mediaAllowed, env })
    expect(bytes && imageInfo(bytes)).toMatchObject({ type: 'jpeg', width: 1200, height: 900 })
    expect(
      await pdfPhoto('http://harbour-toyota.localhost/api/media/file/car.jpg', { requestUrl, mediaAllowed, env }),
    ).not.toBeNull()
    expect(await pdfPhoto('/api/media/file/..%2Fcar.jpg', { requestUrl, mediaAllowed, env })).toBeNull()
    expect(await pdfPhoto('/api/media/file/big.jpg', { requestUrl, mediaAllowed, env })).toBeNull()
    expect(await pdfPhoto('/api/media/file/missing.jpg', { requestUrl, mediaAllowed, env })).toBeNull()
  })

  it("leaves out another site's media file, though it is in the same store (issue 27)", async () => {
    const env = { MEDIA_DIR: mediaDir }
    expect(await pdfPhoto('/api/media/file/other-site.jpg', { requestUrl, mediaAllowed, env })).toBeNull()
    const everyFile = async () => true
    expect(
      await pdfPhoto('/api/media/file/other-site.jpg', { requestUrl, mediaAllowed: everyFile, env }),
    ).not.toBeNull()
  })

  it('fetches from PDF_IMAGE_HOSTS only', async () => {
    const env = { PDF_IMAGE_HOSTS: 'cdn.example.com, *.images.example.org' }
    const ok = served(png)
    expect(
      await pdfPhoto('https://cdn.example.com/a.png', { requestUrl, mediaAllowed, env, fetch: ok.fn }),
    ).not.toBeNull()
    expect(
      await pdfPhoto('https://x.images.example.org/a.png', { requestUrl, mediaAllowed, env, fetch: ok.fn }),
    ).not.toBeNull()
    const blocked = served(png)
    for (const url of [
      'https://evil.example.net/a.png',
      'http://127.0.0.1:3000/a.png',
      'http://169.254.169.254/latest',
      'file:///etc/passwd',
      'https://images.example.org.evil.net/a.png',
    ]) {
      expect(await pdfPhoto(url, { requestUrl, mediaAllowed, env, fetch: blocked.fn })).toBeNull()
    }
    expect(blocked.calls).toEqual([])
    expect(hostAllowed('images.example.org', ['*.images.example.org'])).toBe(false)
  })

  it('skips an oversized, slow, redirected or non-image answer without throwing', async () => {
    const env = { PDF_IMAGE_HOSTS: 'cdn.example.com' }
    const url = 'https://cdn.example.com/a.jpg'
    const huge = new Uint8Array(6 * 1024 * 1024)
    huge.set(jpeg.subarray(0, 100))
    expect(await pdfPhotoSourceBytes(url, { requestUrl, mediaAllowed, env, fetch: served(huge).fn })).toBeNull()
    expect(
      await pdfPhotoSourceBytes(url, {
        requestUrl,
        mediaAllowed,
        env,
        fetch: served(jpeg, { 'content-length': String(6 * 1024 * 1024) }).fn,
      }),
    ).toBeNull()
    const slow = (async (_: unknown, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      )) as typeof fetch
    const started = Date.now()
    expect(await pdfPhoto(url, { requestUrl, mediaAllowed, env, fetch: slow, timeoutMs: 100 })).toBeNull()
    expect(Date.now() - started).toBeLessThan(2_000)
    const redirect = (async () =>
      new Response(null, { status: 302, headers: { location: 'http://127.0.0.1/' } })) as typeof fetch
    expect(await pdfPhoto(url, { requestUrl, mediaAllowed, env, fetch: redirect })).toBeNull()
    expect(
      await pdfPhoto(url, {
        requestUrl,
        mediaAllowed,
        env,
        fetch: served(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')).fn,
      }),
    ).toBeNull()
    const failing = (async () => {
      throw new Error('network down')
    }) as typeof fetch
    expect(await pdfPhoto(url, { requestUrl, mediaAllowed, env, fetch: failing })).toBeNull()
    // The demo photos are SVGs: read from public/, then left out.
    expect(await pdfPhoto('/demo-photos/suv-sky.svg', { requestUrl, mediaAllowed, env })).toBeNull()
    expect(await pdfPhoto(null, { requestUrl, mediaAllowed, env })).toBeNull()
  })
})
