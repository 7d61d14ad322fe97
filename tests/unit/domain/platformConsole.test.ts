import { describe, expect, it } from 'vitest'
import {
  attentionOf,
  type ConsoleSite,
  importFailed,
  importStatusWords,
  operatorOrder,
} from '../../../src/domain/platformConsole'

const site = (name: string, change: Partial<ConsoleSite> = {}): ConsoleSite => ({
  id: name.length,
  name,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  timeZone: 'Australia/Sydney',
  hasLeadDestination: true,
  lastImport: null,
  lastFeedPull: null,
  leads: { undelivered: 0, undeliverable: 0, withoutDestination: 0 },
  alertsThisWeek: 0,
  ...change,
})

const leads = (change: Partial<ConsoleSite['leads']>) => ({
  leads: { undelivered: 0, undeliverable: 0, withoutDestination: 0, ...change },
})

describe('issue 39.11: one console for the operator, what needs attention', () => {
  it('a healthy site needs nothing', () => {
    expect(attentionOf(site('Quiet Motors'))).toEqual([])
  })

  it('leads that reach nobody come first: no destination set up, or leads already sent nowhere', () => {
    expect(attentionOf(site('A', { hasLeadDestination: false }))).toEqual(['no-destination'])
    expect(attentionOf(site('A', leads({ withoutDestination: 2 })))).toEqual(['no-destination'])
  })

  it('a failed or refused import, a failing feed, failed and waiting leads are each named', () => {
    const troubled = site('B', {
      lastImport: { id: 1, status: 'failed', at: '2026-12-07T00:00:00.000Z', message: 'bad file' },
      lastFeedPull: { dealershipId: 3, dealership: 'Yard', at: '2026-12-07T00:00:00.000Z', error: '404', failing: 1 },
      ...leads({ undelivered: 1, undeliverable: 2 }),
    })
    expect(attentionOf(troubled)).toEqual(['undeliverable', 'import-failed', 'feed-failing', 'undelivered'])
    expect(importFailed('refused')).toBe(true)
    expect(importFailed('done-rejected')).toBe(false)
    expect(importFailed(undefined)).toBe(false)
  })

  it('sites needing the operator are listed first, by their most urgent problem, the rest by name', () => {
    const order = operatorOrder([
      site('Zeta Cars'),
      site('Alpha Cars'),
      site('Waiting Motors', leads({ undelivered: 3 })),
      site('Nowhere Motors', { hasLeadDestination: false }),
      site('Broken Feed', {
        lastImport: { id: 1, status: 'refused', at: '2026-12-07T00:00:00.000Z', message: null },
      }),
    ]).map((s) => s.name)
    expect(order).toEqual(['Nowhere Motors', 'Broken Feed', 'Waiting Motors', 'Alpha Cars', 'Zeta Cars'])
  })

  it("an import's status in plain words", () => {
    expect(importStatusWords('done')).toBe('Done')
    expect(importStatusWords('failed')).toBe('Failed')
    expect(importStatusWords('confirm')).toBe('Waiting for confirmation')
    expect(importStatusWords('applying')).toBe('Importing')
  })
})
