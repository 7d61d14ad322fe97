import type { CollectionConfig, Config } from 'payload'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { stockImportPlugin } from '@/stock/payload/plugin'

/**
 * Issue 41.1: stock import plugs itself into Payload from src/stock/payload. The whole config's wiring is pinned by
 * tests/unit/config/wiring.test.ts; this checks the plugin on a small config: where each part lands, and that the
 * feed-pull schedule starts only on a server that runs jobs.
 */

const collection = (slug: string, fields: CollectionConfig['fields'] = []): CollectionConfig => ({ slug, fields })
const base = (autoRun: NonNullable<Config['jobs']>['autoRun']): Config =>
  ({
    collections: [
      collection('sites'),
      collection('dealerships', [
        { name: 'financeDisabled', type: 'checkbox' },
        { name: 'gmbProfiles', type: 'array', fields: [] },
      ]),
      collection('cars'),
      collection('models'),
    ],
    jobs: { tasks: [{ slug: 'deliverLead' }, { slug: 'releaseReservation' }, { slug: 'matchAlerts' }], autoRun },
  }) as unknown as Config

const names = (fields: CollectionConfig['fields']) => fields.map((f) => ('name' in f ? f.name : f.type))

afterEach(() => vi.useRealTimers())

describe('issue 41.1: the stock import plugin', () => {
  it('adds stock-imports after cars, the feed fields after financeDisabled, the import endpoint and the tasks', () => {
    const config = stockImportPlugin(base([]))
    const collections = config.collections ?? []
    expect(collections.map((c) => c.slug)).toEqual(['sites', 'dealerships', 'cars', 'stock-imports', 'models'])
    const dealerships = collections.find((c) => c.slug === 'dealerships')!
    expect(names(dealerships.fields)).toEqual(['financeDisabled', 'feedColumnMapping', 'feedPull', 'gmbProfiles'])
    const cars = collections.find((c) => c.slug === 'cars')!
    expect((cars.endpoints || []).map((e) => `${e.method} ${e.path}`)).toEqual(['post /import'])
    expect((config.jobs?.tasks ?? []).map((t) => t.slug)).toEqual([
      'deliverLead',
      'releaseReservation',
      'importStock',
      'pullStockFeeds',
      'matchAlerts',
    ])
  })

  it('a web-only server (autoRun []) runs no jobs and queues no feed pulls', () => {
    expect(stockImportPlugin(base([])).jobs?.autoRun).toEqual([])
  })

  it('a job server keeps its crons and queues the feed pulls every five minutes', async () => {
    vi.useFakeTimers()
    const crons = [{ cron: '*/2 * * * * *', queue: 'default', limit: 4 }]
    const autoRun = stockImportPlugin(base(() => crons)).jobs?.autoRun
    expect(typeof autoRun).toBe('function')
    const queue = vi.fn(async () => ({}))
    // No pull waiting or running: the schedule queues one.
    const payload = { count: vi.fn(async () => ({ totalDocs: 0 })), jobs: { queue }, logger: { warn: vi.fn() } }
    expect(await (autoRun as (p: unknown) => unknown)(payload)).toEqual(crons)
    expect(queue).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(5 * 60 * 1000)
    expect(queue).toHaveBeenCalledWith({ task: 'pullStockFeeds', input: {} })
    vi.clearAllTimers()
  })
})
