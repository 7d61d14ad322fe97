/**
 * The car PDF (spec §4: saved as {slug}.pdf): one A4 page written directly in PDF 1.4 — the car's title, price,
 * facts, specifications, features, dealer comments and dealer, with the main photo when it is a JPEG.
 * No library: standard Helvetica fonts, text in WinAnsi (characters outside Latin-1 become '?').
 */

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
  /** The main photo's bytes when it is a JPEG. */
  jpeg?: Uint8Array | null
}

const PAGE_W = 595
const PAGE_H = 842
const MARGIN = 48

/** Text for a PDF string literal: Latin-1 only, with (, ) and \ escaped. */
export function pdfText(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?')
    .replace(/([\\()])/g, '\\$1')
}

/** Greedy word wrap at an approximate Helvetica width (0.5 em per character). */
export function wrapText(text: string, size: number, width: number): string[] {
  const max = Math.max(10, Math.floor(width / (size * 0.5)))
  const lines: string[] = []
  for (const paragraph of text.split(/\n+/)) {
    let line = ''
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      if ((line ? `${line} ${word}` : word).length > max && line) {
        lines.push(line)
        line = word
      } else line = line ? `${line} ${word}` : word
    }
    if (line) lines.push(line)
  }
  return lines
}

/** Width and height of a baseline or progressive JPEG, from its SOF marker; null when it is not a JPEG. */
export function jpegSize(bytes: Uint8Array): { width: number; height: number; components: number } | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null
  let i = 2
  while (i + 9 < bytes.length) {
    if (bytes[i] !== 0xff) return null
    const marker = bytes[i + 1]!
    const length = (bytes[i + 2]! << 8) | bytes[i + 3]!
    if (marker >= 0xc0 && marker <= 0xc3) return { height: (bytes[i + 5]! << 8) | bytes[i + 6]!, width: (bytes[i + 7]! << 8) | bytes[i + 8]!, components: bytes[i + 9] ?? 3 }
    i += 2 + length
  }
  return null
}

export function carPdf(input: CarPdfInput): Uint8Array {
  const ops: string[] = []
  let y = PAGE_H - MARGIN
  const text = (value: string, size: number, bold = false, x = MARGIN) => {
    ops.push(`BT /${bold ? 'F2' : 'F1'} ${size} Tf ${x} ${y} Td (${pdfText(value)}) Tj ET`)
  }
  const line = (value: string, size: number, bold = false, gap = 4) => {
    if (y < MARGIN + size) return
    text(value, size, bold)
    y -= size + gap
  }

  line(input.title, 20, true, 6)
  if (input.subtitle) line(input.subtitle, 11, false, 8)
  line(`${input.price}${input.priceType ? ` ${input.priceType}` : ''}`, 16, true, 10)

  const size = input.jpeg ? jpegSize(input.jpeg) : null
  if (size && input.jpeg) {
    const w = 260
    const h = Math.round((w * size.height) / size.width)
    ops.push(`q ${w} 0 0 ${h} ${MARGIN} ${y - h} cm /Im1 Do Q`)
    y -= h + 14
  }

  line(input.facts.join('  |  '), 11, false, 12)
  if (input.specs.length) {
    line('Specifications', 13, true, 6)
    for (const row of input.specs) line(`${row.label}: ${row.value}`, 10, false, 3)
    y -= 8
  }
  if (input.features.length) {
    line('Features', 13, true, 6)
    for (const l of wrapText(input.features.join(', '), 10, PAGE_W - 2 * MARGIN)) line(l, 10, false, 3)
    y -= 8
  }
  line('Dealer comments', 13, true, 6)
  for (const l of wrapText(input.comments, 10, PAGE_W - 2 * MARGIN).slice(0, 14)) line(l, 10, false, 3)
  y -= 8
  line(input.dealer.name, 12, true, 4)
  if (input.dealer.address) line(input.dealer.address, 10)
  if (input.dealer.phone) line(`Phone: ${input.dealer.phone}`, 10)
  line(input.url, 9)

  const content = ops.join('\n')
  const encoder = new TextEncoder()
  const latin1 = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0) & 0xff)
  const objects: Uint8Array[] = []
  const image = size && input.jpeg ? input.jpeg : null
  objects.push(latin1('<< /Type /Catalog /Pages 2 0 R >>'))
  objects.push(latin1('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'))
  objects.push(
    latin1(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Contents 6 0 R /Resources << /Font << /F1 4 0 R /F2 5 0 R >>${image ? ' /XObject << /Im1 7 0 R >>' : ''} >> >>`,
    ),
  )
  objects.push(latin1('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'))
  objects.push(latin1('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>'))
  const contentBytes = latin1(content)
  objects.push(concat([latin1(`<< /Length ${contentBytes.length} >>\nstream\n`), contentBytes, latin1('\nendstream')]))
  if (image && size) {
    objects.push(
      concat([
        latin1(`<< /Type /XObject /Subtype /Image /Width ${size.width} /Height ${size.height} /ColorSpace /${size.components === 1 ? 'DeviceGray' : size.components === 4 ? 'DeviceCMYK' : 'DeviceRGB'} /BitsPerComponent 8 /Filter /DCTDecode /Length ${image.length} >>\nstream\n`),
        image,
        latin1('\nendstream'),
      ]),
    )
  }

  const parts: Uint8Array[] = [encoder.encode('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n')]
  const offsets: number[] = []
  let offset = parts[0]!.length
  objects.forEach((body, i) => {
    const chunk = concat([latin1(`${i + 1} 0 obj\n`), body, latin1('\nendobj\n')])
    offsets.push(offset)
    parts.push(chunk)
    offset += chunk.length
  })
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`, ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)].join('')
  parts.push(latin1(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`))
  return concat(parts)
}

function concat(chunks: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0))
  let at = 0
  for (const c of chunks) {
    out.set(c, at)
    at += c.length
  }
  return out
}
