/**
 * `npm run bench:groups` (issue 42.4): a dealer group's offer, edited once, on every member site; at 40 and at 200
 * member sites, on the two-server cluster of test:cluster (scripts/lib/cluster.ts; A runs the jobs, B does not).
 *
 * - Member sites are opened from the metro-used-cars template through the platform admin's POST /api/sites/new-dealer,
 *   plus one control site (same template, in no group) holding the same offer as its own.
 * - Edit to visible: the group offer renamed through A (REST), then every member's /special-offers polled on B (Host
 *   header, BENCH_POLL_CONCURRENCY at a time) until each shows the new name, BENCH_EDITS times. Per member: from the
 *   PATCH sent to the first answer showing it received (what the 2 s target is checked on), and also to that request
 *   sent (the polling of 200 pages on 2 cores queues renders: the sent figure is the cache's own delay), the PATCH's
 *   time plus the member's own answer's time (what one shopper asking as the save returns waits), and the answers
 *   still stale though begun after the PATCH returned (none begun 2 s after the edit may be stale).
 * - The edit itself: ms of the PATCH and how many cache tags it expired (Redis `__expired__:{tag}` keys set since it
 *   began, src/cache/taggedStore.mjs): the same at 40 and 200 members.
 * - Render cost on B of /special-offers, a member (inherited offer) against the control (own offer): uncached (the
 *   first request after the offer's tag was expired by an edit on A, sequential) and cached (load test, in turns),
 *   as server CPU ms per request from /proc (as bench:pages-pair) and req/s; the ratio member/control (target 1.1x).
 *   Home is not measured: it shows no offers (siteOffers is read by the offers, offer and model pages only).
 * Ends with PASS/FAIL lines and `N passed, N failed`; deletes its offers and group, then the cluster's directory (its
 * database, with the sites it opened; BENCH_KEEP=1 keeps it).
 * BENCH_GROUP_SIZES (40,200), BENCH_EDITS (3), BENCH_UNCACHED (15), BENCH_SECONDS (5), BENCH_ROUNDS (2) resize it.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { type Cluster, type ClusterServer, freePort, startCluster } from './lib/cluster'
import { inBatches, request } from './lib/clusterRequests'
import { loadTest } from './lib/loadTest'
import { verdicts } from './lib/verdicts'

const SIZES = (process.env.BENCH_GROUP_SIZES ?? '40,200').split(',').map(Number)
const EDITS = Number(process.env.BENCH_EDITS ?? 3)
const UNCACHED = Number(process.env.BENCH_UNCACHED ?? 15)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2)
const POLL_CONCURRENCY = Number(process.env.BENCH_POLL_CONCURRENCY ?? 8)
const VISIBLE_LIMIT_MS = 2_000
const RATIO_LIMIT = 1.1
const PAGE = '/special-offers'
const PASSWORD = process.env.SEED_PASSWORD ?? 'demo-password'
process.env.CLUSTER_DIR ??= '.data/bench-groups'
process.env.SEED_STOCK_PER_SITE ??= '20'

const { check, finish } = verdicts()
let cluster: Cluster | undefined
const cleanups: Array<() => Promise<unknown>> = []

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((x, y) => x - y)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN
}
const median = (values: number[]) => percentile(values, 50)
const ms = (value: number) => `${value.toFixed(0)} ms`

/** The process listening on `port` (the server whose CPU time is read). */
function pidOn(port: number): number {
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' })
  const pid = /pid=(\d+)/.exec(out)?.[1]
  if (!pid) throw new Error(`nothing listens on port ${port}`)
  return Number(pid)
}

/** User and system CPU time of a process in ms (/proc/{pid}/stat, clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

/** The cache tags expired at or after `since` (ms): the tagged store notes each expiry under `__expired__:{tag}`. */
function tagsExpiredSince(redisPort: number, since: number): string[] {
  const cli = (...args: string[]) =>
    spawnSync('redis-cli', ['-p', String(redisPort), '--raw', ...args], { encoding: 'utf8', maxBuffer: 1 << 26 }).stdout
  const keys = cli('--scan', '--pattern', '*__expired__:*').split('\n').filter(Boolean)
  if (keys.length === 0) return []
  const times = cli('mget', ...keys).split('\n')
  return keys.filter((_, i) => Number(times[i]) >= since).map((key) => key.slice(key.indexOf('__expired__:') + 12))
}

type Site = { id: number; slug: string }
type Context = { a: ClusterServer; b: ClusterServer; token: string }
const hostOf = (server: ClusterServer, site: Site) => `${site.slug}.localhost:${server.port}`

