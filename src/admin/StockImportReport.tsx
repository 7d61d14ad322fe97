import type { UIFieldServerProps } from 'payload'
import { RefreshWhileRunning } from './RefreshWhileRunning'
import './admin.css'

type Row = { line: number; field: string; message: string }
type Counts = {
  created?: number | null
  updated?: number | null
  sold?: number | null
  unchanged?: number | null
  rejected?: number | null
}

const STATUS_TEXT: Record<string, string> = {
  queued: 'Waiting to start',
  running: 'Importing',
  done: 'Done',
  failed: 'Failed',
}

const FIGURES: [keyof Counts, string][] = [
  ['created', 'New cars'],
  ['updated', 'Updated'],
  ['sold', 'Marked sold'],
  ['unchanged', 'Unchanged'],
  ['rejected', 'Rows rejected'],
]

/**
 * The import's report on its edit screen: status and progress while it runs (the screen refreshes itself), then
 * the summary and the rejected rows as a table, by line and field. Nothing here before the import is saved.
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
  const active = status === 'queued' || status === 'running'

  return (
    <section className="stock-import-report" data-testid="stock-import-report" aria-live="polite">
      <p className="stock-import-report__dealership" data-testid="import-dealership">
        Feed for <strong>{dealership?.name ?? 'a dealership that no longer exists'}</strong>
      </p>
      <p className={`stock-import-report__status stock-import-report__status--${status}`} data-testid="import-status">
        {STATUS_TEXT[status] ?? status}
        {status === 'running' && progress.total ? ` · ${progress.done ?? 0} of ${progress.total} cars saved` : ''}
      </p>
      {active ? <RefreshWhileRunning /> : null}
      {status === 'failed' ? (
        <p className="stock-import-report__error" role="alert" data-testid="import-failure">
          {String(data.message ?? 'The import failed.')} No car was changed by this file.
        </p>
      ) : null}
      {status === 'done' ? (
        <>
          <ul className="stock-import-report__figures" data-testid="import-summary">
            {FIGURES.map(([key, label]) => (
              <li key={key} data-testid={`import-${key}`}>
                <span className="stock-import-report__number">{summary[key] ?? 0}</span>
                <span>{label}</span>
              </li>
            ))}
          </ul>
          {rows.length > 0 ? (
            <div className="stock-import-report__table-wrap">
              <table className="stock-import-report__table" data-testid="rejected-rows">
                <caption>
                  Rows not imported: fix them in the feed and upload it again. The cars on these rows were left as they
                  were.
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
          ) : (
            <p>Every row was imported.</p>
          )}
        </>
      ) : null}
    </section>
  )
}
