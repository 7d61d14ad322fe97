import { expect, test } from '@playwright/test'
import { ADMIN, EDITOR_A, EDITOR_B, login, originOf, send, SITE_A, SITE_ADMIN_A, siteIdOf } from './http'

/**
 * History ("Last changed by" on every version) must not become a way to read staff of other sites: the relationship
 * to users is populated only as far as the reader may read users (their own sites' staff), and versions are read
 * only by the document's own site (the multi-tenant plugin narrows `readVersions` by `version.site`).
 */

type Version = { id: number; parent: number; version: { updatedBy?: unknown; site?: unknown } }
type Page = { docs: Version[]; totalDocs: number }

async function navigationOf(site: string): Promise<number> {
  const siteId = await siteIdOf(site)
  const answer = await send(`/api/navigation?where[site][equals]=${siteId}&depth=0&limit=1`, {
    token: await login(ADMIN),
  })
  return (answer.json() as { docs: { id: number }[] }).docs[0]!.id
}

const save = async (id: number, email: string) => {
  const answer = await send(`/api/navigation/${id}`, {
    method: 'PATCH',
    body: { title: 'Navigation' },
    token: await login(email),
    headers: { origin: originOf() },
  })
  expect(answer.status, `${email} saves navigation: ${answer.text.slice(0, 200)}`).toBe(200)
}

test('a site admin reading navigation versions sees an id, or an own-site user, never another site’s staff', async () => {
  const navA = await navigationOf(SITE_A)
  // The platform admin (staff of no site) and then the site's own editor each save the navigation.
  await save(navA, ADMIN)
  await save(navA, EDITOR_A)

  const answer = await send(`/api/navigation/versions?where[parent][equals]=${navA}&depth=1&sort=-updatedAt&limit=2`, {
    token: await login(SITE_ADMIN_A),
  })
  expect(answer.status).toBe(200)
  const [byEditor, byAdmin] = (answer.json() as Page).docs
  expect(byEditor!.version.updatedBy).toMatchObject({ email: EDITOR_A })
  // Someone the site admin may not read as a user stays a bare id: no e-mail, name or sites.
  expect(typeof byAdmin!.version.updatedBy).toBe('number')
  expect(answer.text).not.toContain(ADMIN)
})

test('another site’s staff read none of its versions; shoppers read no versions and no "Last changed by"', async () => {
  const navA = await navigationOf(SITE_A)
  const siteA = await siteIdOf(SITE_A)

  const fromB = await send(`/api/navigation/versions?where[parent][equals]=${navA}&depth=1`, {
    token: await login(EDITOR_B),
  })
  expect([200, 403]).toContain(fromB.status)
  if (fromB.status === 200) expect((fromB.json() as Page).totalDocs).toBe(0)

  const siteHistoryFromB = await send(`/api/sites/versions?where[parent][equals]=${siteA}`, {
    token: await login(EDITOR_B),
  })
  expect([200, 403]).toContain(siteHistoryFromB.status)
  if (siteHistoryFromB.status === 200) expect((siteHistoryFromB.json() as Page).totalDocs).toBe(0)

  const anonymousVersions = await send(`/api/navigation/versions?where[parent][equals]=${navA}`)
  expect(anonymousVersions.status).toBe(403)
  const anonymousRead = await send(`/api/navigation/${navA}?depth=1`)
  expect(anonymousRead.status).toBe(200)
  expect(anonymousRead.json()).not.toHaveProperty('updatedBy')
})