let opened = 0
/** Opens `count` dealer sites from the template through the platform admin's endpoint, 4 at a time. */
async function openSites(ctx: Context, template: number, count: number, prefix: string): Promise<Site[]> {
  const tasks = Array.from({ length: count }, () => async () => {
    const n = ++opened
    const answer = await request(ctx.a.port, '/api/sites/new-dealer', {
      token: ctx.token,
      timeoutMs: 120_000,
      json: {
        templateSite: template,
        dealerName: `${prefix} Motors ${n}`,
        domain: `${prefix.toLowerCase()}-motors-${n}.example`,
        street: `${n} Group Road`,
        suburb: 'Ballarat',
        state: 'VIC',
        postcode: '3350',
        phone: '03 5300 0000',
        salesEmail: `sales@${prefix.toLowerCase()}-motors-${n}.example`,
      },
    })
    if (answer.status !== 201) throw new Error(`new dealer ${n}: ${answer.status} ${answer.text.slice(0, 300)}`)
    const site = answer.json<{ id: number; slug: string }>()
    return { id: site.id, slug: site.slug }
  })
  return inBatches(tasks, 4)
}

async function api<T>(ctx: Context, pathname: string, method: string, json?: unknown): Promise<T> {
  const answer = await request(ctx.a.port, pathname, { method, token: ctx.token, json, timeoutMs: 120_000 })
  if (answer.status < 200 || answer.status >= 300)
    throw new Error(`${method} ${pathname}: ${answer.status} ${answer.text.slice(0, 300)}`)
  return answer.json<T>()
}

const renameOffer = (ctx: Context, offer: number, name: string) =>
  api(ctx, `/api/offers/${offer}`, 'PATCH', { name, _status: 'published' })

type Visibility = {
  received: number[]
  sent: number[]
  /** The PATCH's time plus the member's own answer's time: what a shopper asking as the save returned waits. */
  ownRender: number[]
  staleAfterPatch: number
  /** The latest start, after the edit began, of a request still answered with the old name. */
  lastStale: number
  patchMs: number[]
  tags: number[]
}

/** Renames the group offer on A and polls every member's offers page on B until each shows the new name. */
async function editToVisible(ctx: Context, offer: number, members: Site[], label: string): Promise<Visibility> {
  const result: Visibility = {
    received: [],
    sent: [],
    ownRender: [],
    staleAfterPatch: 0,
    lastStale: 0,
    patchMs: [],
    tags: [],
  }
  for (let edit = 0; edit < EDITS; edit++) {
    const name = `Group Offer ${label}-${edit}-${Date.now()}`
    // Every member's page cached on B before the edit, as a live platform has them.
    await inBatches(
      members.map((site) => () => request(ctx.b.port, PAGE, { host: hostOf(ctx.b, site) })),
      POLL_CONCURRENCY,
    )
    await new Promise((r) => setTimeout(r, 500))
    const started = Date.now()
    await renameOffer(ctx, offer, name)
    const patched = Date.now()
    result.patchMs.push(patched - started)
    const waiting = new Set(members.map((site) => site.id))
    while (waiting.size > 0 && Date.now() - started < 60_000) {
      await inBatches(
        members
          .filter((site) => waiting.has(site.id))
          .map((site) => async () => {
            const sent = Date.now()
            const answer = await request(ctx.b.port, PAGE, { host: hostOf(ctx.b, site) })
            if (answer.text.includes(name)) {
              if (!waiting.delete(site.id)) return
              result.received.push(Date.now() - started)
              result.sent.push(sent - started)
              result.ownRender.push(patched - started + (Date.now() - sent))
            } else {
              result.lastStale = Math.max(result.lastStale, sent - started)
              if (sent >= patched) result.staleAfterPatch++
            }
          }),
        POLL_CONCURRENCY,
      )
    }
    result.received.push(...Array.from(waiting, () => Number.POSITIVE_INFINITY))
    // The tagged store notes an expiry as Next ends the request: a moment after the answer.
    await new Promise((r) => setTimeout(r, 300))
    const tags = tagsExpiredSince(cluster!.redisPort, started)
    result.tags.push(tags.length)
    if (edit === 0) console.log(`  ${label}: the edit expired ${tags.length} tags: ${tags.sort().join(', ')}`)
  }
  return result
}

type Cost = { uncachedCpu: number; uncachedMs: number; cachedCpu: number; cachedRps: number }

