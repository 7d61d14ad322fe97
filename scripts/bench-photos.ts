/**
 * `npm run bench:photos` (issue 39.3): a 1,500-car feed with 10 photos each, every photo a distinct JPEG on a local
 * photo server (1024×768, as DMS photos are), imported through the stock import job and then copied by the feed
 * photo job (src/photos/feedPhotoJob.ts: outbound guard, hash, media with its sharp sizes on disk) on a throwaway
 * embedded Postgres and search service, migrated and seeded like `npm start`. Prints photos/s, the time from the
 * applied import until every photo is stored, the bytes fetched and stored, and this process's peak memory (VmHWM;
 * the photo server runs in it too, serving prepared bytes). Then a second run over the same feed (nothing changed:
 * conditional requests). BENCH_PHOTO_CARS and BENCH_PHOTOS_PER_CAR resize it; BENCH_PHOTO_CONCURRENCY sets the job's
 * concurrency (default: the job's).
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import sharp from 'sharp'
import { startEmbeddedPostgres } from '../src/lib/embeddedPostgres'
import { verdicts } from './lib/verdicts'

const CARS = Number(process.env.BENCH_PHOTO_CARS ?? 1_500)
const PER_CAR = Number(process.env.BENCH_PHOTOS_PER_CAR ?? 10)
const CONCURRENCY = process.env.BENCH_PHOTO_CONCURRENCY ? Number(process.env.BENCH_PHOTO_CONCURRENCY) : undefined
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 54381)
const SEARCH_PORT = Number(process.env.BENCH_SEARCH_PORT ?? 7781)
const dataDir = path.resolve(`.data/bench-photos-${PG_PORT}`)
const { check, finish } = verdicts()

const peakMb = (): number => {
  const line = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync('/proc/self/status', 'utf8'))
  return line ? Number(line[1]) / 1024 : 0
}

const dirBytes = (dir: string): number =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
        const full = path.join(dir, entry.name)
        return sum + (entry.isDirectory() ? dirBytes(full) : fs.statSync(full).size)
      }, 0)
    : 0

/** A JPEG made distinct by a comment segment after its start marker: same pixels, its own bytes and hash. */
const distinct = (base: Buffer, n: number): Buffer => {
  const text = Buffer.from(`bench photo ${n}`)
  const segment = Buffer.alloc(4 + text.length)
  segment.writeUInt16BE(0xfffe, 0)
  segment.writeUInt16BE(2 + text.length, 2)
  text.copy(segment, 4)
  return Buffer.concat([base.subarray(0, 2), segment, base.subarray(2)])
}

