import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { createClient } from '@redis/client'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { PageFrontCache, clearFrontCache, processFrontCache } from '@/cache/pageFrontCache'
import { chooseCacheHandler } from '@/cache/cacheHandler.mjs'
import { startFrontCacheBus, startFrontCacheBusFromEnv } from '@/cache/frontCacheBus.mjs'

/**
 * The shared cache (docs/shared-cache.md) against a real redis-server on a free port: two "servers" are two child
 * processes running the real cache-handler.mjs (its state is per process, as on two machines).
 */

const REDIS_SERVER = '/usr/bin/redis-server'
const WORKER = path.join(import.meta.dirname, 'handlerProcess.mjs')

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

let port = 0
let redis: ChildProcessWithoutNullStreams | null = null
let url = ''

async function startRedis(): Promise<void> {
  // Without libfaketime: the suite also runs with the clock moved ahead (issue 37), and redis-server's allocator
  // cannot start under it. The code under test (the handler processes) keeps the moved clock.
  const { LD_PRELOAD: _preload, FAKETIME: _faketime, ...realClock } = process.env
  redis = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    env: realClock,
  })
  const client = createClient({ url, socket: { reconnectStrategy: 50 } })
  client.on('error', () => {})
  await client.connect()
  await client.ping()
  await client.close()
}

async function stopRedis(): Promise<void> {
  const running = redis
  redis = null
  if (!running || running.exitCode !== null) return
  await new Promise<void>((resolve) => {
    running.once('exit', () => resolve())
    running.kill('SIGKILL')
  })
}

type Answer = { id: number; result?: unknown; error?: string; ms: number }

class Server {
  readonly logs: Array<Record<string, unknown>> = []
  private readonly waiting = new Map<number, (answer: Answer) => void>()
  private next = 0
  private readonly child: ChildProcessWithoutNullStreams

  constructor(env: Record<string, string | undefined>) {
    this.child = spawn(process.execPath, [WORKER], { env: { ...process.env, ...env, NEXT_PHASE: '' } })
    const onLine = (line: string) => {
      if (line.startsWith('RPC ')) {
        const answer = JSON.parse(line.slice(4)) as Answer
        this.waiting.get(answer.id)?.(answer)
        this.waiting.delete(answer.id)
      } else if (line.startsWith('{')) this.logs.push(JSON.parse(line) as Record<string, unknown>)
    }
    createInterface({ input: this.child.stdout }).on('line', onLine)
    createInterface({ input: this.child.stderr }).on('line', onLine)
  }

  async call(op: string, args: Record<string, unknown> = {}): Promise<Answer> {
    const id = this.next++
    const answer = new Promise<Answer>((resolve) => this.waiting.set(id, resolve))
    this.child.stdin.write(`${JSON.stringify({ id, op, ...args })}\n`)
    const answered = await answer
    if (answered.error) throw new Error(answered.error)
    return answered
  }

  async result(op: string, args: Record<string, unknown> = {}): Promise<unknown> {
    return (await this.call(op, args)).result
  }

  stop(): void {
    this.child.kill('SIGKILL')
  }
}

