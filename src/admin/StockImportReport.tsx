import type { UIFieldServerProps } from 'payload'
import { type ChangedCar, undoPlanText } from '@/stock/importChanges'
import { canUndo as undoable, IMPORT_STATUS_TEXT } from '@/stock/importReport'
import { feedFieldOptions } from '@/stock/feedFieldOptions'
import { ImportChangesList } from './ImportChangesList'
import { RefreshWhileRunning } from './RefreshWhileRunning'
import { StockImportButton } from './StockImportButton'
import './admin.css'

type Row = { line: number; field: string; message: string }
type Column = { header: string; field: string | null; mapped?: boolean }
type Counts = {
  created?: number | null
  updated?: number | null
  sold?: number | null
  unchanged?: number | null
  rejected?: number | null
}

const FIGURES: [keyof Counts, string, string][] = [
  ['created', 'New cars', 'New cars'],
  ['updated', 'Updated', 'To update'],
  ['sold', 'Marked sold', 'To mark sold'],
  ['unchanged', 'Unchanged', 'Unchanged'],
  ['rejected', 'Rows rejected', 'Rows rejected'],
]

/** The fields a column fills, in the words of the dealership's Feed columns list ("Stock number", not "stocknum"). */
const FIELD_LABELS = new Map(feedFieldOptions().map((option) => [option.value, option.label]))

const ACTIVE = new Set(['queued', 'planning', 'applying', 'undoing'])
const APPLIED = new Set(['done', 'done-rejected'])
const WAITING = new Set(['preview', 'confirm'])

const dateTime = (iso: string) =>
  new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))

/**
 * The import's report on its edit screen (issue 25): status and progress while it runs (the screen refreshes
 * itself); before anything changes, what the import will do (new, updated, sold, unchanged, rejected by line and
 * field), the columns recognised, and the button that applies it (a confirmation when it would sell many cars or
 * rejects many rows); after, what it did and an Undo for seven days. Nothing here before the import is saved.
 */