async function main(): Promise<void> {
  fs.rmSync(dataDir, { recursive: true, force: true })
  const pg = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg'), port: PG_PORT, database: 'bench_photos' })
  const mediaDir = path.join(dataDir, 'media')
  Object.assign(process.env, {
    DATABASE_URL: pg.url,
    PAYLOAD_SECRET: 'bench-photos-secret',
    SEARCH_ADMIN_KEY: 'bench-admin-key',
    SEARCH_SEARCH_KEY: 'bench-search-key',
    SEARCH_PORT: String(SEARCH_PORT),
    SEARCH_DATA_DIR: path.join(dataDir, 'search'),
    DISABLE_JOB_AUTORUN: '1',
    SEED_STOCK_PER_SITE: '40',
    MEDIA_DIR: mediaDir,
    OUTBOUND_ALLOWED_HOSTS: '127.0.0.1',
  })
  const search = spawn(process.execPath, ['--import', 'tsx', 'src/search-service/main.ts'], {
    env: { ...process.env, SEARCH_EXIT_WITH_PARENT: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve) =>
    search.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('listening on') && resolve()),
  )
  // Eight looks of a 1024×768 photo with grain (a realistic JPEG size), each served under many distinct bytes.
  const looks = await Promise.all(
    Array.from({ length: 8 }, (_, i) =>
      sharp({
        create: {
          width: 1024,
          height: 768,
          channels: 3,
          background: { r: 40 + i * 25, g: 90, b: 200 - i * 20 },
          noise: { type: 'gaussian', mean: 120, sigma: 18 },
        },
      })
        .jpeg({ quality: 78 })
        .toBuffer(),
    ),
  )
  let served = 0
  let servedBytes = 0
  const server = http.createServer((req, res) => {
    const match = /^\/p\/(\d+)\.jpg$/.exec(req.url ?? '')
    if (!match) return void res.writeHead(404).end()
    const n = Number(match[1])
    const etag = `"p${n}"`
    if (req.headers['if-none-match'] === etag) return void res.writeHead(304).end()
    const bytes = distinct(looks[n % looks.length]!, n)
    served++
    servedBytes += bytes.length
    res.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': bytes.length, ETag: etag }).end(bytes)
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  try {
    console.log('Migrating and seeding a throwaway database…')
    const prepared = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/prepare-db.ts', '--demo'], {
      env: process.env,
      stdio: 'ignore',
    })
    if (prepared.status !== 0) throw new Error('prepare-db failed')
    const { default: config } = await import('../payload.config')
    const { getPayload } = await import('payload')
    const { runStockImport } = await import('../src/stock/stockImportJob')
    const { storeFeedPhotos } = await import('../src/photos/feedPhotoJob')
    const payload = await getPayload({ config })
    const site = (await payload.find({ collection: 'sites', where: { slug: { equals: 'metro-used-cars' } } })).docs[0]!
    const dealership = await payload.create({
      collection: 'dealerships',
      data: { site: site.id, name: 'Bench Photo Yard', slug: 'bench-photo-yard' },
    })
    const rows = Array.from({ length: CARS }, (_, i) => {
      const photos = Array.from({ length: PER_CAR }, (_, p) => `${base}/p/${i * PER_CAR + p}.jpg`).join('|')
      return `BP${String(i + 1).padStart(5, '0')},Toyota,Corolla,${2014 + (i % 12)},"$${19_990 + i}",${i * 97},Used,Available,${photos}`
    })
    const csv = ['StockNo,Make,Model,Year,Price,Odometer,Condition,Status,Photos', ...rows].join('\n') + '\n'
    const doc = await payload.create({
      collection: 'stock-imports',
      data: { dealership: dealership.id, applyWhenSafe: true } as never,
      file: { data: Buffer.from(csv), name: 'bench-photos.csv', mimetype: 'text/csv', size: Buffer.byteLength(csv) },
      context: { runInline: true },
    })
    let status = await runStockImport(payload, doc.id, 'plan')
    if (status === 'preview' || status === 'confirm') status = await runStockImport(payload, doc.id, 'apply')
    check(status === 'done', `the ${CARS}-car import is applied (${status})`)
    const total = CARS * PER_CAR

    for (const round of ['first run (every photo new)', 'next import (nothing changed)'] as const) {
      const servedBefore = served
      const bytesBefore = servedBytes
      const started = performance.now()
      // As the job does: a run stops starting photos at its budget (3 min) and the next run goes on.
      let runs = 0
      let report: Awaited<ReturnType<typeof storeFeedPhotos>>
      do {
        runs++
        report = await storeFeedPhotos(
          payload,
          { siteId: site.id, dealershipId: dealership.id, importId: doc.id },
          CONCURRENCY ? { concurrency: CONCURRENCY } : {},
        )
      } while (report.status === 'running' && runs < 50)
      const seconds = (performance.now() - started) / 1000
      const stored = dirBytes(mediaDir)
      console.log(`\n${round}: ${CARS.toLocaleString('en-AU')} cars × ${PER_CAR} photos, ${runs} job run(s)`)
      console.log(
        `  ${report.stored.toLocaleString('en-AU')} of ${total.toLocaleString('en-AU')} stored in ${seconds.toFixed(1)} s ` +
          `(${(total / seconds).toFixed(1)} photos/s); ${(served - servedBefore).toLocaleString('en-AU')} downloaded, ` +
          `${((servedBytes - bytesBefore) / 1e6).toFixed(1)} MB fetched; media on disk ${(stored / 1e6).toFixed(1)} MB ` +
          `(originals and sizes); peak memory ${peakMb().toFixed(0)} MB`,
      )
      check(report.stored === total && report.failed === 0, `${round}: every photo stored (${report.stored}/${total})`)
    }
    const bounded = (work: Promise<unknown>) => Promise.race([work, new Promise((r) => setTimeout(r, 5_000))])
    await bounded(Promise.resolve((payload.db as unknown as { pool?: { end(): Promise<void> } }).pool?.end()))
    await bounded(payload.destroy())
  } finally {
    server.close()
    search.kill('SIGTERM')
    await Promise.race([pg.stop(), new Promise((r) => setTimeout(r, 10_000))])
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

main().then(finish, (error: unknown) => {
  console.error(error)
  process.exit(1)
})