async function until(check: () => boolean | Promise<boolean>, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

const servers: Server[] = []
function server(prefix = 'test:'): Server {
  const started = new Server({ REDIS_URL: url, REDIS_KEY_PREFIX: prefix })
  servers.push(started)
  return started
}

beforeAll(async () => {
  port = await freePort()
  url = `redis://127.0.0.1:${port}`
  await startRedis()
}, 20_000)

afterEach(() => {
  for (const started of servers.splice(0)) started.stop()
})

afterAll(async () => {
  await stopRedis()
})

describe('Next cache handler', () => {
  it("without REDIS_URL it is Next's own file-system cache, bounded (the one-machine default)", () => {
    expect(chooseCacheHandler({}).name).toBe('BoundedFileSystemCache')
    expect(chooseCacheHandler({ REDIS_URL: url, NEXT_PHASE: 'phase-production-build' }).name).toBe('FileSystemCache')
  })

  it('a value cached by server A is read by server B; a tag expired through A is expired for B', async () => {
    const a = server()
    const b = server()
    await a.call('setFetch', { key: 'offers-1', tags: ['site:1:offers'], body: 'Spring offer' })
    expect(await b.result('getFetch', { key: 'offers-1', tags: ['site:1:offers'] })).toBe('Spring offer')

    await a.call('revalidate', { tags: ['site:1:offers'] })
    expect(await b.result('getFetch', { key: 'offers-1', tags: ['site:1:offers'] })).toBeNull()
    expect(await a.result('getFetch', { key: 'offers-1', tags: ['site:1:offers'] })).toBeNull()
    // The handler tells the front cache bus after the tags are gone from Redis.
    expect(await a.result('publishes')).toBe(1)
  }, 20_000)

  it('a page cached whole by A is served by B with its lifetime, and expired for B by a tag A revalidates', async () => {
    const a = server()
    const b = server()
    await a.call('setPage', {
      key: '/sites/acme/offers',
      tags: ['site:1:offers', '_N_T_/sites/acme/offers'],
      html: '<h1>Old name</h1>',
      revalidate: 300,
    })
    expect(await b.result('getPage', { key: '/sites/acme/offers' })).toEqual({
      html: '<h1>Old name</h1>',
      rsc: 'rsc:<h1>Old name</h1>',
      tree: 'tree',
      cacheControl: { revalidate: 300 },
    })
    await a.call('revalidate', { tags: ['site:1:offers'] })
    expect(await b.result('getPage', { key: '/sites/acme/offers' })).toBeNull()
  }, 20_000)

  it("expiring one dealer's tag touches only that dealer's entries, and expires them for every server", async () => {
    const a = server('tagged:')
    const b = server('tagged:')
    await a.call('setFetch', { key: 'site-1-offers', tags: ['site:1:offers'], body: 'dealer 1' })
    await a.call('setPage', { key: '/sites/one/offers', tags: ['site:1:offers'], html: 'one', revalidate: 300 })
    for (let i = 0; i < 20; i++)
      await b.call('setFetch', { key: `site-2-offers-${i}`, tags: ['site:2:offers'], body: `dealer 2 #${i}` })

    const commands: string[] = []
    const monitor = createClient({ url })
    await monitor.connect()
    await monitor.monitor((line) => void commands.push(String(line)))
    await a.call('revalidate', { tags: ['site:1:offers'] })
    await monitor.close()

    const touched = commands.filter((line) => line.includes('"tagged:'))
    expect(touched.length).toBeGreaterThan(0)
    // No scan of the whole cache, and no key of the other dealer named.
    expect(commands.some((line) => /"(h?scan|keys|smembers "tagged:__tag__:site:2)/i.test(line))).toBe(false)
    expect(touched.some((line) => line.includes('site-2') || line.includes('site:2'))).toBe(false)
    expect(touched.join('\n')).toContain('"tagged:site-1-offers"')

    expect(await b.result('getFetch', { key: 'site-1-offers', tags: ['site:1:offers'] })).toBeNull()
    expect(await b.result('getPage', { key: '/sites/one/offers' })).toBeNull()
    expect(await a.result('getFetch', { key: 'site-2-offers-7', tags: ['site:2:offers'] })).toBe('dealer 2 #7')
  }, 20_000)

  it('the shared cache keeps within REDIS_CACHE_MAX_MB: 200 distinct filter pages, least recently used out (issue 38.1)', async () => {
    const a = new Server({ REDIS_URL: url, REDIS_KEY_PREFIX: 'bound:', REDIS_CACHE_MAX_MB: '1' })
    servers.push(a)
    const html = (i: number) => `<html>${'x'.repeat(10_000)} filter ${i}</html>`
    // A server just started drops writes until its first connect (by design): write the home page until it lands.
    await until(async () => {
      await a.call('setPage', { key: '/sites/acme/', tags: ['site:1:cars'], html: html(-1), revalidate: 300 })
      return (await a.result('getPage', { key: '/sites/acme/' })) !== null
    }, 10_000)
    for (let i = 0; i < 200; i++) {
      await a.call('setPage', {
        key: `/sites/acme/search/q-${i}`,
        tags: ['site:1:cars'],
        html: html(i),
        revalidate: 300,
      })
      // The home page is read all along: it stays while the filter pages pass through.
      if (i % 10 === 0) expect(await a.result('getPage', { key: '/sites/acme/' }), `home after ${i}`).not.toBeNull()
    }
    const client = createClient({ url })
    await client.connect()
    let stored = 0
    let entries = 0
    for await (const keys of client.scanIterator({ MATCH: 'bound:/sites/*', COUNT: 1000 }))
      for (const key of keys) {
        stored += await client.strLen(key)
        entries += 1
      }
    await client.close()
    expect(stored).toBeLessThanOrEqual(1024 * 1024)
    expect(entries).toBeLessThan(201)
    expect(entries).toBeGreaterThan(10)
    expect(await a.result('getPage', { key: '/sites/acme/search/q-199' })).not.toBeNull()
    expect(await a.result('getPage', { key: '/sites/acme/search/q-0' })).toBeNull()
    expect(await a.result('getPage', { key: '/sites/acme/' })).not.toBeNull()
  }, 60_000)

  it('a 404 is never kept in the shared cache (issue 38.1)', async () => {
    const a = server('notfound:')
    await a.call('setPage', {
      key: '/sites/acme/cars/no-such-car',
      tags: [],
      html: 'not found',
      revalidate: 300,
      status: 404,
    })
    expect(await a.result('getPage', { key: '/sites/acme/cars/no-such-car' })).toBeNull()
  }, 20_000)

  it('a page B began rendering before an edit expired its tag on A is not kept; one begun after is', async () => {
    const a = server()
    const b = server()
    const page = { key: '/sites/acme/search', tags: ['site:1:cars'], revalidate: 60 }
    // B's render reads the stock, then A saves a car and expires the tag while B is still rendering.
    await b.call('beginRender', { name: 'before' })
    await a.call('revalidate', { tags: ['site:1:cars'] })
    await b.call('finishRender', { name: 'before', ...page, html: 'old price' })
    expect(await a.result('getPage', { key: page.key })).toBeNull()
    expect(await b.result('getPage', { key: page.key })).toBeNull()

    // A render begun after the expiry read the new stock: kept and served by every server.
    await new Promise((resolve) => setTimeout(resolve, 2))
    await b.call('beginRender', { name: 'after' })
    await b.call('finishRender', { name: 'after', ...page, html: 'new price' })
    expect(((await a.result('getPage', { key: page.key })) as { html: string }).html).toBe('new price')

    // Another tag's expiry does not stop a copy.
    await b.call('beginRender', { name: 'other' })
    await a.call('revalidate', { tags: ['site:2:cars'] })
    await b.call('finishRender', { name: 'other', ...page, key: '/sites/acme/search?p=2', html: 'page 2' })
    expect(((await b.result('getPage', { key: '/sites/acme/search?p=2' })) as { html: string }).html).toBe('page 2')
  }, 20_000)

  it('deployments with different REDIS_KEY_PREFIX do not see each other', async () => {
    const a = server('one:')
    const b = server('two:')
    await a.call('setFetch', { key: 'k', tags: [], body: 'one' })
    expect(await b.result('getFetch', { key: 'k', tags: [] })).toBeNull()
  }, 20_000)
})

