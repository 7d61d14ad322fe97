/**
 * `npm run test:cluster` (issue 17): two app servers, A and B, on one PostgreSQL, one Redis, one search service and
 * one S3-compatible store, as an operator runs them behind a load balancer, the servers reaching PostgreSQL through
 * Debian's PgBouncer in transaction pool mode (issue 40.4: every step below runs through it; migrations, the seed,
 * backup and restore use the direct URL). Prints PASS/FAIL per promise and
 * `N passed, N failed`; exits non-zero when anything failed. Everything runs on loopback and stops by itself.
 */
import pg from 'pg'
import sharp from 'sharp'
import { type Cluster, freePort, startCluster } from './lib/cluster'
import { freshMobile, inBatches, multipart, request, within } from './lib/clusterRequests'
import { verdicts } from './lib/verdicts'
import { startWebhookReceiver } from './lib/webhookReceiver'
import { startRoundRobinProxy } from './lib/roundRobinProxy'

const { check, finish } = verdicts()
const HARBOUR = 'harbour-toyota'
const METRO = 'metro-used-cars'
const OUTBACK = 'outback-caravans'
const stamp = `${Date.now()}`

let cluster: Cluster | undefined
const step = (text: string) => console.log(`\n— ${text}`)

async function sql<T extends pg.QueryResultRow>(query: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: cluster!.databaseUrl })
  await client.connect()
  try {
    return (await client.query<T>(query, params)).rows
  } finally {
    await client.end()
  }
}

