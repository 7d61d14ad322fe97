import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

// Issue 38.6: "`npm run backup` writes password hashes, shopper phones and leads world-readable (0644 in a 0755
// folder)". The script as an operator runs it (umask 022), against the suite's seeded database and media on disk.
const root = path.resolve(import.meta.dirname, '../../..')
let work: string

beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-private-'))
})
afterAll(() => fs.rmSync(work, { recursive: true, force: true }))

/** Every directory and file under `dir` with its permission bits. */
function modesUnder(dir: string): Array<{ file: string; directory: boolean; mode: number }> {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    const mode = fs.statSync(file).mode & 0o777
    return entry.isDirectory()
      ? [{ file, directory: true, mode }, ...modesUnder(file)]
      : [{ file, directory: false, mode }]
  })
}

describe('npm run backup', { timeout: 240_000 }, () => {
  it('"backups are 0600 in a 0700 folder": the dump of users, shoppers and leads and the copied media', () => {
    const out = path.join(work, 'backups', 'today')
    // As an operator's shell runs it: umask 022 (files 0644, folders 0755 unless the script says otherwise).
    const result = spawnSync(
      'sh',
      ['-c', `umask 022 && exec "$0" --import tsx scripts/backup.ts --out "$1"`, process.execPath, out],
      {
        cwd: root,
        env: { ...process.env, DATABASE_URL: inject('databaseUrl'), DISABLE_JOB_AUTORUN: '1' },
        encoding: 'utf8',
        timeout: 200_000,
      },
    )
    expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0)
    expect(fs.statSync(out).mode & 0o777).toBe(0o700)
    const entries = modesUnder(out)
    // The tables that hold secrets and personal data are there, and media files were copied.
    const names = entries.map((e) => path.relative(out, e.file))
    for (const table of ['users', 'shopper_sessions', 'leads'])
      expect(names).toContain(path.join('db', `${table}.jsonl`))
    expect(names.some((name) => name.startsWith(path.join('files', 'media') + path.sep))).toBe(true)
    const open = entries.filter((e) => e.mode !== (e.directory ? 0o700 : 0o600))
    expect(open.map((e) => `${path.relative(out, e.file)} ${e.mode.toString(8)}`)).toEqual([])
  })
})