describe('front cache bus', () => {
  const buses: Array<{ close(): Promise<void> }> = []
  afterEach(async () => {
    await Promise.all(buses.splice(0).map((bus) => bus.close()))
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('dealer-platform.front-cache-bus')]
  })

  const page = { status: 200, headers: { 'cache-control': 's-maxage=60' }, body: Buffer.from('<p>') }

  it("clearFrontCache on server A empties server B's front cache", async () => {
    const onA = processFrontCache()
    const onB = new PageFrontCache()
    let readyB = false
    buses.push(startFrontCacheBusFromEnv(onA, { REDIS_URL: url, REDIS_KEY_PREFIX: 'bus:' })!)
    const busB = startFrontCacheBus({ url, prefix: 'bus:', clearLocal: () => onB.clear() })
    buses.push(busB)
    // B empties its copy once it is subscribed (it may have missed messages): wait for that, then fill it.
    const probe = createClient({ url })
    await probe.connect()
    await until(async () => ((await probe.pubSubNumSub('bus:front-cache:clear'))['bus:front-cache:clear'] ?? 0) >= 2)
    await probe.close()
    onA.set('a', page)
    onB.set('b', page)
    readyB = onB.size === 1
    expect(readyB).toBe(true)

    clearFrontCache()
    expect(onA.size).toBe(0)
    await until(() => onB.size === 0, 2_000)
  }, 20_000)
})

