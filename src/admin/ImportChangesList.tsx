'use client'
import { useMemo, useState } from 'react'
import { CHANGE_KIND_TEXT, type ChangedCar, type ChangeKind, filterChanges } from '@/stock/importChanges'

/** Rows drawn at once; the search and the CSV download reach every one. */
const SHOWN = 200

const money = (value: number | null | undefined) =>
  typeof value === 'number' ? `$${value.toLocaleString('en-AU', { maximumFractionDigits: 2 })}` : ''

const TABS: { kind: ChangeKind | null; label: string }[] = [
  { kind: null, label: 'All' },
  { kind: 'sell', label: 'To mark sold' },
  { kind: 'reprice', label: 'Price changes' },
  { kind: 'new', label: 'New cars' },
  { kind: 'rejected', label: 'Rejected rows' },
]

/**
 * Issue 39.8: the cars each change of an import touches (to mark sold, repriced with old and new price, new,
 * rejected), with a search over stock number, car and reason, and the same selection as a CSV download.
 */
export function ImportChangesList({
  importId,
  changes,
  applied,
}: {
  importId: number | string
  changes: ChangedCar[]
  applied: boolean
}) {
  const [query, setQuery] = useState('')
  const [kind, setKind] = useState<ChangeKind | null>(null)
  const shown = useMemo(() => filterChanges(changes, query, kind), [changes, query, kind])
  const counts = useMemo(() => {
    const by = new Map<ChangeKind | null, number>([[null, changes.length]])
    for (const entry of changes) by.set(entry.kind, (by.get(entry.kind) ?? 0) + 1)
    return by
  }, [changes])
  const params = new URLSearchParams()
  if (kind) params.set('kind', kind)
  if (query.trim()) params.set('q', query.trim())
  const download = `/api/stock-imports/${importId}/changes${params.size ? `?${params}` : ''}`

  return (
    <section className="stock-import-changes" data-testid="import-changes">
      <h3>{applied ? 'The cars this import changed' : 'The cars this import will change'}</h3>
      <div className="stock-import-changes__tools">
        <div role="group" aria-label="Show">
          {TABS.map((tab) => (
            <button
              key={tab.label}
              type="button"
              aria-pressed={kind === tab.kind}
              data-testid={`import-changes-${tab.kind ?? 'all'}`}
              onClick={() => setKind(tab.kind)}
            >
              {tab.label} ({(counts.get(tab.kind) ?? 0).toLocaleString('en-AU')})
            </button>
          ))}
        </div>
        <label>
          Search{' '}
          <input
            type="search"
            value={query}
            placeholder="Stock number, make, model…"
            data-testid="import-changes-search"
            onChange={(event) => setQuery(event.target.value)}
          />
        </label>
        <a href={download} download data-testid="import-changes-download">
          Download as CSV
        </a>
      </div>
      <p data-testid="import-changes-count" aria-live="polite">
        {shown.length.toLocaleString('en-AU')} {shown.length === 1 ? 'car' : 'cars'}
        {shown.length > SHOWN ? `; the first ${SHOWN} are shown: search, or download the CSV for all of them` : ''}
      </p>
      {shown.length > 0 ? (
        <div className="stock-import-report__table-wrap">
          <table className="stock-import-report__table" data-testid="import-changes-table">
            <thead>
              <tr>
                <th scope="col">Change</th>
                <th scope="col">Stock number</th>
                <th scope="col">Car</th>
                <th scope="col">Old price</th>
                <th scope="col">New price</th>
                <th scope="col">Why rejected</th>
              </tr>
            </thead>
            <tbody>
              {shown.slice(0, SHOWN).map((entry, i) => (
                <tr key={`${entry.kind}-${entry.stocknum}-${entry.line ?? ''}-${i}`}>
                  <td>{CHANGE_KIND_TEXT[entry.kind]}</td>
                  <td>{entry.stocknum}</td>
                  <td>{entry.car}</td>
                  <td>{money(entry.oldPrice)}</td>
                  <td>{money(entry.newPrice)}</td>
                  <td>{entry.reason ? `Line ${entry.line}: ${entry.reason}` : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  )
}
