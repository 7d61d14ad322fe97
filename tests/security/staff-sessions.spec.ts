import { spawn } from 'node:child_process'
import { expect, test } from '@playwright/test'
import { login, originOf, PASSWORD, send, SITE_ADMIN_A } from './http'

/**
 * Issue 27.5, "Staff sessions: `Secure` cookies in production, a CSRF origin list from the configured hosts, and a
 * clear error when the configuration lacks it." The suite's server is a production build (NODE_ENV=production) started
 * the one-machine way, so its admin origin is http://localhost:PORT (src/lib/staffOrigins.ts).
 */

type Me = { user: { id: number; name?: string | null } }

let token: string
let me: Me['user']
const cookie = () => `payload-token=${token}`
const renameAs = (name: string, headers: Record<string, string>) =>
  send(`/api/users/${me.id}`, { method: 'PATCH', cookie: cookie(), headers, body: { name } })
const currentName = async () =>
  ((await send(`/api/users/${me.id}?depth=0`, { token })).json() as { name?: string | null }).name

test.beforeAll(async () => {
  token = await login(SITE_ADMIN_A)
  me = ((await send('/api/users/me', { token })).json() as Me).user
})

test.afterAll(async () => {
  await send(`/api/users/${me.id}`, { method: 'PATCH', token, body: { name: me.name ?? null } })
})

test('staff sessions: "`Secure` cookies in production": payload-token is Secure, HttpOnly and SameSite', async () => {
  const answer = await send('/api/users/login', { body: { email: SITE_ADMIN_A, password: PASSWORD } })
  expect(answer.status).toBe(200)
  const setCookie = ([] as string[])
    .concat(answer.headers['set-cookie'] ?? [])
    .find((c) => c.startsWith('payload-token='))
  expect(setCookie).toBeTruthy()
  expect(setCookie).toMatch(/;\s*Secure/i)
  expect(setCookie).toMatch(/;\s*HttpOnly/i)
  expect(setCookie).toMatch(/;\s*SameSite=Lax/i)
})

test('attack (issue 27): a cookie-authenticated PATCH /api/users/{id} with Origin: http://evil.example is refused', async () => {
  const before = await currentName()
  const evil = await renameAs('Renamed by evil.example', { origin: 'http://evil.example' })
  // Without a session the request is anonymous: Payload refuses the update (it answered 200 before the CSRF list).
  expect([401, 403], evil.text.slice(0, 200)).toContain(evil.status)
  expect(await currentName()).toBe(before)

  // Another dealer's site on the platform is another origin too (same-site for the browser, so SameSite=Lax lets the
  // cookie through: only the list stops it), and so is a cross-site request without an Origin.
  for (const headers of [
    { origin: originOf('metro-used-cars') },
    { 'sec-fetch-site': 'cross-site' },
    {} as Record<string, string>,
  ]) {
    const answer = await renameAs('Renamed cross-origin', headers)
    expect([401, 403], `${JSON.stringify(headers)}: ${answer.text.slice(0, 200)}`).toContain(answer.status)
  }
  expect(await currentName()).toBe(before)

  // The admin's own origin keeps the session: the same request from it renames (so the refusals above were the list).
  const own = await renameAs('Site Admin (own origin)', { origin: originOf() })
  expect(own.status, own.text.slice(0, 200)).toBe(200)
  expect(await currentName()).toBe('Site Admin (own origin)')
  const sameOriginFetch = await renameAs('Site Admin (same-origin fetch)', { 'sec-fetch-site': 'same-origin' })
  expect(sameOriginFetch.status).toBe(200)
})

test('staff sessions: "a clear error when the configuration lacks it": a production server without PUBLIC_SERVER_URL or ADMIN_HOSTS does not start', async () => {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', PORT: '1' }
  for (const name of ['PUBLIC_SERVER_URL', 'ADMIN_HOSTS', 'LOCAL_ADMIN', 'INSECURE_COOKIES']) delete env[name]
  const run = (extra: Record<string, string>) =>
    new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
        env: { ...env, ...extra },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let output = ''
      child.stdout.on('data', (c: Buffer) => (output += c.toString()))
      child.stderr.on('data', (c: Buffer) => (output += c.toString()))
      const timer = setTimeout(() => child.kill('SIGTERM'), 60_000)
      child.on('exit', (code) => {
        clearTimeout(timer)
        resolve({ code, output })
      })
    })
  const refused = await run({})
  expect(refused.code).not.toBe(0)
  expect(refused.output).toMatch(/PUBLIC_SERVER_URL or ADMIN_HOSTS is required in production/)
  const badUrl = await run({ PUBLIC_SERVER_URL: 'admin.example.com' })
  expect(badUrl.code).not.toBe(0)
  expect(badUrl.output).toMatch(/PUBLIC_SERVER_URL is not a URL/)
})
