import type { Endpoint, PayloadRequest } from 'payload'
import { moveStockImport } from '@/data/stockTransactions'
import {
  changesCsvFilename,
  changesCsvLines,
  type ChangeKind,
  type ChangedCar,
  filterChanges,
  isChangeKind,
  undoPlanText,
} from '../importChanges'
import { IMPORT_STATUS_TEXT } from '../importReport'
import { IMPORT_STOCK_TASK, type StockImportAction } from '../stockImportJob'
import { mayImportForSite } from './stockImportAccess'
import { relationId } from '@/domain/relationId'

const answer = (status: number, error: string, field: string) => Response.json({ error, field }, { status })

type Move = { action: StockImportAction; from: string[]; to: string; needsConfirm?: boolean; reapply?: boolean }

/** What undoing this import will do, from its undo record (read by the server only). */
export async function undoText(req: PayloadRequest, id: number): Promise<string> {
  const doc = await req.payload.findByID({
    collection: 'stock-imports',
    id,
    depth: 0,
    select: { undo: true },
    overrideAccess: true,
  })
  return undoPlanText((doc.undo ?? {}) as Parameters<typeof undoPlanText>[0])
}

/**
 * POST /api/stock-imports/{id}/apply (body `{ "confirm": true }` when the import waits for confirmation),
 * /undo and /replan (after the dealership's column mapping changed). The import is read with the user's own access
 * (another site's import is a 404), the user must import for its site, and the status moves atomically in one SQL
 * statement, so two clicks (or two servers) queue one job. The job does the work (src/stock/stockImportJob.ts).
 */
const move =
  ({ action, from, to, needsConfirm, reapply = false }: Move): Endpoint['handler'] =>
  async (req: PayloadRequest) => {
    if (!req.user) return answer(401, 'Sign in as staff.', 'authorization')
    const id = Number(req.routeParams?.id)
    if (!Number.isSafeInteger(id) || id <= 0) return answer(400, 'The import id must be a number.', 'id')
    const doc = await req.payload
      .findByID({ collection: 'stock-imports', id, depth: 0, user: req.user, overrideAccess: false })
      .catch(() => null)
    if (!doc) return answer(404, 'No such import.', 'id')
    const siteId = relationId(doc.site)
    if (siteId === undefined || !mayImportForSite(req.user, siteId))
      return answer(403, 'You do not import stock for this site.', 'id')
    let confirm = false
    if (needsConfirm && doc.status === 'confirm') {
      const body = (await req.json?.().catch(() => null)) as { confirm?: unknown } | null
      confirm = body?.confirm === true
      if (!confirm)
        return answer(
          400,
          `Confirm it to apply this import: ${doc.message ?? 'it needs a person to check it.'}`,
          'confirm',
        )
    }
    if (action === 'undo' && !(doc.undoUntil && Date.parse(doc.undoUntil) > Date.now()))
      return answer(409, 'This import can no longer be undone (applied imports can be undone for 7 days).', 'status')
    if (action === 'undo' && (doc.status === 'done' || doc.status === 'done-rejected')) {
      // Issue 39.8: undo reverts hundreds of changes at once; the caller confirms it, having been told what it does.
      const body = (await req.json?.().catch(() => null)) as { confirm?: unknown } | null
      if (body?.confirm !== true)
        return answer(400, `Confirm it to undo this import: ${await undoText(req, id)}`, 'confirm')
    }
    if (reapply) {
      // Only the dealership's latest applied import is applied again: an older file would undo later imports' work.
      const later = await req.payload.count({
        collection: 'stock-imports',
        where: {
          and: [
            { dealership: { equals: relationId(doc.dealership) ?? 0 } },
            { id: { not_equals: id } },
            { appliedAt: { greater_than: doc.appliedAt ?? new Date(0).toISOString() } },
          ],
        },
      })
      if (later.totalDocs > 0)
        return answer(409, 'A later import of this dealership was applied: only the latest can be applied again.', 'id')
    }

    const moved = await moveStockImport(req.payload, {
      id,
      from,
      to,
      // Applying an undone import again is the person's confirmation: it does what they already checked once.
      confirm: confirm || reapply,
      replan: action === 'plan',
      userId: action === 'apply' ? Number(req.user.id) : null,
    })
    if (!moved)
      return answer(
        409,
        `This import cannot be changed that way now: it is “${IMPORT_STATUS_TEXT[doc.status ?? ''] ?? doc.status}”.`,
        'status',
      )
    await req.payload.jobs.queue({ task: IMPORT_STOCK_TASK, input: { importId: id, action } })
    return Response.json({ id, status: to }, { status: 202 })
  }

export const stockImportActions: Endpoint[] = [
  {
    path: '/:id/apply',
    method: 'post',
    handler: move({ action: 'apply', from: ['preview', 'confirm'], to: 'applying', needsConfirm: true }),
  },
  {
    path: '/:id/undo',
    method: 'post',
    handler: move({ action: 'undo', from: ['done', 'done-rejected'], to: 'undoing' }),
  },
  {
    // Issue 39.8: an undone import applied again, from the stored file (re-read against today's stock).
    path: '/:id/reapply',
    method: 'post',
    handler: move({ action: 'apply', from: ['undone'], to: 'applying', reapply: true }),
  },
  { path: '/:id/changes', method: 'get', handler: changesCsv },
  {
    path: '/:id/replan',
    method: 'post',
    handler: move({ action: 'plan', from: ['preview', 'confirm', 'refused'], to: 'queued' }),
  },
]

/**
 * GET /api/stock-imports/{id}/changes?kind=sell&q=corolla: the cars each change of the import touches, as a CSV
 * download (issue 39.8). The import is read with the user's own access (another site's is a 404) and the user must
 * import for its site; the file is streamed, its name made of safe characters, its cells safe from formula injection.
 */
async function changesCsv(req: PayloadRequest): Promise<Response> {
  if (!req.user) return answer(401, 'Sign in as staff.', 'authorization')
  const id = Number(req.routeParams?.id)
  if (!Number.isSafeInteger(id) || id <= 0) return answer(400, 'The import id must be a number.', 'id')
  const url = new URL(req.url ?? 'http://localhost/')
  const kind = url.searchParams.get('kind') || null
  if (kind !== null && !isChangeKind(kind))
    return answer(400, 'The kind must be one of sell, reprice, new or rejected.', 'kind')
  const query = (url.searchParams.get('q') ?? '').slice(0, 200)
  const doc = await req.payload
    .findByID({
      collection: 'stock-imports',
      id,
      depth: 0,
      user: req.user,
      overrideAccess: false,
      select: { site: true, changes: true, originalFilename: true },
    })
    .catch(() => null)
  if (!doc) return answer(404, 'No such import.', 'id')
  const siteId = relationId(doc.site)
  if (siteId === undefined || !mayImportForSite(req.user, siteId))
    return answer(403, 'You do not import stock for this site.', 'id')
  const list = filterChanges(
    Array.isArray(doc.changes) ? (doc.changes as ChangedCar[]) : [],
    query,
    kind as ChangeKind | null,
  )
  const lines = changesCsvLines(list)
  const encoder = new TextEncoder()
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      // A few hundred lines a chunk: a 1,500-car list is a handful of writes, never one large string.
      let chunk = ''
      for (let i = 0; i < 500; i++) {
        const next = lines.next()
        if (next.done) {
          if (chunk) controller.enqueue(encoder.encode(chunk))
          controller.close()
          return
        }
        chunk += next.value
      }
      controller.enqueue(encoder.encode(chunk))
    },
  })
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${changesCsvFilename(id, doc.originalFilename)}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