/** Server CPU per request and req/s of the page on B for `site`, uncached (each after an edit of `offer`) and cached. */
async function renderCost(ctx: Context, bPid: number, pairs: { site: Site; offer: number }[]): Promise<Cost[]> {
  const costs = pairs.map(() => ({
    cpu: [] as number[],
    ms: [] as number[],
    rps: [] as number[],
    warmCpu: [] as number[],
  }))
  // Uncached: the first request after the edit expired the offer's tag; member and control in turns.
  for (let i = 0; i < UNCACHED; i++)
    for (const [k, { site, offer }] of pairs.entries()) {
      await renameOffer(ctx, offer, `Render Offer ${i % 2}`)
      await new Promise((r) => setTimeout(r, 300))
      const before = cpuMs(bPid)
      const started = performance.now()
      const answer = await request(ctx.b.port, PAGE, { host: hostOf(ctx.b, site) })
      costs[k]!.ms.push(performance.now() - started)
      costs[k]!.cpu.push(cpuMs(bPid) - before)
      if (!answer.text.includes(`Render Offer ${i % 2}`)) throw new Error(`${site.slug}: the edit is not shown`)
    }
  // Cached: a load test of each, in turns (A then B, B then A, …), the page warm.
  for (let round = 0; round < ROUNDS; round++)
    for (const k of round % 2 === 0 ? [0, 1] : [1, 0]) {
      const { site } = pairs[k]!
      const url = `${ctx.b.baseUrl}${PAGE}`
      if (round === 0) await loadTest(url, { connections: 10, seconds: 1, host: hostOf(ctx.b, site) })
      const before = cpuMs(bPid)
      const run = await loadTest(url, { connections: 10, seconds: SECONDS, host: hostOf(ctx.b, site) })
      if (run.failed > 0) throw new Error(`${site.slug}: ${run.failed} requests failed under load`)
      costs[k]!.rps.push(run.rps)
      costs[k]!.warmCpu.push((cpuMs(bPid) - before) / (run.rps * SECONDS))
    }
  return costs.map((c) => ({
    // Sums over the runs: a single render is a few 10 ms clock ticks.
    uncachedCpu: c.cpu.reduce((s, v) => s + v, 0) / c.cpu.length,
    uncachedMs: median(c.ms),
    cachedCpu: median(c.warmCpu),
    cachedRps: median(c.rps),
  }))
}

type SizeFigures = { members: number; visibility: Visibility; member: Cost; control: Cost }

