import { describe, expect, it } from 'vitest'
import {
  STATUS_AFTER,
  STOCK_IMPORT_RUNS,
  type StockImportStatus,
  afterPlan,
  canStart,
  statusAfterRefusedUndo,
} from '@/domain/stockImportStatus'
import { freeSlug } from '@/domain/uniqueSlug'

const ALL: StockImportStatus[] = [
  'queued',
  'planning',
  'preview',
  'confirm',
  'applying',
  'done',
  'done-rejected',
  'refused',
  'failed',
  'undoing',
  'undone',
]
const startable = (action: 'plan' | 'apply' | 'undo') => ALL.filter((status) => canStart(action, status))

describe('issue 41.4: the stock import status machine', () => {
  it('a plan run starts from a new import, or resumes one a killed run left planning or applying', () => {
    expect(startable('plan')).toEqual(['queued', 'planning', 'applying'])
    expect(STOCK_IMPORT_RUNS.plan.running).toBe('planning')
  })

  it('an apply run starts from a preview, a confirmation, or an apply in progress', () => {
    expect(startable('apply')).toEqual(['preview', 'confirm', 'applying'])
    expect(STOCK_IMPORT_RUNS.apply.running).toBe('applying')
  })

  it('an undo run starts only from undoing (the undo action sets it)', () => {
    expect(startable('undo')).toEqual(['undoing'])
  })

  it('a run finding the import already past its action (or gone) leaves it alone', () => {
    for (const status of ['done', 'done-rejected', 'refused', 'failed', 'undone'] as const)
      for (const action of ['plan', 'apply', 'undo'] as const) expect(canStart(action, status)).toBe(false)
    expect(canStart('plan', null)).toBe(false)
    expect(canStart('undo', undefined)).toBe(false)
  })

  it('each end leaves its status: an applied import with rejected rows is done-rejected, a stale re-apply undone', () => {
    expect(STATUS_AFTER).toEqual({
      refused: 'refused',
      confirm: 'confirm',
      preview: 'preview',
      applied: 'done',
      'applied-rejected': 'done-rejected',
      'not-latest': 'undone',
      undone: 'undone',
      failed: 'failed',
    })
  })

  it('a plan that must wait asks a person, unless one already confirmed it', () => {
    const base = { action: 'plan', startedAs: 'queued', applyWhenSafe: true } as const
    expect(afterPlan({ ...base, mustWait: true, confirmed: false })).toBe('confirm')
    expect(afterPlan({ ...base, mustWait: true, confirmed: true })).toBe('apply')
    expect(afterPlan({ ...base, action: 'apply', mustWait: true, confirmed: false })).toBe('confirm')
  })

  it('a plan run stops at the preview unless asked to apply when safe or already applying', () => {
    const safe = { action: 'plan', mustWait: false, confirmed: false } as const
    expect(afterPlan({ ...safe, startedAs: 'queued', applyWhenSafe: false })).toBe('preview')
    expect(afterPlan({ ...safe, startedAs: 'queued', applyWhenSafe: true })).toBe('apply')
    expect(afterPlan({ ...safe, startedAs: 'applying', applyWhenSafe: false })).toBe('apply')
    expect(afterPlan({ ...safe, action: 'apply', startedAs: 'preview', applyWhenSafe: false })).toBe('apply')
  })

  it('a refused undo puts the import back where it was', () => {
    expect(statusAfterRefusedUndo({ applied: true, rejected: false })).toBe('done')
    expect(statusAfterRefusedUndo({ applied: true, rejected: true })).toBe('done-rejected')
    expect(statusAfterRefusedUndo({ applied: false, rejected: false })).toBe('failed')
  })
})

describe('car slugs are unique per site', () => {
  it('gives the wanted slug when free, else the next free -n, and marks it taken', () => {
    const taken = new Set(['corolla', 'corolla-2'])
    expect(freeSlug('yaris', taken)).toBe('yaris')
    expect(freeSlug('corolla', taken)).toBe('corolla-3')
    expect(freeSlug('corolla', taken)).toBe('corolla-4')
    expect(freeSlug('yaris', taken)).toBe('yaris-2')
  })
})
