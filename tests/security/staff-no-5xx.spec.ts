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
