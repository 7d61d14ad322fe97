import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createPrivateDirectory, makeTreePrivate } from '../../../src/backup/privateBackup'

const modeOf = (file: string) => fs.statSync(file).mode & 0o777

let work: string
beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'private-backup-'))
})
afterEach(() => fs.rmSync(work, { recursive: true, force: true }))

describe('issue 38.6: backups are 0600 in a 0700 folder', () => {
  it('the backup folder is 0700 before anything is written, new or given empty, under a umask of 022', () => {
    const previous = process.umask(0o022)
    try {
      const fresh = path.join(work, 'backups', '2026-12-07T05-00-00')
      createPrivateDirectory(fresh)
      expect(modeOf(fresh)).toBe(0o700)
      const given = path.join(work, 'given')
      fs.mkdirSync(given, { mode: 0o755 })
      createPrivateDirectory(given)
      expect(modeOf(given)).toBe(0o700)
    } finally {
      process.umask(previous)
    }
  })

  it('every file and folder of a written backup (copied media 0644 in 0755 folders) becomes 0600 / 0700', () => {
    const backup = path.join(work, 'backup')
    fs.mkdirSync(path.join(backup, 'files', 'media', 'sizes'), { recursive: true, mode: 0o755 })
    fs.mkdirSync(path.join(backup, 'db'), { mode: 0o755 })
    for (const dir of [backup, path.join(backup, 'files'), path.join(backup, 'files', 'media', 'sizes')])
      fs.chmodSync(dir, 0o755)
    const files = [
      path.join(backup, 'db', 'users.jsonl'),
      path.join(backup, 'manifest.json'),
      path.join(backup, 'files', 'media', 'sizes', 'car-400.webp'),
    ]
    for (const file of files) fs.writeFileSync(file, 'x', { mode: 0o644 })
    fs.symlinkSync(files[0]!, path.join(backup, 'link'))
    makeTreePrivate(backup)
    for (const file of files) expect(modeOf(file), file).toBe(0o600)
    for (const dir of [backup, path.join(backup, 'db'), path.join(backup, 'files', 'media', 'sizes')])
      expect(modeOf(dir), dir).toBe(0o700)
  })
})