export async function StockImportReport({ data, id, payload, req }: UIFieldServerProps) {
  if (!id || !data) return null
  const dealershipId =
    typeof data.dealership === 'object' && data.dealership ? data.dealership.id : (data.dealership as number | null)
  const dealership = dealershipId
    ? await payload
        .findByID({ collection: 'dealerships', id: dealershipId, depth: 0, user: req.user, overrideAccess: false })
        .catch(() => null)
    : null
  const status = String(data.status ?? 'queued')
  const progress = (data.progress ?? {}) as { done?: number | null; total?: number | null }
  const summary = (data.summary ?? {}) as Counts
  const rows = (Array.isArray(data.rejectedRows) ? data.rejectedRows : []) as Row[]
  const columns = (Array.isArray(data.columns) ? data.columns : []) as Column[]
  const unknown = columns.filter((c) => !c.field && c.header)
  const planned = WAITING.has(status)
  const applied = APPLIED.has(status) || status === 'undone'
  const canUndo = undoable({ status, undoUntil: data.undoUntil ? String(data.undoUntil) : null })
  const changes = (Array.isArray(data.changes) ? data.changes : []) as ChangedCar[]
  // Read on the server only (the undo record never reaches a browser): what Undo will do, in words (issue 39.8).
  // The import is read with the user's own access first; only then its undo record, which field access hides from
  // everyone.
  const undoText = canUndo
    ? await payload
        .findByID({
          collection: 'stock-imports',
          id,
          depth: 0,
          select: { status: true },
          user: req.user,
          overrideAccess: false,
        })
        .then(() =>
          payload.findByID({ collection: 'stock-imports', id, depth: 0, select: { undo: true }, overrideAccess: true }),
        )
        .then((doc) => undoPlanText((doc.undo ?? {}) as Parameters<typeof undoPlanText>[0]))
        .catch(() => null)
    : null
  // An undone import can be applied again while no later import of its dealership was applied (the endpoint checks).
  const canReapply =
    status === 'undone' &&
    dealershipId !== null &&
    (
      await payload.count({
        collection: 'stock-imports',
        where: {
          and: [
            { dealership: { equals: dealershipId } },
            { id: { not_equals: id } },
            { appliedAt: { greater_than: data.appliedAt ?? new Date(0).toISOString() } },
          ],
        },
      })
    ).totalDocs === 0
  const uploaderId =
    typeof data.uploadedBy === 'object' && data.uploadedBy ? data.uploadedBy.id : (data.uploadedBy as number | null)
  const uploader = uploaderId
    ? await payload
        // With the viewer's access: a platform admin's account is not shown to a dealer's staff.
        .findByID({
          collection: 'users',
          id: uploaderId,
          depth: 0,
          select: { name: true, email: true },
          user: req.user,
          overrideAccess: false,
        })
        .catch(() => null)
    : null

  return (
    <section className="stock-import-report" data-testid="stock-import-report" aria-live="polite">
      <p className="stock-import-report__dealership" data-testid="import-dealership">
        Feed for <strong>{dealership?.name ?? 'a dealership that no longer exists'}</strong>
      </p>
      {data.originalFilename ? (
        <p className="stock-import-report__file" data-testid="import-file">
          File <strong>{String(data.originalFilename)}</strong>
          {uploader ? (
            <>, uploaded by {uploader.name || uploader.email}</>
          ) : uploaderId ? (
            ', uploaded by another account'
          ) : null}
          {data.createdAt ? <> on {dateTime(String(data.createdAt))}</> : null}
        </p>
      ) : null}
      <p className={`stock-import-report__status stock-import-report__status--${status}`} data-testid="import-status">
        {IMPORT_STATUS_TEXT[status] ?? status}
        {status === 'applying' && progress.total ? ` · ${progress.done ?? 0} of ${progress.total} cars saved` : ''}
      </p>
      {ACTIVE.has(status) ? <RefreshWhileRunning /> : null}
      {status === 'failed' || status === 'refused' ? (
        <p className="stock-import-report__error" role="alert" data-testid="import-failure">
          {String(data.message ?? 'The import failed. No car was changed.')}
        </p>
      ) : null}
      {status === 'confirm' ? (
        <p className="stock-import-report__warning" role="alert" data-testid="import-waiting">
          {String(data.message)} Nothing has changed yet. Check the file, then confirm to apply it.
        </p>
      ) : null}
      {status === 'preview' ? (
        <p data-testid="import-waiting">Nothing has changed yet. This is what applying the file will do:</p>
      ) : null}
      {planned || applied ? (
        <ul className="stock-import-report__figures" data-testid="import-summary">
          {FIGURES.map(([key, done, toDo]) => (
            <li key={key} data-testid={`import-${key}`}>
              <span className="stock-import-report__number">{(summary[key] ?? 0).toLocaleString('en-AU')}</span>
              <span>{planned ? toDo : done}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="stock-import-report__actions">
        {status === 'preview' ? (
          <StockImportButton importId={id} action="apply" label="Apply this import" primary />
        ) : null}
        {status === 'confirm' ? (
          <StockImportButton importId={id} action="apply" label="Confirm and apply" confirm primary />
        ) : null}
        {planned || status === 'refused' ? (
          <StockImportButton importId={id} action="replan" label="Read the file again" />
        ) : null}
        {canUndo ? (
          <StockImportButton
            importId={id}
            action="undo"
            label="Undo this import"
            ask={{
              text: `${undoText ?? 'Undo puts the dealership’s stock back as it was.'} Undo now?`,
              yes: 'Yes, undo it',
            }}
          />
        ) : null}
        {canReapply ? (
          <StockImportButton
            importId={id}
            action="reapply"
            label="Apply this import again"
            ask={{
              text: 'The file is read again and applied to the stock as it is now, as on the first time. Apply it again?',
              yes: 'Yes, apply it again',
            }}
          />
        ) : null}
      </div>
      {canUndo ? (
        <p className="stock-import-report__note" data-testid="import-undo-until">
          Undo puts the dealership’s stock back as it was before this import, until {dateTime(String(data.undoUntil))}.
        </p>
      ) : null}
      {(planned || applied) && changes.length > 0 ? (
        <ImportChangesList importId={id} changes={changes} applied={applied} />
      ) : null}
      {columns.length > 0 ? (
        <details className="stock-import-report__columns" data-testid="import-columns" open={unknown.length > 0}>
          <summary>
            Columns: {columns.length - unknown.length} of {columns.length} recognised
          </summary>
          <ul>
            {columns.map((column, i) => (
              <li key={`${column.header}-${i}`}>
                <strong>{column.header || '(no name)'}</strong>
                {column.field
                  ? ` → ${FIELD_LABELS.get(column.field) ?? column.field}${column.mapped ? ' (your mapping)' : ''}`
                  : ' → not read'}
              </li>
            ))}
          </ul>
          {unknown.length > 0 && dealershipId ? (
            <p>
              To read a column that is not recognised, say which field it fills under{' '}
              <a href={`/admin/collections/dealerships/${dealershipId}`}>Feed columns on the dealership</a>, then read
              the file again. The mapping is kept for every later import.
            </p>
          ) : null}
        </details>
      ) : null}
      {(planned || applied || status === 'refused') && rows.length > 0 ? (
        <div className="stock-import-report__table-wrap">
          <table className="stock-import-report__table" data-testid="rejected-rows">
            <caption>
              {status === 'refused'
                ? 'Why the file was refused:'
                : 'Rows not imported: fix them in the feed and upload it again. The cars on these rows are left as they are, never marked sold.'}
            </caption>
            <thead>
              <tr>
                <th scope="col">Line</th>
                <th scope="col">Column</th>
                <th scope="col">Problem</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={`${row.line}-${row.field}-${i}`}>
                  <td>{row.line}</td>
                  <td>{row.field}</td>
                  <td>{row.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : applied ? (
        <p>Every row was imported.</p>
      ) : null}
    </section>
  )
}
