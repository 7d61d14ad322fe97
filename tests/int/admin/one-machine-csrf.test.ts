/**
 * Issue 38.6, "the one-machine `npm start` has a CSRF origin list (`http://localhost:PORT`), so a dealer host's page
 * cannot write as staff". Payload reads the staff cookie only when the request's Origin is in `csrf`; with the list
 * the one-machine start had (none), a write from a dealer's `{slug}.localhost` page with the platform admin's cookie
 * renamed the platform admin. Here the real Payload, with the list the config builds for `npm start`'s environment
 * (NODE_ENV=production, LOCAL_ADMIN=1, PORT=3000), authenticates the request as Payload's REST routes do.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { staffCsrfOrigins } from '../../../src/lib/staffOrigins'
import { testPayload } from '../payload'

const PLATFORM_ADMIN = 'admin@example.com'
let payload: Payload
let token: string
let adminId: number
let csrfBefore: string[]
let nameBefore: string | null | undefined

beforeAll(async () => {
  payload = await testPayload()
  const login = await payload.login({
    collection: 'users',
    data: { email: PLATFORM_ADMIN, password: process.env.SEED_PASSWORD ?? 'demo-password' },
  })
  if (!login.token || !login.user) throw new Error(`the seeded ${PLATFORM_ADMIN} cannot sign in`)
  token = login.token
  adminId = login.user.id
  nameBefore = login.user.name
  csrfBefore = payload.config.csrf
  payload.config.csrf = staffCsrfOrigins({ NODE_ENV: 'production', LOCAL_ADMIN: '1', PORT: '3000' })
})

afterAll(async () => {
  payload.config.csrf = csrfBefore
  await payload.update({ collection: 'users', id: adminId, data: { name: nameBefore } })
})

/** Who Payload takes a cookie request from `origin` to be, and whether their rename of the platform admin goes. */
async function renameFrom(origin: string) {
  const headers = new Headers({ cookie: `payload-token=${token}`, origin, 'content-type': 'application/json' })
  const { user } = await payload.auth({ headers })
  const name = `Renamed from ${origin}`
  const renamed = await payload
    .update({
      collection: 'users',
      id: adminId,
      data: { name },
      user: user ?? undefined,
      overrideAccess: false,
    })
    .then(
      () => true,
      () => false,
    )
  const after = await payload.findByID({ collection: 'users', id: adminId, depth: 0 })
  return { user, renamed: renamed && after.name === name }
}

describe("the one-machine `npm start` has a CSRF origin list (`http://localhost:PORT`), so a dealer host's page cannot write as staff", () => {
  it('a cookie-authenticated write with Origin http://harbour-toyota.localhost:3000 is refused: Payload ignores the cookie', async () => {
    const before = (await payload.findByID({ collection: 'users', id: adminId, depth: 0 })).name
    const attack = await renameFrom('http://harbour-toyota.localhost:3000')
    expect(attack.user).toBeNull()
    expect(attack.renamed).toBe(false)
    expect((await payload.findByID({ collection: 'users', id: adminId, depth: 0 })).name).toBe(before)
  })

  it('the same write from the admin on http://localhost:3000 goes', async () => {
    const own = await renameFrom('http://localhost:3000')
    expect(own.user?.email).toBe(PLATFORM_ADMIN)
    expect(own.renamed).toBe(true)
  })
})
