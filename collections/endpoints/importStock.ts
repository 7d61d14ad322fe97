import type { Endpoint } from 'payload'
import { ImportError, importStockFeed } from '../../src/stock/importStockFeed'

const MAX_FEED_BYTES = 20 * 1024 * 1024

/**
 * POST /api/cars/import?dealership={slug}&format=csv|json with the feed as the body. Staff only, and only for a
 * dealership of their own site: the dealership is looked up with the user's access rules.
 */
export const importStockEndpoint: Endpoint = {
  path: '/import',
  method: 'post',
  handler: async (req) => {
    if (!req.user)
      return Response.json({ error: 'Sign in as staff to import stock.', field: 'authorization' }, { status: 401 })
    const url = new URL(req.url ?? '', 'http://local')
    const dealershipSlug = url.searchParams.get('dealership')
    if (!dealershipSlug)
      return Response.json(
        { error: 'The dealership query parameter is required.', field: 'dealership' },
        { status: 400 },
      )
    const contentType = req.headers.get('content-type') ?? ''
    const format = (url.searchParams.get('format') ?? (contentType.includes('json') ? 'json' : 'csv')) as string
    if (format !== 'csv' && format !== 'json')
      return Response.json({ error: "format must be 'csv' or 'json'.", field: 'format' }, { status: 400 })
    const content = req.text ? await req.text() : ''
    if (!content.trim()) return Response.json({ error: 'The feed is empty.', field: 'body' }, { status: 400 })
    if (Buffer.byteLength(content) > MAX_FEED_BYTES)
      return Response.json({ error: 'The feed is larger than 20 MB.', field: 'body' }, { status: 413 })
    try {
      const summary = await importStockFeed(req.payload, { dealershipSlug, content, format, user: req.user })
      return Response.json(summary, { status: 200 })
    } catch (error) {
      if (error instanceof ImportError)
        return Response.json({ error: error.message, field: error.field }, { status: error.status })
      throw error
    }
  },
}
