import { createHmac } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { ADMIN, EDITOR_B, login, send, SITE_A, SITE_B } from './http'

/**
 * Issue 27, "One host, one dealer": "A dealer's pages answer only on that dealer's hosts; in production the platform
 * host (the admin's origin) serves tenant pages only as preview to signed-in staff". The security server runs the
 * production build (NODE_ENV=production) without SITE_PATH_FALLBACK (playwright.security.config.ts).
 */

const METRO_HEADING = 'Quality used cars, honest prices'
// Harbour's hero: template wording with its city filled in (seed/demoSites.ts, issue 26.5).
const HARBOUR_HEADING = 'Oh what a feeling, in Sydney'
// Paths without a trailing slash: Next answers `/sites/x/` with a 308 to `/sites/x` before the proxy runs.
const staffCookie = async (email: string) => `payload-token=${await login(email)}`

test("one host, one dealer: a dealer's pages answer only on that dealer's hosts", async () => {
  const own = await send('/', { site: SITE_B })
  expect(own.status).toBe(200)
  expect(own.text).toContain(METRO_HEADING)
  for (const path of [`/sites/${SITE_B}`, `/sites/${SITE_B}/contact-us`, `/sites/${SITE_B}/search`]) {
    const answer = await send(path, { site: SITE_A })
    expect(answer.status, `${SITE_A}.localhost${path}`).toBe(404)
    expect(answer.text, `${SITE_A}.localhost${path}`).not.toContain(METRO_HEADING)
  }
  // Not even with a staff session: another dealer's host is never a preview origin.
  const asAdmin = await send(`/sites/${SITE_B}`, { site: SITE_A, cookie: await staffCookie(ADMIN) })
  expect(asAdmin.status).toBe(404)
  expect(asAdmin.text).not.toContain(METRO_HEADING)
})

test('one host, one dealer: in production the platform host serves tenant pages only as preview to signed-in staff', async () => {
  for (const path of [`/sites/${SITE_A}`, `/sites/${SITE_A}/contact-us`, `/sites/${SITE_A}/preview?path=/`]) {
    const anonymous = await send(path)
    expect(anonymous.status, `platform host ${path}`).toBe(404)
    expect(anonymous.text).not.toContain(HARBOUR_HEADING)
  }
  // A cookie that is not a session Payload signed: a made-up token, and one signed with another secret.
  const forged = (secret: string) => {
    const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url')
    const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ collection: 'users', id: 1, exp: 4102444800 })}`
    return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`
  }
  for (const token of ['x.y.z', forged('guessed-secret')]) {
    const answer = await send(`/sites/${SITE_A}`, { cookie: `payload-token=${token}` })
    expect(answer.status, `forged token ${token.slice(0, 12)}`).toBe(404)
  }
  // Signed-in staff (the admin's live preview, "Open site") see the page on the platform host.
  for (const email of [ADMIN, EDITOR_B]) {
    const preview = await send(`/sites/${SITE_A}`, { cookie: await staffCookie(email) })
    expect(preview.status, email).toBe(200)
    expect(preview.text).toContain(HARBOUR_HEADING)
  }
})
