import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { ADMIN, dataDir, EDITOR_A, login, send, SITE_A, siteIdOf } from './http'

/**
 * Issue 16 point 10: inputs that answered 500 on the built app. Each is a clear 4xx, and nothing stored is lost
 * or served: /versions on collections without versions, traversal and NUL in upload file names, NUL in an uploaded
 * file's name, and search values named like Object.prototype members.
 */

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

test('GET /versions on a collection without versions is a 404, signed in or not; with versions it still answers', async () => {
  const admin = await login(ADMIN)
  // Site settings keep versions since issue 20.6: anonymous is refused, a platform admin reads them.
  for (const slug of ['cars', 'users', 'leads', 'media', 'reservations']) {
    for (const token of [undefined, admin]) {
      for (const route of [`/api/${slug}/versions`, `/api/${slug}/versions/1`]) {
        const answer = await send(route, { token })
        expect(answer.status, `GET ${route} ${token ? 'admin' : 'anonymous'}`).toBe(404)
      }
    }
    const restore = await send(`/api/${slug}/versions/1`, { method: 'POST', body: {}, token: admin })
    expect(restore.status, `POST /api/${slug}/versions/1`).toBe(404)
  }
  const pages = await send('/api/pages/versions?limit=1', { token: admin })
  expect(pages.status, pages.text.slice(0, 200)).toBe(200)
  expect((await send('/api/sites/versions?limit=1')).status).toBe(403)
  const sites = await send('/api/sites/versions?limit=1', { token: admin })
  expect(sites.status, sites.text.slice(0, 200)).toBe(200)
})

test('traversal in a media file name is a 400/404 and never the file beside the media directory', async () => {
  const secret = path.join(dataDir, 'secrets.json')
  const secretText = fs.existsSync(secret) ? fs.readFileSync(secret, 'utf8') : null
  const admin = await login(ADMIN)
  for (const name of [
    '..%252fsecrets.json',
    '..%2fsecrets.json',
    '..%25252fsecrets.json',
    '..%255csecrets.json',
    '%2e%2e%252fsecrets.json',
    '..%252f..%252fsecrets.json',
  ]) {
    for (const token of [undefined, admin]) {
      const answer = await send(`/api/media/file/${name}`, { token })
      expect(answer.status, `GET /api/media/file/${name}`).toBeLessThan(500)
      expect([400, 403, 404], `GET /api/media/file/${name}: ${answer.status}`).toContain(answer.status)
      if (secretText) expect(answer.text).not.toContain(secretText.slice(0, 20))
      expect(answer.text).not.toMatch(/"secret|PAYLOAD_SECRET/i)
    }
  }
})

test('a media file name with NUL is a 400, and a missing file a 404', async () => {
  const admin = await login(ADMIN)
  for (const token of [undefined, admin]) {
    for (const name of ['a%00.png', '%00', 'a%2500.png', 'a%0a.png']) {
      const answer = await send(`/api/media/file/${name}`, { token })
      expect(answer.status, `GET /api/media/file/${name}`).toBeLessThan(500)
      expect([400, 404], `GET /api/media/file/${name}: ${answer.status}`).toContain(answer.status)
    }
    // Payload's access check may refuse a name no document has (403) before the disk is asked; never its 500.
    const missing = await send('/api/media/file/no-such-file-anywhere.png', { token })
    expect([403, 404], `a file name that names no file: ${missing.status}`).toContain(missing.status)
  }
})

test('uploading a file whose name holds NUL is a 4xx and stores nothing', async () => {
  const site = await siteIdOf(SITE_A)
  const editor = await login(EDITOR_A)
  const admin = await login(ADMIN)
  const alt = `Sec NUL name ${Date.now()}`
  const boundary = `----secnul${Date.now()}`
  const form = (filenameHeader: string, payload: string) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n${payload}\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; ${filenameHeader}\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ])
  const payload = JSON.stringify({ site, alt })
  const bodies = [
    form('filename="a\u0000.png"', payload),
    form("filename*=UTF-8''a%00.png", payload),
    form('filename="nul.png"', JSON.stringify({ site, alt: `${alt}\u0000` })),
    form('filename="nul.png"', '{"site":'),
  ]
  for (const [i, raw] of bodies.entries()) {
    const answer = await send('/api/media', {
      method: 'POST',
      raw,
      token: editor,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    })
    expect(answer.status, `upload ${i}: ${answer.text.slice(0, 200)}`).toBeLessThan(500)
    if (answer.status === 201) {
      // A name Payload could clean (filename* decodes to NUL, which it strips) may be stored, without the NUL.
      const doc = (answer.json() as { doc: { id: number; filename: string } }).doc
      expect(doc.filename).not.toContain('\u0000')
      await send(`/api/media/${doc.id}`, { method: 'DELETE', token: admin })
    } else {
      expect(answer.status, `upload ${i}`).toBeGreaterThanOrEqual(400)
    }
  }
  const query = await send(`/api/media?where[alt][equals]=${encodeURIComponent(`${alt}\u0000`)}&depth=0`, {
    token: admin,
  })
  expect(query.status, 'a where query with NUL').toBe(400)
})

test('NUL in a where query or in JSON data is a 400 on any collection', async () => {
  const admin = await login(ADMIN)
  for (const slug of ['cars', 'pages', 'media', 'users']) {
    const answer = await send(
      `/api/${slug}?where[id][equals]=1&where[createdAt][exists]=true&where[updatedAt][not_equals]=a%00`,
      { token: admin },
    )
    expect(answer.status, `GET /api/${slug} with NUL`).toBe(400)
  }
  const page = await send('/api/pages', {
    method: 'POST',
    body: { title: 'a\u0000b', site: await siteIdOf(SITE_A) },
    token: admin,
  })
  expect(page.status, page.text.slice(0, 200)).toBe(400)
})

test('search values named like Object.prototype members show the search page, not an error', async () => {
  const names = ['toString', '__proto__', 'constructor', 'hasOwnProperty', 'valueOf']
  const paths = names.flatMap((name) => [
    `/search?body=${name}`,
    `/search?make=${name}`,
    `/search?car_type=${name}`,
    `/search?city=${name}&state=${name}&fuel=${name}`,
    `/search?${name}=1&sortBy=${name}`,
    `/search/${name}`,
    `/search/toyota/${name}`,
    `/models?body=${name}`,
  ])
  for (const route of paths) {
    const answer = await send(route, { site: SITE_A })
    expect(answer.status, `${route}: ${answer.text.slice(0, 200)}`).toBe(200)
    expect(answer.text, route).not.toMatch(/Application error|Internal Server Error/i)
  }
})
