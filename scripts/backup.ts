/**
 * `npm run backup [-- --out DIR]`: the deployment's database (every table, one consistent snapshot) and files (media
 * and stock feeds, on disk or in the S3 bucket) into DIR, default `backups/{time}`. DATABASE_DIRECT_URL (the database
 * itself, when DATABASE_URL is a pooler's) or else DATABASE_URL names the database; both unset, the embedded one of a running `npm start`. The search index is not in it: it is rebuilt from the database
 * (`npm run reindex`). Restore with `npm run restore -- DIR` (docs/deployment.md "Backups"). The backup is readable by
 * the account that ran it only: files 0600 in directories 0700 (src/backup/privateBackup.ts).
 */
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { appliedMigrations, dumpDatabase } from '../src/backup/databaseBackup'
import { backupFiles } from '../src/backup/fileBackup'
import { createPrivateDirectory, makeTreePrivate } from '../src/backup/privateBackup'
import type { BackupManifest } from '../src/backup/manifest'

const outIndex = process.argv.indexOf('--out')
const createdAt = new Date().toISOString()
const dir = path.resolve(
  outIndex > 0 ? process.argv[outIndex + 1]! : path.join('backups', createdAt.replaceAll(':', '-').slice(0, 19)),
)
// One consistent snapshot is one long transaction: on the database itself, not through a pooler.
const databaseUrl =
  process.env.DATABASE_DIRECT_URL ??
  process.env.DATABASE_URL ??
  `postgres://postgres:postgres@127.0.0.1:${process.env.EMBEDDED_PG_PORT ?? 54329}/dealer_platform`

if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) {
  console.error(`${dir} is not empty: a backup goes into a new directory.`)
  process.exit(2)
}
// Private from the first byte (password hashes, shoppers' phones, leads): new files 0600, new directories 0700.
process.umask(0o077)
createPrivateDirectory(dir)
const client = new pg.Client({ connectionString: databaseUrl })
await client.connect()
try {
  const started = Date.now()
  const migrations = await appliedMigrations(client)
  const tables = await dumpDatabase(client, path.join(dir, 'db'))
  const files = await backupFiles(process.env, path.join(dir, 'files'))
  const manifest: BackupManifest = {
    format: 1,
    createdAt,
    migrations,
    tables,
    files: { storage: files.storage, count: files.files },
  }
  fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest, null, 2))
  makeTreePrivate(dir)
  const rows = tables.reduce((sum, t) => sum + t.rows, 0)
  console.log(
    `backup: ${tables.length} tables, ${rows} rows, ${files.files} files (${files.storage}) in ${dir} ` +
      `(${((Date.now() - started) / 1000).toFixed(1)} s)`,
  )
} finally {
  await client.end()
}
