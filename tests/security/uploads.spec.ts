import { expect, test } from '@playwright/test'
import { ADMIN, EDITOR_A, login, send, SITE_A, siteIdOf } from './http'

/** Uploads are judged by their bytes, not their name or declared type: script, markup and executables are refused. */

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
const SCRIPT_SVG =
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>'
const ONLOAD_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)" width="10" height="10"><rect width="10" height="10"/></svg>'
const FOREIGN_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject width="10" height="10"><body xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(1)"/></body></foreignObject></svg>'
const HREF_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="javascript:alert(1)"><rect width="10" height="10"/></a></svg>'
const HTML = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(120, 0)])
const PE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58, 0),
  Buffer.from([0x80, 0, 0, 0]),
  Buffer.alloc(64, 0),
  Buffer.from('PE\0\0'),
  Buffer.alloc(64, 0),
])
const PNG_THEN_HTML = Buffer.concat([PNG.subarray(0, 16), Buffer.from(HTML)])

type Upload = { rule: string; name: string; type: string; data: Buffer | string }

const REFUSED: Upload[] = [
  { rule: 'HTML named x.png', name: 'x.png', type: 'image/png', data: HTML },
  { rule: 'SVG with a script named x.png', name: 'x.png', type: 'image/png', data: SCRIPT_SVG },
  { rule: 'SVG with a script named x.svg', name: 'x.svg', type: 'image/svg+xml', data: SCRIPT_SVG },
  { rule: 'SVG with an onload handler', name: 'logo.svg', type: 'image/svg+xml', data: ONLOAD_SVG },
  { rule: 'SVG with foreignObject HTML', name: 'logo.svg', type: 'image/svg+xml', data: FOREIGN_SVG },
  { rule: 'SVG with a javascript: link', name: 'logo.svg', type: 'image/svg+xml', data: HREF_SVG },
  { rule: 'ELF executable named x.png', name: 'x.png', type: 'image/png', data: ELF },
  { rule: 'Windows executable named photo.jpg', name: 'photo.jpg', type: 'image/jpeg', data: PE },
  { rule: 'JavaScript named x.webp', name: 'x.webp', type: 'image/webp', data: 'alert(document.cookie)//' },
  { rule: 'PNG signature followed by HTML', name: 'x.png', type: 'image/png', data: PNG_THEN_HTML },
  { rule: 'HTML named x.html', name: 'x.html', type: 'text/html', data: HTML },
  { rule: 'PHP named x.gif', name: 'x.gif', type: 'image/gif', data: 'GIF89a<?php system($_GET["c"]); ?>' },
]

let site: number
let editor: string
const created: number[] = []

function multipart(fields: Record<string, string>, file: Upload): { raw: Buffer; contentType: string } {
  const boundary = `----secupload${Date.now()}`
  const head = Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('')
  return {
    raw: Buffer.concat([
      Buffer.from(
        `${head}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      Buffer.isBuffer(file.data) ? file.data : Buffer.from(file.data),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  }
}

const upload = (file: Upload, alt: string) => {
  const form = multipart({ _payload: JSON.stringify({ site, alt }) }, file)
  return send('/api/media', {
    method: 'POST',
    raw: form.raw,
    token: editor,
    headers: { 'content-type': form.contentType },
  })
}

test.beforeAll(async () => {
  site = await siteIdOf(SITE_A)
  editor = await login(EDITOR_A)
})

test.afterAll(async () => {
  const admin = await login(ADMIN)
  for (const id of created) await send(`/api/media/${id}`, { method: 'DELETE', token: admin })
})

test('uploads: a real PNG is accepted and served as image/png with nosniff (the refusals below are about content)', async () => {
  const answer = await upload({ rule: 'png', name: 'real.png', type: 'image/png', data: PNG }, 'Sec real png')
  expect(answer.status, answer.text.slice(0, 300)).toBe(201)
  const doc = (answer.json() as { doc: { id: number; url: string; mimeType: string } }).doc
  created.push(doc.id)
  expect(doc.mimeType).toBe('image/png')
  const file = await send(doc.url)
  expect(file.status).toBe(200)
  expect(file.headers['content-type']).toMatch(/^image\/png/)
  expect(file.headers['x-content-type-options']).toBe('nosniff')
})

for (const file of REFUSED) {
  test(`uploads sniffed by content: ${file.rule} is refused with 4xx and not stored`, async () => {
    const alt = `Sec refused ${file.rule} ${Date.now()}`
    const answer = await upload(file, alt)
    if (answer.status === 201) created.push((answer.json() as { doc: { id: number } }).doc.id)
    expect(answer.status, answer.text.slice(0, 300)).toBeGreaterThanOrEqual(400)
    expect(answer.status, answer.text.slice(0, 300)).toBeLessThan(500)
    const stored = (
      await send(`/api/media?where[alt][equals]=${encodeURIComponent(alt)}&depth=0`, { token: await login(ADMIN) })
    ).json() as { docs: unknown[] }
    expect(stored.docs).toHaveLength(0)
  })
}

test('uploads: a real PNG named x.html is stored as a PNG, never served as HTML', async () => {
  const answer = await upload(
    { rule: 'png as html', name: 'x.html', type: 'text/html', data: PNG },
    `Sec png named html ${Date.now()}`,
  )
  expect(answer.status).toBeLessThan(500)
  if (answer.status !== 201) return expect(answer.status).toBeGreaterThanOrEqual(400)
  const doc = (answer.json() as { doc: { id: number; url: string; filename: string } }).doc
  created.push(doc.id)
  const file = await send(doc.url)
  expect(String(file.headers['content-type'])).not.toMatch(/html/)
})
