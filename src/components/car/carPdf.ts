/**
 * The car PDF (spec §4: saved as {slug}.pdf), drawn with pdfkit: the car's title, price, main photo, facts,
 * specifications, features, dealer comments, dealer and link, flowing over as many A4 pages as the text needs.
 * Text is set in DejaVu Sans (regular and bold, embedded as subsets with a ToUnicode map), so accented Latin, Greek,
 * Cyrillic, dashes and the like print as written; characters the font has no glyph for (CJK) show as its blank box.
 *
 * Production note: pdfkit is listed in next.config.ts `serverExternalPackages`, so it is loaded from node_modules
 * (with its own data files) rather than bundled; the fonts are read from node_modules/dejavu-fonts-ttf at run time,
 * relative to the working directory (the project root under `next start` / scripts/serve.ts), or PDF_FONT_DIR.
 */
import path from 'node:path'
import PDFDocument from 'pdfkit'
import { env } from '@/config/env'

export type CarPdfInput = {
  title: string
  subtitle?: string | null
  price: string
  priceType?: string | null
  facts: string[]
  specs: { label: string; value: string }[]
  features: string[]
  comments: string
  dealer: { name: string; phone?: string | null; address?: string | null }
  url: string
  /** The main photo, PNG or JPEG (see carPdfPhoto.ts, which fetches and re-encodes it); anything else is left out. */
  imageBytes?: Uint8Array | null
}

const MARGIN = 48
const PHOTO_MAX_W = 300
const PHOTO_MAX_H = 225

/** The DejaVu Sans files: PDF_FONT_DIR, else node_modules/dejavu-fonts-ttf/ttf under the working directory. */
export function pdfFontPaths(): { regular: string; bold: string } {
  const dir =
    env('PDF_FONT_DIR') || path.join(/*turbopackIgnore: true*/ process.cwd(), 'node_modules', 'dejavu-fonts-ttf', 'ttf')
  return { regular: path.join(dir, 'DejaVuSans.ttf'), bold: path.join(dir, 'DejaVuSans-Bold.ttf') }
}

/** The kind and pixel size of a PNG or JPEG (from its IHDR chunk or SOF marker); null for anything else. */
export function imageInfo(bytes: Uint8Array): { type: 'png' | 'jpeg'; width: number; height: number } | null {
  if (bytes.length >= 24 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    const width = view.getUint32(16)
    const height = view.getUint32(20)
    return width > 0 && height > 0 ? { type: 'png', width, height } : null
  }
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null
  let i = 2
  while (i + 9 < bytes.length) {
    if (bytes[i] !== 0xff) return null
    const marker = bytes[i + 1]!
    if (marker === 0xff) {
      i += 1
      continue
    }
    const length = (bytes[i + 2]! << 8) | bytes[i + 3]!
    // SOF0–SOF15 except DHT (c4), JPG (c8) and DAC (cc).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const height = (bytes[i + 5]! << 8) | bytes[i + 6]!
      const width = (bytes[i + 7]! << 8) | bytes[i + 8]!
      return width > 0 && height > 0 ? { type: 'jpeg', width, height } : null
    }
    i += 2 + length
  }
  return null
}

/** The PDF's bytes (starting `%PDF-1.4`). Rejects only when the fonts cannot be read; a bad photo is left out. */
export function carPdf(input: CarPdfInput): Promise<Uint8Array> {
  return new Promise<Uint8Array>((resolve, reject) => {
    const fonts = pdfFontPaths()
    const doc = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      pdfVersion: '1.4',
      font: fonts.regular,
      info: { Title: input.title, Author: input.dealer.name },
    })
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))))
    doc.on('error', reject)

    doc.registerFont('regular', fonts.regular)
    doc.registerFont('bold', fonts.bold)
    const width = doc.page.width - 2 * MARGIN
    const bottom = () => doc.page.height - doc.page.margins.bottom
    /** A new page when fewer than `height` points are left on this one (keeps a heading with its first line). */
    const keep = (height: number) => {
      if (doc.y + height > bottom()) doc.addPage()
    }
    const text = (
      value: string,
      size: number,
      options: { bold?: boolean; gap?: number; color?: string; link?: string } = {},
    ) => {
      if (!value) return
      keep(size * 1.3)
      doc
        .font(options.bold ? 'bold' : 'regular')
        .fontSize(size)
        .fillColor(options.color ?? '#111111')
        .text(value, MARGIN, doc.y, { width, lineGap: 1, ...(options.link ? { link: options.link } : {}) })
      doc.y += options.gap ?? 4
    }
    const heading = (value: string) => {
      doc.y += 6
      keep(13 * 1.3 + 10 * 1.3 + 6)
      text(value, 13, { bold: true, gap: 4 })
    }

    text(input.title, 20, { bold: true, gap: 4 })
    if (input.subtitle) text(input.subtitle, 11, { gap: 6, color: '#444444' })
    text(`${input.price}${input.priceType ? ` ${input.priceType}` : ''}`, 16, { bold: true, gap: 10 })

    const info = input.imageBytes ? imageInfo(input.imageBytes) : null
    if (info && input.imageBytes) {
      const scale = Math.min(PHOTO_MAX_W / info.width, PHOTO_MAX_H / info.height, 1)
      const w = info.width * scale
      const h = info.height * scale
      try {
        keep(h)
        doc.image(Buffer.from(input.imageBytes), MARGIN, doc.y, { width: w, height: h })
        doc.y += h + 12
      } catch {
        // Not decodable after all: the PDF goes without the photo.
      }
    }

    if (input.facts.length) text(input.facts.join('  |  '), 11, { gap: 8 })
    if (input.specs.length) {
      heading('Specifications')
      for (const row of input.specs) text(`${row.label}: ${row.value}`, 10, { gap: 2 })
    }
    if (input.features.length) {
      heading('Features')
      for (const feature of input.features) text(`• ${feature}`, 10, { gap: 2 })
    }
    heading('Dealer comments')
    for (const paragraph of input.comments.split(/\n\s*\n/)) text(paragraph.trim(), 10, { gap: 6 })
    heading(input.dealer.name)
    if (input.dealer.address) text(input.dealer.address, 10, { gap: 2 })
    if (input.dealer.phone) text(`Phone: ${input.dealer.phone}`, 10, { gap: 2 })
    doc.y += 6
    text(input.url, 9, { color: '#1a4f8b', link: input.url })
    doc.end()
  })
}
