import type { Endpoint, PayloadRequest } from 'payload'
import { moveStockImport } from '../../src/data/stockTransactions'
import { IMPORT_STATUS_TEXT } from '../../src/stock/importReport'
import { IMPORT_STOCK_TASK, type StockImportAction } from '../../src/stock/stockImportJob'
import { mayImportForSite } from '../access/stockImports'

const answer = (status: number, error: string, field: string) => Response.json({ error, field }, { status })

const idOf = (value: unknown): number | undefined =>
  typeof value === 'number' ? value : value && typeof value === 'object' ? (value as { id: number }).id : undefined

type Move = { action: StockImportAction; from: string[]; to: string; needsConfirm?: boolean }

/**
 * POST /api/stock-imports/{id}/apply (body `{ "confirm": true }` when the import waits for confirmation),
 * /undo and /replan (after the dealership's column mapping changed). The import is read with the user's own access
 * (another site's import is a 404), the user must import for its site, and the status moves atomically in one SQL
 * statement, so two clicks (or two servers) queue one job. The job does the work (src/stock/stockImportJob.ts).
 */
const move =
  ({ action, from, to, needsConfirm }: Move): Endpoint['handler'] =>
  async (req: PayloadRequest) => {
    if (!req.user) return answer(401, 'Sign in as staff.', 'authorization')
    const id = Number(req.routeParams?.id)
    if (!Number.isSafeInteger(id) || id <= 0) return answer(400, 'The import id must be a number.', 'id')
    const doc = await req.payload
      .findByID({ collection: 'stock-imports', id, depth: 0, user: req.user, overrideAccess: false })
      .catch(() => null)
    if (!doc) return answer(404, 'No such import.', 'id')
    const siteId = idOf(doc.site)
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

    const moved = await moveStockImport(req.payload, {
      id,
      from,
      to,
      confirm,
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
    path: '/:id/replan',
    method: 'post',
    handler: move({ action: 'plan', from: ['preview', 'confirm', 'refused'], to: 'queued' }),
  },
]
