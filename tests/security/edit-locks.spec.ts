import { expect, test } from '@playwright/test'
import {
  ADMIN,
  EDITOR_A,
  EDITOR_B,
  login,
  originOf,
  send,
  SITE_A,
  SITE_ADMIN_A,
  SITE_ADMIN_B,
  SITE_B,
  siteIdOf,
} from './http'

/**
 * Edit locks ("X is editing this document", Payload's `payload-locked-documents`) across dealers. Payload gives the
 * collection to any signed-in user: Harbour Toyota's editor could list who edits what at every dealer, and lock a
 * document of Metro Used Cars, whose REST saves then fail with 423 while the lock is renewed. Staff now see and take
 * over the locks of their own sites' staff and lock only documents they may update, in their own name
 * (collections/access/lockedDocuments.ts).
 */

const LOCKS = '/api/payload-locked-documents'
type Lock = { id: number; document: { relationTo: string; value: number | { id: number } } }

const write = async (email: string, method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown) =>
  send(path, { method, body, token: await login(email), headers: { origin: originOf() } })

async function userIdOf(email: string): Promise<number> {
  const answer = await send('/api/users/me', { token: await login(email) })
  return (answer.json() as { user: { id: number } }).user.id
}

async function navigationOf(site: string): Promise<number> {
  const answer = await send(`/api/navigation?where[site][equals]=${await siteIdOf(site)}&depth=0&limit=1`, {
    token: await login(ADMIN),
  })
  return (answer.json() as { docs: { id: number }[] }).docs[0]!.id
}

const lockOf = async (email: string, navigation: number) =>
  write(email, 'POST', LOCKS, {
    document: { relationTo: 'navigation', value: navigation },
    user: { relationTo: 'users', value: await userIdOf(email) },
  })

async function locksSeenBy(email: string, navigation: number): Promise<Lock[]> {
  const answer = await send(`${LOCKS}?where[document.value][equals]=${navigation}&depth=0&limit=100`, {
    token: await login(email),
  })
  expect([200, 403]).toContain(answer.status)
  return answer.status === 200 ? (answer.json() as { docs: Lock[] }).docs : []
}

/** Every lock on the navigation removed by the platform admin (a test's leftovers would block later saves). */
async function clearLocks(navigation: number) {
  for (const lock of await locksSeenBy(ADMIN, navigation)) await write(ADMIN, 'DELETE', `${LOCKS}/${lock.id}`)
}

test('another dealer’s staff cannot lock a document of a site they do not work for, so its own staff can still save it', async () => {
  const navB = await navigationOf(SITE_B)
  await clearLocks(navB)
  try {
    const attack = await lockOf(EDITOR_A, navB)
    expect(attack.status, attack.text.slice(0, 200)).toBe(403)
    expect(await locksSeenBy(ADMIN, navB)).toHaveLength(0)

    const save = await write(EDITOR_B, 'PATCH', `/api/navigation/${navB}`, { title: 'Navigation' })
    expect(save.status, save.text.slice(0, 200)).toBe(200)
  } finally {
    await clearLocks(navB)
  }
})

test('staff see, take over and release only the edit locks of their own sites’ staff', async () => {
  const navB = await navigationOf(SITE_B)
  await clearLocks(navB)
  try {
    const own = await lockOf(EDITOR_B, navB)
    expect(own.status, own.text.slice(0, 200)).toBe(201)
    const lockId = (own.json() as { doc: Lock }).doc.id

    // The other dealer's editor neither lists it nor takes it over nor releases it.
    expect(await locksSeenBy(EDITOR_A, navB)).toHaveLength(0)
    const takeOver = await write(EDITOR_A, 'PATCH', `${LOCKS}/${lockId}`, {
      user: { relationTo: 'users', value: await userIdOf(EDITOR_A) },
    })
    expect([403, 404]).toContain(takeOver.status)
    const release = await write(EDITOR_A, 'DELETE', `${LOCKS}/${lockId}`)
    expect([403, 404]).toContain(release.status)

    // The site's own admin sees a colleague's lock and may take it over, as the admin's "Take over" does.
    expect((await locksSeenBy(SITE_ADMIN_B, navB)).map((l) => l.id)).toContain(lockId)
    const colleague = await write(SITE_ADMIN_B, 'PATCH', `${LOCKS}/${lockId}`, {
      user: { relationTo: 'users', value: await userIdOf(SITE_ADMIN_B) },
    })
    expect(colleague.status, colleague.text.slice(0, 200)).toBe(200)
    expect((await locksSeenBy(ADMIN, navB)).map((l) => l.id)).toContain(lockId)
  } finally {
    await clearLocks(navB)
  }
})

test('a lock is only ever in the signed-in user’s own name', async () => {
  const navA = await navigationOf(SITE_A)
  await clearLocks(navA)
  try {
    const inAnotherName = await write(EDITOR_A, 'POST', LOCKS, {
      document: { relationTo: 'navigation', value: navA },
      user: { relationTo: 'users', value: await userIdOf(SITE_ADMIN_A) },
    })
    expect(inAnotherName.status).toBe(403)
    expect(await locksSeenBy(ADMIN, navA)).toHaveLength(0)
    const anonymous = await send(LOCKS)
    expect(anonymous.status).toBe(403)
  } finally {
    await clearLocks(navA)
  }
})
