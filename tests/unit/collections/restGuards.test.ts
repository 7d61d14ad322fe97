import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { CollectionConfig, PayloadRequest } from 'payload'
import { afterAll, describe, expect, it } from 'vitest'
import { withIdCheck } from '@collections/hooks/idNotANumber'
import { APIError } from 'payload'
import {
  badUploadFileName,
  fileInDirectory,
  hasNul,
  missingFileIsNotFound,
  nulIsBadRequest,
  unreadableBodyIsBadRequest,
} from '@collections/hooks/restGuards'

/**
 * Issue 16 point 10: `GET /api/{collection}/versions` on a collection without versions, `/api/media/file/..%252f…`,
 * `/api/media/file/a%00.png` and NUL in data answered 500. The guards ride on every collection through withIdCheck.
 */

const plain: CollectionConfig = { slug: 'cars', fields: [] }
const versioned: CollectionConfig = { slug: 'pages', fields: [], versions: { drafts: true } }
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rest-guards-'))
fs.mkdirSync(path.join(dir, 'media'))
fs.writeFileSync(path.join(dir, 'media', 'car.png'), 'png')
fs.writeFileSync(path.join(dir, 'secrets.json'), '{"secret":1}')
const media: CollectionConfig = { slug: 'media', fields: [], upload: { staticDir: path.join(dir, 'media') } }

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

type Handler = (req: PayloadRequest) => Promise<Response> | Response
const fakeReq = (collections: Record<string, CollectionConfig>, routeParams: Record<string, unknown>) =>
  ({
    routeParams,
    t: ((k: string) => k) as unknown,
    payload: {
      collections: Object.fromEntries(Object.entries(collections).map(([slug, config]) => [slug, { config }])),
    },
  }) as unknown as PayloadRequest

const statusOf = async (run: () => unknown): Promise<number> => {
  try {
    const answer = await run()
    return answer instanceof Response ? answer.status : 200
  } catch (error) {
    return (error as { status?: number }).status ?? 500
  }
}

// The versions routes of a collection without versions: src/admin/rest/restRefusal.ts (tests/unit/admin).
describe('collection endpoints under the guards', () => {
  it('adds no versions routes, and a collection’s own endpoints are kept', () => {
    expect((withIdCheck(versioned).endpoints || []).some((e) => e.path.startsWith('/versions'))).toBe(false)
    const own = { method: 'get' as const, path: '/pdf', handler: () => new Response('x') }
    expect(withIdCheck({ ...plain, endpoints: [own] }).endpoints).toContain(own)
    expect(withIdCheck({ ...plain, endpoints: false }).endpoints).toBe(false)
  })
})

