import type { PayloadRequest, TypeWithID } from 'payload'

/**
 * GET /api/stock-imports/file/{name}: the feed as it was uploaded, from the database (nothing is kept on disk).
 * Payload has already checked that the user may read this import; `content` itself is never sent in the API's JSON.
 */
export async function stockImportFile(req: PayloadRequest, { doc }: { doc: TypeWithID }): Promise<Response> {
  const stored = await req.payload.findByID({
    collection: 'stock-imports',
    id: doc.id,
    depth: 0,
    select: { content: true, format: true, filename: true },
  })
  if (!stored.content)
    return Response.json({ error: 'The feed file is no longer kept.', field: 'file' }, { status: 404 })
  return new Response(stored.content, {
    headers: {
      'Content-Type': stored.format === 'json' ? 'application/json; charset=utf-8' : 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${(stored.filename ?? 'feed').replace(/[^\w.-]/g, '_')}"`,
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
