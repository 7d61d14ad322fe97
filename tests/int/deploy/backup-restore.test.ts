import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

// Issue 28: nothing dumped or restored a deployment. `npm run backup` and `npm run restore` as an operator runs them,
// against the suite's seeded database and media on disk, into a new empty database and media directory.
const root = path.resolve(import.meta.dirname, '../../..')
let work: string
let sourceUrl: string
let targetUrl: string
const targetDb = `restore_${process.pid}`

function npm(script: string, args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
    cwd: root,
    env: { ...process.env, ...env, DISABLE_JOB_AUTORUN: '1' },
    encoding: 'utf8',
    timeout: 240_000,
  })
  return { status: result.status, out: `${result.stdout}\n${result.stderr}` }
}

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query<T>(text)).rows
  } finally {
    await client.end()
  }
}

const counts = (url: string) =>
  query<{ t: string; n: string }>(
    url,
    `SELECT 'sites' t, count(*)::text n FROM sites UNION ALL SELECT 'cars', count(*)::text FROM cars
     UNION ALL SELECT 'users', count(*)::text FROM users UNION ALL SELECT 'media', count(*)::text FROM media
     UNION ALL SELECT 'pages', count(*)::text FROM pages ORDER BY 1`,
  )

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-restore-'))
  sourceUrl = inject('databaseUrl')
  targetUrl = sourceUrl.replace(/\/[^/]+$/, `/${targetDb}`)
  await query(sourceUrl, `CREATE DATABASE ${targetDb}`)
})

afterAll(async () => {
  await query(sourceUrl, `DROP DATABASE IF EXISTS ${targetDb} WITH (FORCE)`).catch(() => undefined)
  fs.rmSync(work, { recursive: true, force: true })
})

// Each step starts its own process (Payload, migrations): minutes on a loaded two-core machine.
describe('npm run backup / npm run restore', { timeout: 300_000 }, () => {
  it('restores the database and the media into an empty database and directory, ids and files intact', async () => {
    const mediaDir = process.env.MEDIA_DIR!
    const backup = npm('backup', ['--out', path.join(work, 'backup')], { DATABASE_URL: sourceUrl, MEDIA_DIR: mediaDir })
    expect(backup.status, backup.out).toBe(0)
    expect(backup.out).toMatch(/backup: \d+ tables, \d+ rows, \d+ files \(disk\)/)

    const restoredMedia = path.join(work, 'restored-media')
    const restore = npm('restore', [path.join(work, 'backup')], {
      DATABASE_URL: targetUrl,
      MEDIA_DIR: restoredMedia,
      FEEDS_DIR: path.join(work, 'restored-feeds'),
    })
    expect(restore.status, restore.out).toBe(0)

    expect(await counts(targetUrl)).toEqual(await counts(sourceUrl))
    // The same rows, not only as many: every car's id, slug, price and site.
    const cars = `SELECT id, slug, price, site_id FROM cars ORDER BY id`
    expect(await query(targetUrl, cars)).toEqual(await query(sourceUrl, cars))
    // Every media document's file is there, byte for byte.
    const files = await query<{ filename: string }>(targetUrl, `SELECT filename FROM media WHERE filename IS NOT NULL`)
    expect(files.length).toBeGreaterThan(0)
    for (const { filename } of files)
      expect(
        fs.readFileSync(path.join(restoredMedia, filename)).equals(fs.readFileSync(path.join(mediaDir, filename))),
      ).toBe(true)
    // New rows continue after the restored ids.
    const [{ max }] = await query<{ max: number }>(targetUrl, `SELECT max(id) AS max FROM cars`)
    const [{ next }] = await query<{ next: string }>(
      targetUrl,
      `SELECT nextval(pg_get_serial_sequence('cars', 'id'))::text AS next`,
    )
    expect(Number(next)).toBeGreaterThan(max)
  })

  it('refuses to restore into a database that already has content, and changes nothing', async () => {
    const before = await counts(targetUrl)
    const again = npm('restore', [path.join(work, 'backup')], {
      DATABASE_URL: targetUrl,
      MEDIA_DIR: path.join(work, 'other-media'),
    })
    expect(again.status).not.toBe(0)
    expect(again.out).toMatch(/not empty/)
    expect(await counts(targetUrl)).toEqual(before)
  })
})