async function main() {
  cluster = await startCluster((line) => console.log(line), { pooler: true })
  const [portA, portB, receiverPort] = [await freePort(), await freePort(), await freePort()]
  // Both servers run the job queue: exactly-once must hold with two workers, not only with one.
  let a = await cluster.startServer('A', portA, { JOBS_WORKER: '1' })
  let b = await cluster.startServer('B', portB, { JOBS_WORKER: '1' })
  console.log(`servers A on ${a.port} and B on ${b.port}`)
  const host = (slug: string, port: number) => `${slug}.localhost:${port}`

  const login = await request(a.port, '/api/users/login', {
    json: { email: 'admin@example.com', password: process.env.SEED_PASSWORD ?? 'demo-password' },
  })
  if (login.status !== 200) throw new Error(`admin login on A: ${login.status} ${login.text.slice(0, 200)}`)
  const token = login.json<{ token: string }>().token
  const siteId = async (slug: string) =>
    (await request(a.port, `/api/sites?where[slug][equals]=${slug}&depth=0`, { token })).json<{
      docs: { id: number }[]
    }>().docs[0]!.id
  const [harbour, metro] = [await siteId(HARBOUR), await siteId(METRO)]

  step('an admin edit on A is on B within 2 s')
  {
    const offer = (
      await request(
        a.port,
        `/api/offers?where[site][equals]=${harbour}&where[_status][equals]=published&limit=1&depth=0`,
        { token },
      )
    ).json<{ docs: { id: number; name: string }[] }>().docs[0]!
    const page = () => request(b.port, '/special-offers', { host: host(HARBOUR, b.port) })
    const before = await page()
    check(
      before.status === 200 && before.text.includes(offer.name),
      `B shows the offer '${offer.name}' before the edit (HTTP ${before.status})`,
    )
    await page() // served from B's caches now
    const renamed = `Cluster Offer ${stamp}`
    const patch = await request(a.port, `/api/offers/${offer.id}`, {
      method: 'PATCH',
      token,
      json: { name: renamed, _status: 'published' },
    })
    const seen = await within(10_000, async () => ((await page()).text.includes(renamed) ? true : undefined), 50)
    check(
      patch.status === 200 && seen.value === true && seen.ms <= 2_000,
      `the rename made on A is on B's page after ${seen.ms} ms (limit 2,000)`,
    )
  }

  step("a stock import on A is in B's search and on B's car page within 2 s")
  {
    const stocknum = `CLUSTER-${stamp}`
    const feed = `stocknum,make,model,year,price,car_type,km\n${stocknum},Jayco,Journey,2023,89990,used,1200\n`
    // A yard of its own: a one-car feed for a stocked dealership would mark its other cars sold, and waits for a
    // person (issue 25.3).
    const yardSlug = `cluster-yard-${stamp}`
    const outback = await siteId(OUTBACK)
    const yard = (
      await request(a.port, '/api/dealerships', {
        token,
        json: { name: 'Cluster Yard', slug: yardSlug, site: outback },
      })
    ).json<{ doc: { id: number } }>().doc.id
    // The site shows the stock of the dealerships it lists: add the yard.
    const site = (await request(a.port, `/api/sites/${outback}?depth=0`, { token })).json<{
      search: { stockDealerships?: number[] }
    }>()
    await request(a.port, `/api/sites/${outback}`, {
      method: 'PATCH',
      token,
      json: { search: { ...site.search, stockDealerships: [...(site.search.stockDealerships ?? []), yard] } },
    })
    const imported = await request(a.port, `/api/cars/import?dealership=${yardSlug}&format=csv`, {
      token,
      raw: feed,
      headers: { 'content-type': 'text/csv' },
    })
    check(imported.status === 202, `A accepts the feed (HTTP ${imported.status}: ${imported.text.slice(0, 160)})`)
    // The import is a job: any worker runs it; the clock below starts when its report says it is applied.
    const importId = imported.json<{ id: number }>().id
    const applied = await within(
      60_000,
      async () =>
        (await request(a.port, `/api/stock-imports/${importId}?depth=0`, { token })).json<{ status: string }>()
          .status === 'done' || undefined,
      200,
    )
    check(applied.value === true, `the import's job applied it within ${applied.ms} ms`)
    const key = (await request(b.port, '/search-key?for=cars', { host: host(OUTBACK, b.port) })).json<{
      apiKey: string
    }>().apiKey
    // The one search service of the deployment, over HTTP, with the key B hands its browsers.
    const searchPort = Number(cluster.env.SEARCH_PORT)
    const search = async () => {
      const answer = await request(searchPort, '/1/indexes/*/queries', {
        headers: { 'x-algolia-api-key': key, 'x-algolia-application-id': 'local', 'content-type': 'application/json' },
        raw: JSON.stringify({ requests: [{ indexName: 'cars', params: `query=${stocknum}&hitsPerPage=5` }] }),
      })
      return answer
        .json<{ results: { hits: { stocknum: string; slug: string }[] }[] }>()
        .results[0]!.hits.find((h) => h.stocknum === stocknum)
    }
    const found = await within(10_000, search, 50)
    check(
      found.value !== undefined && found.ms <= 2_000,
      `B's search finds the imported car after ${found.ms} ms (limit 2,000)`,
    )
    const slug = found.value?.slug
    const carPage = await within(
      10_000,
      async () => {
        if (!slug) return undefined
        const res = await request(b.port, `/cars/${slug}`, { host: host(OUTBACK, b.port) })
        return res.status === 200 && res.text.includes('Journey') ? true : undefined
      },
      50,
    )
    check(
      carPage.value === true && found.ms + carPage.ms <= 2_000,
      `B's car page shows it ${found.ms + carPage.ms} ms after the import (limit 2,000)`,
    )
  }

  step('an image uploaded on A is served by B')
  {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 16, b: 46 } } })
      .png()
      .toBuffer()
    const form = multipart(
      { alt: 'Cluster image', site: harbour },
      { name: `cluster-${stamp}.png`, type: 'image/png', bytes: png },
    )
    const upload = await request(a.port, '/api/media', {
      token,
      raw: form.raw,
      headers: { 'content-type': form.contentType },
    })
    const doc = upload.status === 201 ? upload.json<{ doc: { filename: string; url: string } }>().doc : undefined
    check(Boolean(doc), `A stores the upload (HTTP ${upload.status}: ${upload.text.slice(0, 160)})`)
    if (doc) {
      const file = await request(b.port, `/api/media/file/${encodeURIComponent(doc.filename)}`, {
        host: host(HARBOUR, b.port),
      })
      check(
        file.status === 200 && file.body.equals(png),
        `B serves the original (HTTP ${file.status}, ${file.body.length} of ${png.length} bytes, same bytes: ${file.body.equals(png)})`,
      )
      const optimised = await request(b.port, `/_next/image?url=${encodeURIComponent(doc.url)}&w=640&q=75`, {
        host: host(HARBOUR, b.port),
      })
      check(
        optimised.status === 200 && /^image\//.test(String(optimised.headers['content-type'])),
        `B's image optimizer serves it (HTTP ${optimised.status}, ${optimised.headers['content-type']})`,
      )
    }
  }

  step('200 leads over A and B: stored once each, delivered exactly once each')
  {
    const receiver = await startWebhookReceiver(receiverPort, cluster.certificate)
    const webhook = await request(a.port, `/api/sites/${metro}`, {
      method: 'PATCH',
      token,
      json: { forms: { leadWebhookUrl: `https://127.0.0.1:${receiverPort}/crm` } },
    })
    check(webhook.status === 200, `Metro's CRM webhook points at the local receiver (HTTP ${webhook.status})`)
    const post = (port: number, n: number) => () =>
      request(port, '/api/leads/submit', {
        host: host(METRO, port),
        headers: { origin: `http://${host(METRO, port)}` },
        json: {
          form: 'contact',
          name: 'Cluster',
          last_name: `Lead ${n}`,
          postcode: '3000',
          phone: freshMobile(),
          email: `cluster-${stamp}-${n}@example.com`,
          message: 'Two servers, one truth.',
        },
      }).catch(() => ({ status: 0, text: '', json: <T>() => ({}) as T }))
    const answers = await inBatches(
      Array.from({ length: 200 }, (_, n) => post(n % 2 === 0 ? a.port : b.port, n)),
      20,
    )
    const ids = answers.filter((r) => r.status === 201).map((r) => r.json<{ lead_id: number }>().lead_id)
    check(ids.length === 200, `${ids.length} of 200 leads answered 201`)
    const [{ n: stored }] = await sql<{ n: string }>(`select count(*) as n from leads where email like $1`, [
      `cluster-${stamp}-%`,
    ])
    check(
      Number(stored) === 200 && new Set(ids).size === 200,
      `${stored} leads stored, ${new Set(ids).size} distinct ids`,
    )
    const delivered = await within(
      180_000,
      async () => (ids.every((id) => receiver.deliveries.has(id)) ? true : undefined),
      500,
    )
    const twice = ids.filter((id) => (receiver.deliveries.get(id) ?? 0) > 1)
    check(
      delivered.value === true && twice.length === 0,
      `all 200 delivered to the CRM after ${(delivered.ms / 1000).toFixed(1)} s, ${twice.length} delivered more than once`,
    )
    await receiver.close()
  }

  step('a rolling restart of A and B behind a round-robin proxy under load: 0 failed requests, every lead once (40.1)')
  {
    const rollingReceiverPort = await freePort()
    const receiver = await startWebhookReceiver(rollingReceiverPort, cluster.certificate)
    await request(a.port, `/api/sites/${metro}`, {
      method: 'PATCH',
      token,
      json: { forms: { leadWebhookUrl: `https://127.0.0.1:${rollingReceiverPort}/crm` } },
    })
    const proxy = await startRoundRobinProxy([a.port, b.port])
    const failures: string[] = []
    const leadIds: number[] = []
    let pages = 0
    let leads = 0
    let loading = true
    const pagePaths = ['/', '/search/used-cars?make=Toyota', '/search?body=SUV', '/special-offers', '/search']
    const pageLoader = async (k: number) => {
      for (let i = k; loading; i++) {
        const path = pagePaths[i % pagePaths.length]!
        const res = await request(proxy.port, path, { host: host(HARBOUR, proxy.port), timeoutMs: 30_000 }).catch(
          (error: Error) => ({ status: 0, text: error.message }),
        )
        pages += 1
        if (res.status !== 200) failures.push(`GET ${path}: ${res.status} ${res.text.slice(0, 80)}`)
      }
    }
    const leadPoster = async () => {
      while (loading) {
        const n = leads++
        const res = await request(proxy.port, '/api/leads/submit', {
          host: host(METRO, proxy.port),
          headers: { origin: `http://${host(METRO, proxy.port)}` },
          json: {
            form: 'contact',
            name: 'Rolling',
            last_name: `Restart ${n}`,
            postcode: '3000',
            phone: freshMobile(),
            email: `rolling-${stamp}-${n}@example.com`,
            message: 'Posted while the servers restart one by one.',
          },
          timeoutMs: 30_000,
        }).catch((error: Error) => ({ status: 0, text: error.message, json: <T>() => ({}) as T }))
        if (res.status === 201) leadIds.push(res.json<{ lead_id: number }>().lead_id)
        else failures.push(`POST lead ${n}: ${res.status} ${res.text.slice(0, 80)}`)
        // A shopper's pace, not a flood: about four leads a second, each delivered by the jobs afterwards.
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
    }
    const load = Promise.all([pageLoader(0), pageLoader(1), pageLoader(2), leadPoster()])
    await new Promise((resolve) => setTimeout(resolve, 2_000))

    // One server at a time, as compose or Kubernetes does: SIGTERM, wait for its exit, start the new one, wait until
    // the proxy sees it ready, then the next. A poller on each stopping server's own port records what it answered.
    const restarted: Record<string, typeof a> = {}
    for (const old of [a, b]) {
      const readyAnswers: number[] = []
      let exited = false
      const exit = new Promise<number | null>((resolve) => old.process.once('exit', (code) => resolve(code)))
      const poller = (async () => {
        while (!exited) {
          const res = await request(old.port, '/api/ready', { timeoutMs: 2_000 }).catch(() => ({ status: 0 }))
          if (!exited) readyAnswers.push(res.status)
          await new Promise((resolve) => setTimeout(resolve, 50))
        }
      })()
      const stopAt = Date.now()
      old.process.kill('SIGTERM')
      const code = await exit
      exited = true
      await poller
      const stoppedMs = Date.now() - stopAt
      const unready = readyAnswers.indexOf(503)
      check(
        code === 0 && unready >= 0 && !readyAnswers.slice(unready).includes(200),
        `${old.name} answered /api/ready 503 after SIGTERM before it stopped (answers: ${[...new Set(readyAnswers)].join(', ')}), exit ${code} after ${(stoppedMs / 1000).toFixed(1)} s`,
      )
      const fresh = await cluster.startServer(old.name, old.port, { JOBS_WORKER: '1' })
      const back = await within(60_000, async () =>
        proxy.upstreams.find((u) => u.port === old.port)?.healthy ? true : undefined,
      )
      check(
        back.value === true,
        `the new ${old.name} is ready behind the proxy ${(back.ms / 1000).toFixed(1)} s after it answered`,
      )
      restarted[old.name] = fresh
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    loading = false
    await load
    a = restarted.A!
    b = restarted.B!
    check(
      failures.length === 0 && pages > 0 && leadIds.length > 0,
      `${pages} pages and ${leads} leads through the proxy during the rolling restart, ${failures.length} failed` +
        (failures.length ? `: ${failures.slice(0, 5).join(' | ')}` : '') +
        ` (connections refused and retried by the proxy: ${proxy.retried()})`,
    )
    await proxy.close()
    const rows = await sql<{ id: number }>(`select id from leads where email like $1`, [`rolling-${stamp}-%`])
    check(
      rows.length === leadIds.length && new Set(leadIds).size === leadIds.length,
      `${rows.length} leads stored for ${leadIds.length} answered 201 (each once)`,
    )
    const delivered = await within(
      240_000,
      async () => (leadIds.every((id) => receiver.deliveries.has(id)) ? true : undefined),
      500,
    )
    const twice = leadIds.filter((id) => (receiver.deliveries.get(id) ?? 0) > 1)
    const arrived = leadIds.filter((id) => receiver.deliveries.has(id)).length
    check(
      delivered.value === true && twice.length === 0,
      `${arrived} of ${leadIds.length} delivered to the CRM after ${(delivered.ms / 1000).toFixed(1)} s, ${twice.length} more than once`,
    )
    await receiver.close()
  }

  step('10 simultaneous reservations of one car over A and B make exactly one hold')
  {
    const car = (
      await request(
        a.port,
        `/api/cars?where[site][equals]=${metro}&where[status][equals]=in_stock&where[reserved][not_equals]=true&where[car_type][equals]=used&limit=1&depth=0&sort=-id`,
        { token },
      )
    ).json<{ docs: { id: number }[] }>().docs[0]!
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) => {
        const port = n % 2 === 0 ? a.port : b.port
        return request(port, '/api/reservations', {
          host: host(METRO, port),
          localAddress: `127.0.${10 + n}.${20 + n}`,
          headers: { origin: `http://${host(METRO, port)}` },
          json: {
            car_id: car.id,
            name: `Cluster Shopper ${n}`,
            email: `hold-${stamp}-${n}@example.com`,
            phone_number: freshMobile(),
          },
        })
      }),
    )
    const made = answers.filter((r) => r.status === 201).length
    const errors = answers.filter((r) => r.status >= 500).length
    const [{ n: live }] = await sql<{ n: string }>(
      `select count(*) as n from reservations where car_id = $1 and status in ('awaiting_payment', 'held', 'confirmed')`,
      [car.id],
    )
    check(
      made === 1 && Number(live) === 1 && errors === 0,
      `${made} hold answered 201, ${live} live in the database, ${errors} 5xx (statuses ${answers.map((r) => r.status).join(' ')})`,
    )
  }

  step('with Redis stopped, both servers still serve pages with no 5xx')
  {
    await cluster.stopRedis()
    const paths = ['/', '/search', '/special-offers', '/search/used-cars', '/contact-us']
    const statuses: number[] = []
    for (const server of [a, b])
      for (const p of paths)
        statuses.push(
          (
            await request(server.port, p, { host: host(HARBOUR, server.port), timeoutMs: 20_000 }).catch(() => ({
              status: 0,
            }))
          ).status,
        )
    check(
      statuses.every((s) => s === 200),
      `${statuses.filter((s) => s === 200).length} of ${statuses.length} pages answered 200 without Redis (${statuses.join(' ')})`,
    )
    await cluster.startRedis()
  }

  step('A killed with SIGKILL in the middle of traffic: no lead answered 2xx is lost, B keeps serving')
  {
    const accepted: number[] = []
    const errors: number[] = []
    let n = 0
    const until = Date.now() + 6_000
    const sender = async (port: number) => {
      while (Date.now() < until) {
        const i = n++
        const res = await request(port, '/api/leads/submit', {
          host: host(METRO, port),
          headers: { origin: `http://${host(METRO, port)}` },
          json: {
            form: 'contact',
            name: 'Kill',
            last_name: `Test ${i}`,
            postcode: '3000',
            phone: freshMobile(),
            email: `kill-${stamp}-${i}@example.com`,
            message: 'Mid-traffic.',
          },
          timeoutMs: 10_000,
        }).catch(() => undefined)
        if (res && res.status >= 200 && res.status < 300) accepted.push(res.json<{ lead_id: number }>().lead_id)
        else if (port === b.port && (!res || res.status >= 500)) errors.push(res?.status ?? 0)
      }
    }
    const killer = new Promise<void>((resolve) => setTimeout(() => (a.process.kill('SIGKILL'), resolve()), 2_000))
    await Promise.all([sender(a.port), sender(a.port), sender(b.port), sender(b.port), killer])
    const rows = await sql<{ id: number }>(`select id from leads where id = any($1::int[])`, [accepted])
    check(
      accepted.length > 0 && rows.length === accepted.length,
      `${rows.length} of ${accepted.length} leads answered 2xx are stored after A was killed`,
    )
    const home = await request(b.port, '/', { host: host(HARBOUR, b.port) })
    check(
      errors.length === 0 && home.status === 200,
      `B answered every lead without a 5xx (${errors.length} failures) and serves pages afterwards (HTTP ${home.status})`,
    )
  }

  step('a backup restores into an empty database and bucket, and the sites render with their images there')
  {
    // Issue 28: `npm run backup` of this deployment (Postgres + the S3 bucket), `npm run restore` into a new database
    // and a new bucket, then a server on the restored copy only.
    const backupDir = `${cluster.dir}/backup-${stamp}`
    const restoredDb = `restored_${stamp}`
    const restoredUrl = cluster.databaseUrl.replace(/\/[^/]+$/, `/${restoredDb}`)
    // The new database's own address for the restore (never the pooler's) and for the server reading it.
    const restoredEnv = { DATABASE_URL: restoredUrl, DATABASE_DIRECT_URL: restoredUrl, S3_BUCKET: `restored-${stamp}` }
    const backup = await cluster.runScript('scripts/backup.ts', ['--out', backupDir])
    check(backup.status === 0, `npm run backup: ${backup.out.trim().split('\n').at(-1)}`)
    await sql(`create database ${restoredDb}`)
    const restore = await cluster.runScript('scripts/restore.ts', [backupDir], restoredEnv)
    check(restore.status === 0, `npm run restore: ${restore.out.trim().split('\n').at(-1)}`)
    const count = async (url: string) => {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      try {
        const { rows } = await client.query<{ n: string }>(
          `select (select count(*) from cars) || '/' || (select count(*) from leads) || '/' || (select count(*) from media) as n`,
        )
        return rows[0]!.n
      } finally {
        await client.end()
      }
    }
    const [original, restored] = [await count(cluster.databaseUrl), await count(restoredUrl)]
    check(original === restored, `cars/leads/media: ${original} in the deployment, ${restored} restored`)
    // Its own cache: with the deployment's Redis it could answer from pages A and B cached.
    const r = await cluster.startServer('R', await freePort(), { ...restoredEnv, REDIS_URL: '', JOBS_WORKER: '0' })
    const home = await request(r.port, '/', { host: host(HARBOUR, r.port) })
    // Images are in the page as /_next/image?url=%2Fapi%2Fmedia%2Ffile%2F… (the optimizer) or as the file itself.
    const image = /\/api\/media\/file\/[^"'&?\s]+/.exec(home.text.replaceAll('%2F', '/'))?.[0]
    const file = image ? await request(r.port, image, { host: host(HARBOUR, r.port) }) : undefined
    check(
      home.status === 200 && home.text.includes('Harbour') && file?.status === 200,
      `the restored copy renders Harbour's home (HTTP ${home.status}) and serves its image ${image} from the new bucket ` +
        `(HTTP ${file?.status}, ${file?.headers['content-type']})`,
    )
    check(
      Boolean(file?.headers['content-type']?.startsWith('image/')),
      `the restored image keeps its type (${file?.headers['content-type']})`,
    )
  }

  step('the servers ran every step above through PgBouncer in transaction pool mode (40.4)')
  {
    const bouncer = cluster.pgbouncer!
    const admin = new pg.Client({ connectionString: bouncer.url.replace(/\/[^/]+$/, '/pgbouncer') })
    await admin.connect()
    try {
      const mode = (await admin.query<{ key: string; value: string }>('SHOW CONFIG')).rows.find(
        (row) => row.key === 'pool_mode',
      )?.value
      const stats = (
        await admin.query<{ database: string; total_xact_count: string; total_query_count: string }>('SHOW STATS')
      ).rows.find((row) => row.database === 'dealer_platform')
      const clients = (await admin.query<{ database: string }>('SHOW CLIENTS')).rows.filter(
        (row) => row.database === 'dealer_platform',
      ).length
      check(
        mode === 'transaction' && Number(stats?.total_xact_count ?? 0) > 1_000 && clients > 0,
        `PgBouncer pool_mode=${mode}: ${stats?.total_xact_count} transactions and ${stats?.total_query_count} queries ` +
          `of the app servers went through it; ${clients} client connections now`,
      )
    } finally {
      await admin.end()
    }
  }

  step('no connection idle in a transaction for more than 5 s')
  {
    await new Promise((r) => setTimeout(r, 6_000))
    const stuck = await sql<{ pid: number; state: string; query: string }>(
      `select pid, state, left(query, 120) as query from pg_stat_activity where state like 'idle in transaction%' and now() - state_change > interval '5 seconds'`,
    )
    check(
      stuck.length === 0,
      `${stuck.length} connections idle in a transaction for more than 5 s${stuck.length ? `: ${JSON.stringify(stuck)}` : ''}`,
    )
  }
}

main()
  .catch((error: unknown) =>
    check(false, `the cluster run stopped: ${error instanceof Error ? error.stack : String(error)}`),
  )
  .finally(async () => {
    if (cluster) {
      console.log(`\nlogs: ${cluster.dir}/{A,B,cluster}.log`)
      await cluster.stop()
    }
    finish()
  })
