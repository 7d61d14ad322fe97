import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { JsonObject } from '@/search-service/engine/json'
import { executeSearch, type SearchQuery } from '@/search-service/engine/search'
import { parseFilters } from '@/search-service/filter'
import { DurableEngine } from '@/search-service/storage/durable-engine'

const AT = '2026-01-01T00:00:00.000Z'
const dirs: string[] = []
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-storage-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

async function addRecords(durable: DurableEngine, ids: string[]): Promise<number> {
  const mutation = durable.engine.prepareBatch(
    ids.map((objectID) => ({ action: 'addObject', indexName: 'cars', body: { objectID, make: 'Kia' } })),
    AT,
  )
  return durable.commit(mutation)
}

describe('durability', () => {
  it('replays acknowledged writes from the log after a crash (no close, no snapshot)', async () => {
    const dataDir = tempDir()
    const first = await DurableEngine.open({ dataDir, snapshotEveryMs: 0 })
    expect(await addRecords(first, ['a', 'b'])).toBe(1)
    expect(await addRecords(first, ['c'])).toBe(2)
    // Simulate kill -9: reopen without closing.
    const second = await DurableEngine.open({ dataDir, snapshotEveryMs: 0 })
    expect(second.engine.view('cars').store.size).toBe(3)
    expect(second.lastTaskID).toBe(2)
    await second.close()
  })

  it('loads the snapshot then the log written after it, and drops covered segments', async () => {
    const dataDir = tempDir()
    const first = await DurableEngine.open({ dataDir, snapshotEveryMs: 0 })
    await addRecords(first, ['a'])
    await first.snapshot()
    await addRecords(first, ['b'])
    const files = fs.readdirSync(dataDir).sort()
    expect(files).toEqual(['index-image.bin', 'snapshot.ndjson', 'wal-000000000002.log'])
    const second = await DurableEngine.open({ dataDir, snapshotEveryMs: 0 })
    expect(second.engine.getObject('cars', 'b')).toMatchObject({ make: 'Kia' })
    expect(second.engine.view('cars').store.size).toBe(2)
    await second.close()
  })

  it('timer ticks that come while a snapshot is written do not queue more snapshots of the same state', async () => {
    const durable = await DurableEngine.open({ dataDir: tempDir(), snapshotEveryMs: 0 })
    await addRecords(durable, ['a'])
    await Promise.all([durable.snapshotIfChanged(), durable.snapshotIfChanged(), durable.snapshotIfChanged()])
    expect(durable.snapshotsWritten).toBe(1)
    await durable.snapshotIfChanged()
    expect(durable.snapshotsWritten).toBe(1)
    await addRecords(durable, ['b'])
    await Promise.all([durable.snapshotIfChanged(), durable.snapshotIfChanged()])
    expect(durable.snapshotsWritten).toBe(2)
    await durable.close()
    expect(durable.snapshotsWritten).toBe(2)
  })

  it("the timer's snapshots leave the structure images out (a search waits for none); close writes them", async () => {
    const dataDir = tempDir()
    const durable = await DurableEngine.open({ dataDir, snapshotEveryMs: 20 })
    await addRecords(durable, ['a', 'b'])
    for (let i = 0; i < 100 && durable.snapshotsWritten === 0; i++) await new Promise((r) => setTimeout(r, 10))
    await durable.settled()
    expect(durable.snapshotsWritten).toBe(1)
    expect(fs.readdirSync(dataDir)).not.toContain('index-image.bin')

    // A crash now: the start-up rebuilds the structures from the snapshot, and answers the same.
    const messages: string[] = []
    const crashed = await DurableEngine.open({ dataDir, snapshotEveryMs: 0, log: (m) => messages.push(m) })
    expect(messages.join()).toMatch(/with 0 restored index images/)
    expect(crashed.engine.view('cars').store.size).toBe(2)

    // Closing adds the images of the snapshot's state without writing the snapshot again.
    await durable.close()
    expect(durable.snapshotsWritten).toBe(1)
    expect(fs.readdirSync(dataDir)).toContain('index-image.bin')
    const restarted: string[] = []
    const next = await DurableEngine.open({ dataDir, snapshotEveryMs: 0, log: (m) => restarted.push(m) })
    expect(restarted.join()).toMatch(/with 1 restored index images/)
    expect(next.engine.view('cars').store.size).toBe(2)
    await next.close()
    await crashed.close()
  })

  it('ignores and truncates a torn final write, then keeps appending cleanly', async () => {
    const dataDir = tempDir()
    const first = await DurableEngine.open({ dataDir, snapshotEveryMs: 0 })
    await addRecords(first, ['a'])
    const segment = path.join(dataDir, 'wal-000000000001.log')
    fs.appendFileSync(segment, '{"seq":2,"mutation":{"type":"batch","at":"x","operations":[{"action":"addObj')
    const messages: string[] = []
    const second = await DurableEngine.open({ dataDir, snapshotEveryMs: 0, log: (m) => messages.push(m) })
    expect(messages.join()).toMatch(/truncating an incomplete write/)
    expect(second.engine.view('cars').store.size).toBe(1)
    expect(await addRecords(second, ['b'])).toBe(2)
    const third = await DurableEngine.open({ dataDir, snapshotEveryMs: 0 })
    expect(third.engine.view('cars').store.size).toBe(2)
    await third.close()
  })

  it('keeps replicas and settings across a snapshot', async () => {
    const dataDir = tempDir()
    const first = await DurableEngine.open({ dataDir, snapshotEveryMs: 0 })
    await first.commit(
      first.engine.prepareSetSettings('cars', { replicas: ['cars_desc'], attributesForFaceting: ['make'] }, true, AT),
    )
    await addRecords(first, ['a', 'b'])
    await first.close()
    const second = await DurableEngine.open({ dataDir, snapshotEveryMs: 0 })
    expect(second.engine.view('cars_desc').store).toBe(second.engine.view('cars').store)
    expect(second.engine.entry('cars_desc')?.settings).toMatchObject({
      primary: 'cars',
      attributesForFaceting: ['make'],
    })
    await second.close()
  })
  it('keeps a virtual replica a view across a snapshot: the primary settings under its own, sorting by its customRanking', async () => {
    const dataDir = tempDir()
    const first = await DurableEngine.open({ dataDir, snapshotEveryMs: 0 })
    // A snapshot holds only the replica's own settings: the load must make it a view of its primary again.
    await first.commit(
      first.engine.prepareSetSettings(
        'z_cars',
        { replicas: ['virtual(a_by_n)'], attributesForFaceting: ['make'] },
        true,
        AT,
      ),
    )
    await first.commit(first.engine.prepareSetSettings('a_by_n', { customRanking: ['asc(n)'] }, false, AT))
    await first.commit(
      first.engine.prepareBatch(
        [3, 1, 2].map((n) => ({
          action: 'addObject',
          indexName: 'z_cars',
          body: { objectID: `r${n}`, n, make: 'Kia' },
        })),
        AT,
      ),
    )
    await first.close()
    const second = await DurableEngine.open({ dataDir, snapshotEveryMs: 0 })
    const view = second.engine.view('a_by_n')
    expect(view.store).toBe(second.engine.view('z_cars').store)
    expect(view.settings.facets.has('make')).toBe(true)
    const hits = executeSearch(view, { query: '', filters: [] }).hits.map((h) => h.objectID)
    expect(hits).toEqual(['r1', 'r2', 'r3'])
    expect(() => second.engine.prepareSetSettings('a_by_n', { ranking: ['asc(n)'] }, false, AT)).toThrow(
      /virtual replica/,
    )
    await second.close()
  })
  it('restores saved index structures after a snapshot and answers exactly like a rebuild, also after later writes', async () => {
    const dataDir = tempDir()
    const first = await DurableEngine.open({ dataDir, snapshotEveryMs: 0 })
    const settings = {
      searchableAttributes: ['name', 'tags'],
      attributesForFaceting: ['make', 'tags', 'price', 'location.city'],
      customRanking: ['desc(price)'],
    }
    await first.commit(first.engine.prepareSetSettings('cars', settings, false, AT))
    const records: JsonObject[] = Array.from({ length: 600 }, (_, i) => ({
      objectID: String(i),
      name: `${['Red', 'Blue', 'Green'][i % 3]} car number ${i}`,
      make: `make-${i % 300}`,
      tags: i % 4 === 0 ? ['sale', `t${i % 7}`] : [`t${i % 7}`],
      price: i % 10 === 0 ? [i, i + 1] : i,
      location: { city: ['Perth', 'Hobart'][i % 2] },
    }))
    await first.commit(
      first.engine.prepareBatch(
        records.map((body) => ({ action: 'addObject', indexName: 'cars', body })),
        AT,
      ),
    )
    await first.commit(
      first.engine.prepareBatch([{ action: 'deleteObject', indexName: 'cars', body: { objectID: '5' } }], AT),
    )
    executeSearch(first.engine.view('cars'), { query: 'red', filters: parseFilters('price > 3'), facets: ['*'] })
    await first.close()

    const messages: string[] = []
    const restored = await DurableEngine.open({ dataDir, snapshotEveryMs: 0, log: (m) => messages.push(m) })
    expect(messages.join()).toMatch(/with 1 restored index images/)
    fs.rmSync(path.join(dataDir, 'index-image.bin'))
    const rebuilt = await DurableEngine.open({ dataDir, snapshotEveryMs: 0 })

    const queries: SearchQuery[] = [
      { query: '', filters: [], facets: ['*'], maxValuesPerFacet: 1000, hitsPerPage: 1000 },
      { query: 'blue car', filters: parseFilters('tags:sale OR tags:t3'), facets: ['*'], hitsPerPage: 50 },
      { query: 'gre', filters: parseFilters('price:10 TO 300 AND location.city:perth'), facets: ['*'] },
    ]
    const compare = (): void => {
      for (const query of queries) {
        const a = executeSearch(restored.engine.view('cars'), query)
        const b = executeSearch(rebuilt.engine.view('cars'), query)
        expect({ ...a, processingTimeMS: 0 }).toEqual({ ...b, processingTimeMS: 0 })
      }
    }
    compare()
    const writes = [
      {
        action: 'updateObject',
        indexName: 'cars',
        body: {
          objectID: '7',
          name: 'blue car renamed',
          make: 'brand-new',
          tags: ['sale'],
          price: 5,
          location: { city: 'Perth' },
        },
      },
      { action: 'deleteObject', indexName: 'cars', body: { objectID: '8' } },
      {
        action: 'addObject',
        indexName: 'cars',
        body: { objectID: 'new', name: 'green car', make: 'make-1', tags: ['t1', 'sale'], price: [1, 2, 3] },
      },
    ]
    for (const durable of [restored, rebuilt]) await durable.commit(durable.engine.prepareBatch(writes, AT))
    compare()
    await restored.close()
    await rebuilt.close()
  })
})

