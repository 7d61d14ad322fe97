import { expect, test } from '@playwright/test'
import { ADMIN, EDITOR_A, login, send, SITE_A, SITE_ADMIN_A, SITE_ADMIN_B, siteIdOf } from './http'

/**
 * Issue 25: a stock import is a dealer's whole price list and a switch that can sell its yard. Another dealer's staff
 * must neither read, download, apply, confirm, undo nor re-read it; an anonymous caller gets nothing; platform
 * admins download any feed (it answered 500 before). Site A is Harbour Toyota, site B Metro Used Cars.
 */

type Report = { id: number; status: string; url?: string; summary?: Record<string, number> }

const stamp = `${Date.now().toString(36)}`
let yard = 0
let importId = 0
let fileUrl = ''
const FEED = `StockNo,Make,Model,Year,Price\nSEC-${stamp}-1,Toyota,Yaris,2021,21990\nSEC-${stamp}-2,Toyota,Corolla,2022,29990\n`

test.beforeAll(async () => {
  const site = await siteIdOf(SITE_A)
  const created = await send('/api/dealerships', {
    token: await login(SITE_ADMIN_A),
    body: { site, name: `Security Yard ${stamp}`, slug: `security-yard-${stamp}` },
  })
  expect(created.status, created.text.slice(0, 300)).toBe(201)
  const dealership = (created.json() as { doc: { id: number; slug: string } }).doc
  yard = dealership.id
  const token = await login(EDITOR_A)
  const accepted = await send(`/api/cars/import?dealership=${dealership.slug}&format=csv`, {
    token,
    raw: FEED,
    headers: { 'content-type': 'text/csv' },
  })
  expect(accepted.status, accepted.text.slice(0, 300)).toBe(202)
  importId = (accepted.json() as { id: number }).id
  await expect
    .poll(async () => ((await send(`/api/stock-imports/${importId}?depth=0`, { token })).json() as Report).status, {
      timeout: 60_000,
      intervals: [500],
    })
    .toBe('done')
  fileUrl = ((await send(`/api/stock-imports/${importId}?depth=0`, { token })).json() as Report).url!
})

test.afterAll(async () => {
  const admin = await login(ADMIN)
  await send(`/api/cars?where[dealership][equals]=${yard}`, { method: 'DELETE', token: admin })
  await send(`/api/stock-imports?where[dealership][equals]=${yard}`, { method: 'DELETE', token: admin })
  await send(`/api/dealerships/${yard}`, { method: 'DELETE', token: admin })
})

test("another dealer's site admin can neither read, download, apply, undo nor re-read an import; it stays as it was", async () => {
  const hostile = await login(SITE_ADMIN_B)
  expect((await send(`/api/stock-imports/${importId}`, { token: hostile })).status).toBe(404)
  expect((await send(fileUrl, { token: hostile })).status).toBeGreaterThanOrEqual(403)
  for (const action of ['apply', 'undo', 'reapply', 'replan'])
    expect(
      (
        await send(`/api/stock-imports/${importId}/${action}`, {
          method: 'POST',
          token: hostile,
          body: { confirm: true },
        })
      ).status,
      action,
    ).toBe(404)
  // Issue 39.8: nor download the list of the cars it changed.
  expect((await send(`/api/stock-imports/${importId}/changes`, { token: hostile })).status).toBe(404)
  const own = (await send(`/api/stock-imports/${importId}?depth=0`, { token: await login(EDITOR_A) })).json() as Report
  expect(own.status).toBe('done')
  // Nor edit its report or status through REST.
  const patched = await send(`/api/stock-imports/${importId}`, {
    method: 'PATCH',
    token: hostile,
    body: { status: 'undoing' },
  })
  expect(patched.status).toBeGreaterThanOrEqual(403)
})

test('an anonymous caller gets nothing: no report, no file, no action', async () => {
  expect((await send(`/api/stock-imports/${importId}`)).status).toBeGreaterThanOrEqual(401)
  expect((await send(fileUrl)).status).toBe(403)
  expect((await send(`/api/stock-imports/${importId}/undo`, { method: 'POST', body: {} })).status).toBe(401)
  expect((await send(`/api/stock-imports/${importId}/reapply`, { method: 'POST', body: {} })).status).toBe(401)
  expect((await send(`/api/stock-imports/${importId}/changes`)).status).toBe(401)
})

test("a platform admin downloads any site's feed as it was uploaded (it answered 500)", async () => {
  const download = await send(fileUrl, { token: await login(ADMIN) })
  expect(download.status).toBe(200)
  expect(download.text).toBe(FEED)
  expect(download.headers['x-content-type-options']).toBe('nosniff')
})