describe('Redis down', () => {
  it('reads miss and writes are dropped within a second, one log line per outage, and it recovers', async () => {
    const a = server()
    // A server just started may still be connecting to Redis, and drops writes until it is (by design, as when Redis
    // is down): write until one lands (a loaded CI machine once read null here).
    await until(async () => {
      await a.call('setFetch', { key: 'k', tags: ['t'], body: 'before' })
      return (await a.result('getFetch', { key: 'k', tags: ['t'] })) === 'before'
    }, 10_000)

    // Lines from before the outage do not count: under load the server's first commands can beat its first connect,
    // which is logged as an outage of its own (ended by "available again").
    const logsBefore = a.logs.length
    await stopRedis()
    for (let i = 0; i < 5; i++) {
      const read = await a.call('getFetch', { key: 'k', tags: ['t'] })
      expect(read.result).toBeNull()
      expect(read.ms).toBeLessThan(1_000)
      expect((await a.call('setFetch', { key: 'k', tags: ['t'], body: 'during' })).ms).toBeLessThan(1_000)
      expect((await a.call('setPage', { key: '/p', tags: ['t'], html: 'x', revalidate: 60 })).ms).toBeLessThan(1_000)
      expect((await a.call('revalidate', { tags: ['t'] })).ms).toBeLessThan(2_500)
    }
    const down = a.logs.slice(logsBefore).filter((line) => String(line.msg).startsWith('redis unavailable'))
    expect(down).toHaveLength(1)
    expect(down[0]).toMatchObject({ level: 'warn', component: 'next-cache' })

    await startRedis()
    await until(() => a.logs.some((line) => String(line.msg).startsWith('redis available again')), 8_000)
    await a.call('setFetch', { key: 'k', tags: ['t'], body: 'after' })
    expect(await a.result('getFetch', { key: 'k', tags: ['t'] })).toBe('after')
    expect(a.logs.slice(logsBefore).filter((line) => String(line.msg).startsWith('redis unavailable'))).toHaveLength(1)
  }, 30_000)

  it('a server started while Redis is down serves uncached at once and logs once', async () => {
    const deadPort = await freePort()
    const a = new Server({ REDIS_URL: `redis://127.0.0.1:${deadPort}`, REDIS_KEY_PREFIX: 'test:' })
    servers.push(a)
    for (let i = 0; i < 3; i++) {
      const read = await a.call('getFetch', { key: 'k', tags: [] })
      expect(read.result).toBeNull()
      expect(read.ms).toBeLessThan(1_000)
      expect((await a.call('setFetch', { key: 'k', tags: [], body: 'x' })).ms).toBeLessThan(1_000)
    }
    expect(a.logs.filter((line) => String(line.msg).startsWith('redis unavailable'))).toHaveLength(1)
  }, 20_000)
})
