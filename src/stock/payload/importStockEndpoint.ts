import type { Endpoint, PayloadRequest } from 'payload'
import { ImportError, dealershipForImport } from '../importStockFeed'
import { MAX_FEED_BYTES } from '../feedUpload'

const answer = (status: number, error: string, field: string) => Response.json({ error, field }, { status })

/** The request body, up to the feed limit; null when it is larger (the rest is not read). */
async function bodyBytes(req: PayloadRequest): Promise<Buffer | null> {
  const body = req.body as ReadableStream<Uint8Array> | null | undefined
  if (!body) return Buffer.alloc(0)
  const chunks: Uint8Array[] = []
  let size = 0
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.length
    if (size > MAX_FEED_BYTES) return null
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

/**
 * POST /api/cars/import?dealership={slug}&format=csv|json with the feed as the body. Staff only, and only for a
 * dealership of their own site (looked up with the user's access rules). The feed becomes a stock import like an
 * admin upload, applied when safe: the answer (202) is at once, with the import's id and where to follow it
 * (`GET /api/stock-imports/{id}`: status, summary, rejected rows). Bad input is a 4xx naming the field.
 */
export const importStockEndpoint: Endpoint = {
  path: '/import',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return answer(401, 'Sign in as staff to import stock.', 'authorization')
    const url = new URL(req.url ?? '', 'http://local')
    const dealershipSlug = url.searchParams.get('dealership')
    if (!dealershipSlug) return answer(400, 'The dealership query parameter is required.', 'dealership')
    const contentType = req.headers.get('content-type') ?? ''
    const format = url.searchParams.get('format') ?? (contentType.includes('json') ? 'json' : 'csv')
    if (format !== 'csv' && format !== 'json') return answer(400, "format must be 'csv' or 'json'.", 'format')
    const declared = Number(req.headers.get('content-length') ?? 0)
    if (declared > MAX_FEED_BYTES) return answer(413, 'The feed is larger than 20 MB.', 'body')
    try {
      const dealership = await dealershipForImport(req.payload, dealershipSlug, req.user)
      const bytes = await bodyBytes(req)
      if (!bytes) return answer(413, 'The feed is larger than 20 MB.', 'body')
      if (bytes.length === 0) return answer(400, 'The feed is empty.', 'body')
      const doc = await req.payload.create({
        collection: 'stock-imports',
        data: { dealership: dealership.id } as never,
        file: {
          data: bytes,
          name: `${dealership.slug}.${format}`,
          mimetype: format === 'json' ? 'application/json' : 'text/csv',
          size: bytes.length,
        },
        context: { importSource: 'api' },
        user: req.user,
        overrideAccess: false,
        depth: 0,
      })
      return Response.json(
        { id: doc.id, status: doc.status, report: `/api/stock-imports/${doc.id}` },
        { status: 202, headers: { Location: `/api/stock-imports/${doc.id}` } },
      )
    } catch (error) {
      if (error instanceof ImportError) return answer(error.status, error.message, error.field)
      const problems = (error as { data?: { errors?: { path?: string; message?: string }[] } }).data?.errors
      if (Array.isArray(problems) && problems[0])
        return answer(
          400,
          problems[0].message ?? 'The feed was refused.',
          problems[0].path === 'file' ? 'body' : (problems[0].path ?? 'body'),
        )
      throw error
    }
  },
}
