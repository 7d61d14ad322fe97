/**
 * `npm run bench:tag-expiry` (issue 29): what expiring one dealer's cache tag costs in the shared Redis cache when 4
 * dealers have cached pages, and when 500 have. Starts its own redis-server on a port derived from PORT (6300 +
 * PORT - 3500), fills it as the app would (each dealer's pages and data reads, tagged per site and collection, through
 * the real store of src/cache/taggedStore.mjs), then expires one dealer's offers tag again and again (re-filling its
 * entries in between) and prints the median time of each expiry for both sizes and their ratio (target about 1x).
 * `BEFORE=1` runs the same against `@fortedigital/nextjs-cache-handler`'s redis-strings store, used until issue 29.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { createClient } from '@redis/client'
import createRedisStrings from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createTaggedStore } from '../src/cache/taggedStore.mjs'

const port = 6300 + Number(process.env.PORT ?? 3500) - 3500
const ENTRIES_PER_DEALER = Number(process.env.ENTRIES_PER_DEALER ?? 60)
const ROUNDS = Number(process.env.ROUNDS ?? 50)
const COLLECTIONS = ['offers', 'models', 'locations', 'pages', 'navigation', 'cars']

type Store = {
  set(key: string, entry: unknown, ctx?: unknown): Promise<unknown>
  revalidateTag(tag: string): Promise<unknown>
}

function entry(site: number, i: number) {
  const tags = [`site:${site}:${COLLECTIONS[i % COLLECTIONS.length]}`, `site:${site}:offers`, `site-key:dealer-${site}`]
  if (i % 3 === 0) tags.push(`site:${site}:car:car-${i}`)
  return {
    lastModified: Date.now(),
    lifespan: { expireAt: Math.floor(Date.now() / 1000) + 300, revalidate: 300 },
    tags: i % 2 === 0 ? tags : tags.filter((tag) => !tag.endsWith(':offers')),
    value: {
      kind: 'FETCH',
      data: { headers: {}, body: `dealer ${site} entry ${i}`.padEnd(2_000, '.'), status: 200, url: '' },
    },
  }
}

async function fillDealer(store: Store, site: number): Promise<void> {
  await Promise.all(
    Array.from({ length: ENTRIES_PER_DEALER }, (_, i) => store.set(`dealer-${site}-entry-${i}`, entry(site, i))),
  )
}

async function startRedis(): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  )
  for (let tries = 0; tries < 100; tries++) {
    const probe = createClient({ url: `redis://127.0.0.1:${port}`, socket: { reconnectStrategy: false } })
    probe.on('error', () => {})
    try {
      await probe.connect()
      await probe.close()
      return child
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  child.kill()
  throw new Error(`redis-server did not start on ${port}`)
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

async function expiryCost(dealers: number): Promise<{ medianMs: number; keys: number }> {
  const client = createClient({ url: `redis://127.0.0.1:${port}` })
  await client.connect()
  await client.flushAll()
  const keyPrefix = `bench${dealers}:`
  const store: Store =
    process.env.BEFORE === '1'
      ? createRedisStrings({ client: client as never, keyPrefix })
      : createTaggedStore({ client: client as never, keyPrefix })
  for (let site = 1; site <= dealers; site += 20)
    await Promise.all(Array.from({ length: Math.min(20, dealers - site + 1) }, (_, i) => fillDealer(store, site + i)))
  const keys = await client.dbSize()
  const times: number[] = []
  // The first rounds warm the connection and the JIT: not counted.
  for (let round = -5; round < ROUNDS; round++) {
    const started = performance.now()
    await store.revalidateTag('site:1:offers')
    if (round >= 0) times.push(performance.now() - started)
    await fillDealer(store, 1)
  }
  await client.close()
  return { medianMs: median(times), keys }
}

const redis = await startRedis()
try {
  const store = process.env.BEFORE === '1' ? 'redis-strings (before issue 29)' : 'taggedStore.mjs'
  console.log(`expiring one dealer's tag, ${store}, ${ENTRIES_PER_DEALER} entries a dealer, median of ${ROUNDS}`)
  const few = await expiryCost(4)
  console.log(`  4 dealers   (${few.keys} Redis keys): ${few.medianMs.toFixed(3)} ms`)
  const many = await expiryCost(500)
  console.log(`  500 dealers (${many.keys} Redis keys): ${many.medianMs.toFixed(3)} ms`)
  console.log(`  ratio 500/4: ${(many.medianMs / few.medianMs).toFixed(2)}x`)
} finally {
  redis.kill()
}