async function main() {
  const log = (line: string) => console.log(line)
  cluster = await startCluster(log)
  const a = await cluster.startServer('A', await freePort(), { JOBS_WORKER: '1' })
  const b = await cluster.startServer('B', await freePort(), { JOBS_WORKER: '0' })
  const bPid = pidOn(b.port)
  const token = (
    await request(a.port, '/api/users/login', { json: { email: 'admin@example.com', password: PASSWORD } })
  ).json<{ token: string }>().token
  const ctx: Context = { a, b, token }
  const template = (
    await api<{ docs: { id: number }[] }>(ctx, '/api/sites?where[slug][equals]=metro-used-cars&depth=0', 'GET')
  ).docs[0]!.id

  const [control] = await openSites(ctx, template, 1, 'Control')
  const group = (
    await api<{ doc: { id: number } }>(ctx, '/api/groups', 'POST', {
      name: 'Bench Dealer Group',
      kind: 'dealer-group',
      members: [],
    })
  ).doc.id
  cleanups.push(() => request(a.port, `/api/groups/${group}`, { method: 'DELETE', token }))
  const offerFields = {
    description: 'Drive away today at {dealerName} with five years of free servicing.',
    _status: 'published',
  }
  const groupOffer = (
    await api<{ doc: { id: number } }>(ctx, '/api/offers', 'POST', { name: 'Group Offer', group, ...offerFields })
  ).doc.id
  cleanups.unshift(() => request(a.port, `/api/offers/${groupOffer}`, { method: 'DELETE', token }))
  const ownOffer = (
    await api<{ doc: { id: number } }>(ctx, '/api/offers', 'POST', {
      name: 'Group Offer',
      site: control!.id,
      ...offerFields,
    })
  ).doc.id
  cleanups.unshift(() => request(a.port, `/api/offers/${ownOffer}`, { method: 'DELETE', token }))

  const members: Site[] = []
  const figures: SizeFigures[] = []
  for (const size of SIZES) {
    const grown = performance.now()
    members.push(...(await openSites(ctx, template, size - members.length, 'Member')))
    await api(ctx, `/api/groups/${group}`, 'PATCH', { members: members.map((s) => s.id) })
    log(`${members.length} member sites in the group (${((performance.now() - grown) / 1000).toFixed(0)} s to open)`)
    const visibility = await editToVisible(ctx, groupOffer, members, `at${size}`)
    const [member, controlCost] = await renderCost(ctx, bPid, [
      { site: members[0]!, offer: groupOffer },
      { site: control!, offer: ownOffer },
    ])
    figures.push({ members: size, visibility, member: member!, control: controlCost! })
    const v = visibility
    log(
      `  at ${size}: visible (answer received) p50 ${ms(percentile(v.received, 50))}, p99 ${ms(percentile(v.received, 99))}, max ${ms(Math.max(...v.received))}; (request sent) p50 ${ms(percentile(v.sent, 50))}, p99 ${ms(percentile(v.sent, 99))}, max ${ms(Math.max(...v.sent))}; save + own answer p50 ${ms(percentile(v.ownRender, 50))}, p99 ${ms(percentile(v.ownRender, 99))}; stale answers begun after the PATCH returned ${v.staleAfterPatch}, the last begun at ${ms(v.lastStale)}`,
    )
  }

  console.log(`\nDealer group offer, ${EDITS} edits per size, ${PAGE} on B, member = inherited offer, control = own`)
  console.log(
    '| members | visible p50 / p99 / max (received) | (sent) p50 / p99 / max | save + own answer p50 / p99 | stale after PATCH | PATCH ms (median) | tags expired |\n|---:|---|---|---|---:|---:|---:|',
  )
  for (const f of figures) {
    const v = f.visibility
    console.log(
      `| ${f.members} | ${percentile(v.received, 50)} / ${percentile(v.received, 99)} / ${Math.max(...v.received)} | ${percentile(v.sent, 50)} / ${percentile(v.sent, 99)} / ${Math.max(...v.sent)} | ${percentile(v.ownRender, 50)} / ${percentile(v.ownRender, 99)} | ${v.staleAfterPatch} | ${median(v.patchMs)} | ${[...new Set(v.tags)].join(', ')} |`,
    )
  }
  console.log(
    '\n| members | uncached CPU ms/req member / control | uncached ms | cached CPU ms/req | cached req/s | CPU ratio uncached / cached |\n|---:|---|---|---|---|---|',
  )
  for (const f of figures) {
    const { member: m, control: c } = f
    console.log(
      `| ${f.members} | ${m.uncachedCpu.toFixed(1)} / ${c.uncachedCpu.toFixed(1)} | ${m.uncachedMs.toFixed(0)} / ${c.uncachedMs.toFixed(0)} | ${m.cachedCpu.toFixed(2)} / ${c.cachedCpu.toFixed(2)} | ${m.cachedRps.toFixed(0)} / ${c.cachedRps.toFixed(0)} | ${(m.uncachedCpu / c.uncachedCpu).toFixed(2)}x / ${(m.cachedCpu / c.cachedCpu).toFixed(2)}x |`,
    )
  }
  console.log('')
  for (const f of figures) {
    const v = f.visibility
    const p99 = percentile(v.received, 99)
    check(p99 <= VISIBLE_LIMIT_MS, `${f.members} members: edit visible on every member, p99 ${ms(p99)} (limit 2,000)`)
    check(
      v.lastStale <= VISIBLE_LIMIT_MS,
      `${f.members} members: no request begun 2 s after the edit began shows the old name (last stale one begun at ${ms(v.lastStale)}; ${v.staleAfterPatch} stale answers begun after the PATCH returned)`,
    )
    const uncached = f.member.uncachedCpu / f.control.uncachedCpu
    const cached = f.member.cachedCpu / f.control.cachedCpu
    check(
      uncached <= RATIO_LIMIT,
      `${f.members} members: uncached render CPU inherited/own ${uncached.toFixed(2)}x (limit 1.1x)`,
    )
    check(
      cached <= RATIO_LIMIT,
      `${f.members} members: cached render CPU inherited/own ${cached.toFixed(2)}x (limit 1.1x)`,
    )
  }
  const [small, large] = [figures[0]!, figures.at(-1)!]
  const tagsSmall = Math.max(...small.visibility.tags)
  const tagsLarge = Math.max(...large.visibility.tags)
  check(
    tagsLarge === tagsSmall,
    `the edit expires as many tags at ${large.members} members as at ${small.members} (${tagsLarge} and ${tagsSmall})`,
  )
  const patchRatio = median(large.visibility.patchMs) / median(small.visibility.patchMs)
  check(
    patchRatio <= 1.5,
    `the edit (PATCH) takes ${patchRatio.toFixed(2)}x as long at ${large.members} members as at ${small.members} (limit 1.5x)`,
  )
}

main()
  .catch((error: unknown) =>
    check(false, `the benchmark stopped: ${error instanceof Error ? error.stack : String(error)}`),
  )
  .finally(async () => {
    for (const cleanup of cleanups) await cleanup().catch(() => undefined)
    await cluster?.stop()
    if (cluster && process.env.BENCH_KEEP !== '1')
      fs.rmSync(path.resolve(cluster.dir), { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
    finish()
  })