describe('upload file names', () => {
  it('traversal in any percent-decoding, separators and control characters are refused', () => {
    for (const name of [
      '../secrets.json',
      '..%2fsecrets.json',
      '..%252fsecrets.json',
      '..%25252fsecrets.json',
      '..\\secrets.json',
      '..',
      '.',
      'a\u0000.png',
      'a%00.png',
      'a%2500.png',
      '\u0000',
      'a\nb.png',
      '',
      undefined,
    ]) {
      expect(badUploadFileName(name), JSON.stringify(name)).not.toBeNull()
    }
    for (const name of ['car.png', 'car-1000x1000.webp', '50%off.png', '100%.png', 'a..b.png', 'ünïcode.jpg']) {
      expect(badUploadFileName(name), name).toBeNull()
    }
  })

  it('a file is only ever looked up directly in the static directory', () => {
    expect(fileInDirectory(path.join(dir, 'media'), 'car.png')).toBe(path.join(dir, 'media', 'car.png'))
    expect(fileInDirectory(path.join(dir, 'media'), '../secrets.json')).toBeNull()
    expect(fileInDirectory(path.join(dir, 'media'), 'sub/car.png')).toBeNull()
  })

  it('the media collection’s first file endpoint answers a bad name 400 and never reaches Payload’s handler', async () => {
    const guarded = withIdCheck(media)
    let reached = 0
    const builtIn = {
      method: 'get' as const,
      path: '/file/:filename',
      handler: () => {
        reached++
        return new Response('file')
      },
    }
    const sanitized = { ...guarded, endpoints: [...(guarded.endpoints || []), builtIn] }
    const first = sanitized.endpoints.find((e) => e.method === 'get' && e.path === '/file/:filename')!
    expect(first).not.toBe(builtIn)
    for (const filename of ['..%2fsecrets.json', '../secrets.json', 'a\u0000.png']) {
      expect(
        await statusOf(() =>
          (first.handler as Handler)(fakeReq({ media: sanitized }, { collection: 'media', filename })),
        ),
      ).toBe(400)
    }
    expect(reached).toBe(0)
    const ok = await (first.handler as Handler)(
      fakeReq({ media: sanitized }, { collection: 'media', filename: 'car.png' }),
    )
    expect(await ok.text()).toBe('file')
    expect(reached).toBe(1)
  })

  it('a file missing on disk is a 404 from the upload handler (Payload’s own answer was 500), a present one goes on', async () => {
    const guarded = withIdCheck(media)
    const upload = guarded.upload as { handlers?: unknown[] }
    expect(upload.handlers).toHaveLength(1)
    const handler = missingFileIsNotFound(path.join(dir, 'media'))
    const req = fakeReq({ media: guarded }, {})
    const args = (filename: string) => ({ doc: { id: 1 }, params: { collection: 'media', filename } })
    expect(((await handler(req, args('missing.png'))) as Response).status).toBe(404)
    expect(((await handler(req, args('..%2fsecrets.json'))) as Response).status).toBe(404)
    expect(await handler(req, args('car.png'))).toBeUndefined()
  })
})

describe('NUL in data, queries and uploaded file names', () => {
  const run = (args: Record<string, unknown>) =>
    statusOf(() => nulIsBadRequest({ args, operation: 'create', collection: plain, context: {}, req: {} } as never))

  it('finds NUL at any depth, in keys too', () => {
    expect(hasNul({ a: [{ b: 'x\u0000' }] })).toBe(true)
    expect(hasNul({ ['k\u0000']: 1 })).toBe(true)
    expect(hasNul({ a: 'fine', b: [1, null, { c: 'ok' }] })).toBe(false)
  })

  it('is a 400 before the database sees it, and every collection has the hook', async () => {
    expect(await run({ data: { alt: 'a\u0000b' } })).toBe(400)
    expect(await run({ where: { title: { equals: 'a\u0000' } } })).toBe(400)
    expect(await run({ data: { alt: 'ok' }, req: { file: { name: 'a\u0000.png' } } })).toBe(400)
    expect(await run({ data: { alt: 'ok' }, req: { file: { name: 'a.png' } } })).toBe(200)
    for (const collection of [plain, versioned, media])
      expect(withIdCheck(collection).hooks?.beforeOperation).toContain(nulIsBadRequest)
  })
})

describe('a multipart body the parser cannot read', () => {
  const statusFor = (error: Error) =>
    (
      unreadableBodyIsBadRequest({
        error,
        context: {},
        req: {} as PayloadRequest,
        collection: {} as never,
        result: {} as never,
      }) as { status?: number } | undefined
    )?.status

  it('is a 400 (a NUL in a part header is "Malformed part header"), a lost size limit a 413, anything else unchanged', () => {
    // Payload rethrows the parser's error as `new APIError(error.message)`: status 500.
    expect(statusFor(new APIError('Malformed part header'))).toBe(400)
    expect(statusFor(new APIError('Unexpected end of form'))).toBe(400)
    expect(statusFor(new SyntaxError('Unexpected token'))).toBe(400)
    expect(statusFor(new APIError('Multipart request size limit has been reached'))).toBe(413)
    expect(statusFor(new APIError('Something else broke'))).toBeUndefined()
    expect(statusFor(new APIError('Malformed part header', 403))).toBeUndefined()
    expect(withIdCheck(media).hooks?.afterError).toContain(unreadableBodyIsBadRequest)
  })
})
