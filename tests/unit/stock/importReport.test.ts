import { describe, expect, it } from 'vitest'
import {
  feedFormatOf,
  canUndo,
  importFailureMessage,
  refusalMessage,
  MAX_REPORTED_ROWS,
  progressGate,
  rejectedRows,
  summaryLine,
} from '@/stock/importReport'
import { feedPullFailures, importTime, lastImport, lastImportNote } from '@/admin/dashboardFigures'

describe('stock import report', () => {
  it('the admin shows the same summary as the command line', () => {
    expect(summaryLine({ created: 2, updated: 1, sold: 3, unchanged: 4, rejected: 1 })).toBe(
      'created 2, updated 1, sold 3, unchanged 4, rejected 1',
    )
  })

  it('a feed is CSV or JSON, by its file name first, then its type', () => {
    expect(feedFormatOf('Stock.CSV')).toBe('csv')
    expect(feedFormatOf('stock.json', 'text/plain')).toBe('json')
    expect(feedFormatOf('export', 'application/json')).toBe('json')
    expect(feedFormatOf('export', 'text/csv')).toBe('csv')
    expect(feedFormatOf('stock.xlsx', 'application/vnd.ms-excel')).toBeNull()
    expect(feedFormatOf(undefined)).toBeNull()
  })

  it('rejected rows are listed by line then field, with their message', () => {
    expect(
      rejectedRows([
        { line: 9, field: 'year', reason: 'not a year' },
        { line: 3, field: 'price', reason: 'not a number' },
        { line: 3, field: 'make', reason: 'required' },
      ]),
    ).toEqual([
      { line: 3, field: 'make', message: 'required' },
      { line: 3, field: 'price', message: 'not a number' },
      { line: 9, field: 'year', message: 'not a year' },
    ])
  })

  it('a feed of thousands of bad rows reports the first ones only', () => {
    const many = Array.from({ length: MAX_REPORTED_ROWS + 5 }, (_, i) => ({ line: i + 2, field: 'make', reason: 'x' }))
    expect(rejectedRows(many)).toHaveLength(MAX_REPORTED_ROWS)
  })

  it('progress is written at the start, at the end, and at most once a second between', () => {
    let now = 0
    const gate = progressGate(1000, () => now)
    expect(gate(0, 10)).toBe(true)
    now = 200
    expect(gate(1, 10)).toBe(false)
    now = 1300
    expect(gate(5, 10)).toBe(true)
    now = 1400
    expect(gate(6, 10)).toBe(false)
    expect(gate(10, 10)).toBe(true)
  })

  it('issue 25.6: no framework error text reaches staff; our own words do, with "No car was changed."', () => {
    const framework = new Error(
      'Route "/sites/[site]/search/[[...segments]]": revalidateTag("site:1:cars") can\'t be called inside a cached function',
    )
    const shown = importFailureMessage(framework, 12)
    expect(shown).not.toContain('revalidateTag')
    expect(shown).not.toContain('Route')
    expect(shown).toContain('stock-import-12')
    expect(shown).toContain('no car was changed')
    expect(importFailureMessage(new Error('The import has no feed file.'), 3)).toBe(
      'The import has no feed file. No car was changed.',
    )
  })

  it('issue 25.3: a refusal names its line and says nothing changed', () => {
    expect(refusalMessage({ line: 1, reason: 'no stocknum column in the header (expected one of stocknum)' })).toBe(
      'Refused (line 1): No stocknum column in the header (expected one of stocknum). No car was changed.',
    )
    expect(refusalMessage({ line: 0, reason: 'the feed is empty' })).toBe(
      'Refused: The feed is empty. No car was changed.',
    )
  })
})

describe('the dashboard’s last import', () => {
  it('a finished import shows when it ended and its counts', () => {
    expect(
      lastImport({
        id: 4,
        status: 'done',
        createdAt: '2026-11-25T01:00:00.000Z',
        finishedAt: '2026-11-25T01:02:00.000Z',
        summary: { created: 2, updated: 1, sold: 0, rejected: 1 },
      }),
    ).toEqual({
      id: 4,
      status: 'done',
      when: '2026-11-25T01:02:00.000Z',
      counts: { created: 2, updated: 1, sold: 0, rejected: 1 },
      message: undefined,
    })
  })
  it('a running or failed import has no counts; no import is nothing to show', () => {
    expect(lastImport({ id: 5, status: 'running', createdAt: '2026-11-25T01:00:00.000Z' })?.counts).toBeNull()
    expect(lastImport(undefined)).toBeNull()
  })
  it('the time reads as a date and a time', () => {
    expect(importTime('2026-11-25T01:02:00.000Z', 'UTC')).toMatch(/25 Nov 2026.*1:02/)
  })
})

describe('the dashboard’s note on an import without counts (issue 25.6: the status says what happened)', () => {
  it('names waiting, ready, refused, failed and undone imports in words', () => {
    expect(lastImportNote({ status: 'confirm', message: 'This file would mark 1,200 of 1,500 cars sold.' })).toBe(
      'Waiting for confirmation: This file would mark 1,200 of 1,500 cars sold.',
    )
    expect(lastImportNote({ status: 'preview' })).toBe('Ready to apply: open it to check and apply')
    expect(lastImportNote({ status: 'refused', message: 'Refused (line 1): …' })).toMatch(/^Refused: /)
    expect(lastImportNote({ status: 'failed', message: 'x' })).toBe('Failed: x')
    expect(lastImportNote({ status: 'undone' })).toBe('Undone')
    expect(lastImportNote({ status: 'applying' })).toBe('Still importing')
  })

  it('an import done with rejected rows shows its counts', () => {
    expect(
      lastImport({
        id: 1,
        status: 'done-rejected',
        createdAt: '2026-11-28T00:00:00.000Z',
        summary: { created: 2, updated: 0, sold: 0, rejected: 1 },
      })?.counts,
    ).toEqual({ created: 2, updated: 0, sold: 0, rejected: 1 })
  })
})

describe('the dashboard’s failed scheduled feeds', () => {
  it('lists only dealerships whose last pull left an error, with when and what', () => {
    expect(
      feedPullFailures([
        {
          id: 1,
          name: 'North',
          feedPull: { lastPulledAt: '2026-11-28T02:05:00.000Z', lastError: 'The feed address answered 404.' },
        },
        { id: 2, name: 'South', feedPull: { lastPulledAt: '2026-11-28T02:05:00.000Z', lastError: null } },
        { id: 3, name: 'West', feedPull: null },
      ]),
    ).toEqual([{ id: 1, name: 'North', when: '2026-11-28T02:05:00.000Z', error: 'The feed address answered 404.' }])
  })
})

describe('undo (issue 25.4)', () => {
  it('an applied import can be undone for 7 days, not after, and not before it was applied', () => {
    const applied = { status: 'done', undoUntil: '2026-12-05T00:00:00.000Z' }
    expect(canUndo(applied, new Date('2026-12-04T23:59:00.000Z'))).toBe(true)
    expect(canUndo(applied, new Date('2026-12-05T00:00:01.000Z'))).toBe(false)
    expect(canUndo({ ...applied, status: 'done-rejected' }, new Date('2026-12-01T00:00:00.000Z'))).toBe(true)
    expect(canUndo({ ...applied, status: 'undone' }, new Date('2026-12-01T00:00:00.000Z'))).toBe(false)
    expect(canUndo({ status: 'confirm', undoUntil: null }, new Date('2026-12-01T00:00:00.000Z'))).toBe(false)
  })
})