describe('SEARCH_TASK_PENDING_MS (taskPendingMs): writes published late, as on Algolia (issue 40.3)', () => {
  it('hides a write and reports its task unpublished until the delay has passed, then publishes in order', async () => {
    const dataDir = tempDir()
    const durable = await DurableEngine.open({ dataDir, snapshotEveryMs: 0, taskPendingMs: 150 })
    const first = await addRecords(durable, ['a'])
    const second = await addRecords(durable, ['b'])
    expect(durable.isPublished(first)).toBe(false)
    expect(durable.engine.has('cars')).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(durable.isPublished(first)).toBe(true)
    expect(durable.isPublished(second)).toBe(true)
    expect(durable.engine.view('cars').store.size).toBe(2)
    await durable.close()
  })

  it('loses no pending write: closing publishes and snapshots it', async () => {
    const dataDir = tempDir()
    const durable = await DurableEngine.open({ dataDir, snapshotEveryMs: 0, taskPendingMs: 60_000 })
    await addRecords(durable, ['a', 'b'])
    expect(durable.engine.has('cars')).toBe(false)
    await durable.close()
    const reopened = await DurableEngine.open({ dataDir, snapshotEveryMs: 0 })
    expect(reopened.engine.view('cars').store.size).toBe(2)
    await reopened.close()
  })

  it('publishes at once by default', async () => {
    const durable = await DurableEngine.open({ dataDir: tempDir(), snapshotEveryMs: 0 })
    const task = await addRecords(durable, ['a'])
    expect(durable.isPublished(task)).toBe(true)
    expect(durable.engine.view('cars').store.size).toBe(1)
    await durable.close()
  })
})
