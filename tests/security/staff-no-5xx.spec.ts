import { expect, test } from '@playwright/test'
import { ADMIN, EDITOR_A, login, send, SITE_A, SITE_ADMIN_A, siteIdOf } from './http'

/**
 * Issue 27.7, "No 5xx on the staff side": the staff-side 5xx the probe found, each now a correct answer
 * (the server actions' are in server-functions.spec.ts, the fuzz in staff-fuzz.spec.ts).
 */

type Site = { id: number; name: string; slug: string; domains?: { domain: string }[] }
type Version = { id: number | string; version: Site }

test('a site admin restores their own site\'s settings version (it answered 500: null value in column "slug")', async () => {
  const siteAdmin = await login(SITE_ADMIN_A)
  const admin = await login(ADMIN)
  const siteId = await siteIdOf(SITE_A)
  const read = async () => (await send(`/api/sites/${siteId}?depth=0`, { token: admin })).json() as Site
  const before = await read()
  // A save by the site admin makes the version to go back from.
  const renamed = await send(`/api/sites/${siteId}`, {
    method: 'PATCH',
    token: siteAdmin,
    body: { name: `${before.name} (renamed)` },
  })
  expect(renamed.status, renamed.text.slice(0, 200)).toBe(200)
  const versions = await send(
    `/api/sites/versions?where[parent][equals]=${siteId}&where[version.name][equals]=${encodeURIComponent(before.name)}&sort=-updatedAt&limit=1&depth=0`,
    { token: siteAdmin },
  )
  expect(versions.status, versions.text.slice(0, 200)).toBe(200)
  const version = (versions.json() as { docs: Version[] }).docs[0]
  expect(version, 'a version with the old name').toBeTruthy()

  const restored = await send(`/api/sites/versions/${version!.id}`, { method: 'POST', token: siteAdmin })
  expect(restored.status, restored.text.slice(0, 300)).toBe(200)
  const after = await read()
  expect(after.name).toBe(before.name)
  // What the site admin may not change stays as it is: the slug and the domains.
  expect(after.slug).toBe(before.slug)
  expect(after.domains ?? []).toEqual(before.domains ?? [])

  // An editor may not restore site settings at all: a refusal, not a 5xx.
  const editor = await send(`/api/sites/versions/${version!.id}`, { method: 'POST', token: await login(EDITOR_A) })
  expect([403, 404]).toContain(editor.status)
})

test('GET /api/payload-migrations answers 404 (it answered 501), for every caller', async () => {
  for (const token of [undefined, await login(ADMIN), await login(SITE_ADMIN_A)]) {
    for (const route of ['/api/payload-migrations', '/api/payload-migrations/1']) {
      const answer = await send(route, { token })
      expect(answer.status, `${route}: ${answer.text.slice(0, 200)}`).toBe(404)
    }
    const post = await send('/api/payload-migrations', { token, body: { name: 'x', batch: 1 } })
    expect(post.status).toBe(404)
  }
})

test("Payload's own collections have no versions routes: 404, not 500 (found by the staff fuzz)", async () => {
  const admin = await login(ADMIN)
  for (const collection of ['payload-jobs', 'payload-kv', 'payload-locked-documents', 'payload-preferences']) {
    const list = await send(`/api/${collection}/versions`, { token: admin })
    expect(list.status, `${collection}: ${list.text.slice(0, 200)}`).toBe(404)
    const restore = await send(`/api/${collection}/versions/90807607`, { method: 'POST', token: admin })
    expect(restore.status, `${collection}: ${restore.text.slice(0, 200)}`).toBe(404)
  }
})

test("an id such as '4.x' names no document: the platform admin's DELETE /api/sites/4.x reached site 4 (500)", async () => {
  const admin = await login(ADMIN)
  const siteId = await siteIdOf(SITE_A)
  const answer = await send(`/api/sites/${siteId}.vonee.9j`, { method: 'DELETE', token: admin })
  expect(answer.status, answer.text.slice(0, 200)).toBe(404)
  expect((await send(`/api/sites/${siteId}?depth=0`, { token: admin })).status).toBe(200)
})

test('deleting a site that still has staff is a 409 naming what refers to it, and the site stays (it answered 500)', async () => {
  const admin = await login(ADMIN)
  const siteId = await siteIdOf(SITE_A)
  const answer = await send(`/api/sites/${siteId}`, { method: 'DELETE', token: admin })
  expect(answer.status, answer.text.slice(0, 300)).toBe(409)
  expect(answer.text).toContain('users_tenants')
  expect((await send(`/api/sites/${siteId}?depth=0`, { token: admin })).status).toBe(200)
})

test("a staff member deletes their own admin preference (Payload's DELETE answered 500 for every key)", async () => {
  const editor = await login(EDITOR_A)
  const key = `fuzz-check-${Date.now()}`
  const saved = await send(`/api/payload-preferences/${key}`, {
    method: 'POST',
    token: editor,
    body: { value: { a: 1 } },
  })
  expect(saved.status, saved.text.slice(0, 200)).toBe(200)
  const deleted = await send(`/api/payload-preferences/${key}`, { method: 'DELETE', token: editor })
  expect(deleted.status, deleted.text.slice(0, 200)).toBe(200)
  const again = await send(`/api/payload-preferences/${key}`, { method: 'DELETE', token: editor })
  expect(again.status).toBe(404)
  expect((await send(`/api/payload-preferences/${key}`, { method: 'DELETE' })).status).toBe(401)
})

test("a new staff member's sites that are no list is a 400 naming the field (it answered 500)", async () => {
  const answer = await send('/api/users', {
    method: 'POST',
    token: await login(SITE_ADMIN_A),
    body: { email: `fuzz-${Date.now()}@example.com`, password: 'long-enough-password-1', tenants: 2147483648 },
  })
  expect(answer.status, answer.text.slice(0, 300)).toBe(400)
  expect(answer.text).toContain('tenants')
})

test('a list asked at any depth answers within 4 levels of relations (?depth=377 built an answer too large to send: 500)', async () => {
  const admin = await login(ADMIN)
  for (const collection of ['locations', 'posts']) {
    const deep = await send(`/api/${collection}?depth=377&limit=100`, { token: admin })
    expect(deep.status, `${collection}: ${deep.text.slice(0, 200)}`).toBe(200)
    const atMax = await send(`/api/${collection}?depth=4&limit=100`, { token: admin })
    expect(deep.text.length, collection).toBe(atMax.text.length)
  }
})

test("a date no date can be is a 400 (the platform admin's POST /api/payload-preferences with updatedAt 3.9e219 answered 500)", async () => {
  const answer = await send('/api/payload-preferences', {
    token: await login(ADMIN),
    body: { key: `fuzz-date-${Date.now()}`, value: {}, updatedAt: 3.9471580170323625e219 },
  })
  expect(answer.status, answer.text.slice(0, 300)).toBe(400)
  expect(answer.text).toContain('not a valid date')
})
