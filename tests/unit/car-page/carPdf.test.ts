import { describe, expect, it } from 'vitest'
import { carPdf, jpegSize, pdfText, wrapText } from '@/components/car/carPdf'

const input = {
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

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1')

describe("car PDF download (spec §4: the file is saved as {slug}.pdf) carries the car's facts", () => {
  it('is a PDF with the title, price, facts, specs, comments and dealer', () => {
    const pdf = text(carPdf(input))
    expect(pdf.startsWith('%PDF-1.4')).toBe(true)
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true)
    for (const part of ['2021 Toyota RAV4 GX', '$35,990 Drive Away', '45,000 km', 'Body Length: 6.4 m', 'Harbour Toyota Sales', 'Phone: 02 9550 1200']) expect(pdf).toContain(part)
    expect(pdf).toContain('One owner \\(from new\\) - full history.')
  })
  it('has a cross-reference table whose offsets point at each object', () => {
    const bytes = carPdf(input)
    const pdf = text(bytes)
    const xrefAt = Number(/startxref\n(\d+)/.exec(pdf)![1])
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref')
    const offsets = [...pdf.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]))
    offsets.forEach((offset, i) => expect(pdf.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`))
  })
  it('embeds the main photo when it is a JPEG', () => {
    const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x30, 0x00, 0x40, 0x03, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xd9])
    expect(jpegSize(jpeg)).toEqual({ width: 64, height: 48, components: 3 })
    expect(text(carPdf({ ...input, jpeg }))).toContain('/Subtype /Image /Width 64 /Height 48')
    expect(jpegSize(Uint8Array.from([0x89, 0x50]))).toBeNull()
  })
  it('escapes PDF string delimiters and wraps long text', () => {
    expect(pdfText('a(b)c\\')).toBe('a\\(b\\)c\\\\')
    expect(wrapText('word '.repeat(100), 10, 200).every((l) => l.length <= 40)).toBe(true)
  })
})
