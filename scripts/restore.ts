/**
 * `npm run restore -- DIR`: a backup made by `npm run backup` into an EMPTY database (DATABASE_DIRECT_URL when
 * set, else DATABASE_URL: set it to the new database's own address, never a pooler's) and storage
 * (MEDIA_DIR/FEEDS_DIR, or the S3 bucket of S3_*). Applies the committed migrations first, refuses a database with
 * content or with other migrations than the backup's, and loads every table in one transaction (all or nothing).
 * Needs a database user that may set session_replication_role (the owner in the stack's Postgres; on a managed
 * service its admin role). Then start the servers; the next migrate step rebuilds the search index if it is empty
 * (or run `npm run reindex`).
 */
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { restoreDatabase } from '../src/backup/databaseBackup'
import { restoreFiles } from '../src/backup/fileBackup'
import { readManifest } from '../src/backup/manifest'
import { useDirectDatabaseUrl } from '../src/config/env'

const dir = path.resolve(process.argv[2] ?? '')
if (!process.argv[2] || !fs.existsSync(path.join(dir, 'manifest.json'))) {
  console.error('Usage: npm run restore -- DIR (a directory made by npm run backup, with its manifest.json)')
  process.exit(2)
}
useDirectDatabaseUrl()
if (!process.env.DATABASE_URL) {
  console.error('DATABASE_URL (or DATABASE_DIRECT_URL) is required: the empty database to restore into.')
  process.exit(2)
}
const manifest = readManifest(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8'))
process.env.DISABLE_JOB_AUTORUN ??= '1'
const started = Date.now()
// The schema comes from this release's migrations, exactly as a new deployment gets it.
const { default: config } = await import('../payload.config')
const { getPayload } = await import('payload')
const { applyCommittedMigrations } = await import('./lib/committedMigrations')
const payload = await getPayload({ config })
await applyCommittedMigrations(payload)

const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
await client.connect()
try {
  const tables = await restoreDatabase(client, path.join(dir, 'db'), manifest)
  const files = await restoreFiles(process.env, path.join(dir, 'files'), manifest.files.storage)
  const rows = tables.reduce((sum, t) => sum + t.rows, 0)
  console.log(
    `restore: ${tables.length} tables, ${rows} rows, ${files} files from ${dir} ` +
      `(backup of ${manifest.createdAt}; ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  )
} catch (error) {
  console.error(
    `restore: failed, nothing of the database was changed: ${error instanceof Error ? error.message : error}`,
  )
  process.exitCode = 1
} finally {
  await client.end()
}
process.exit()
