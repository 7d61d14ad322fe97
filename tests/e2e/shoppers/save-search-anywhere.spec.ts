import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { decodeMailBody, mailHeader } from '../../eml'
import { hydrated } from '../content/site'

/**
 * Issue 39.5 "Saved searches for every site, and they survive sign-in": on the US demo site (watchlist, phone sign-in)
 * a signed-out shopper names a search and presses Save, signs in by code, and is back on the search with "Search
 * saved"; on Harbour Toyota (favourites in the browser) a shopper saves a search with only an e-mail address, and it
 * starts when the confirmation e-mail's button is pressed.
 */
const port = Number(process.env.E2E_PORT ?? 3100)
const url = (slug: string, pathname = '/') => `http://${slug}.localhost:${port}${pathname}`
const outbox = path.resolve(`.data/e2e-${port}/outbox`)
const smsLog = path.join(outbox, 'sms.log')

const codeFor = (e164: string) => {
  const lines = fs.existsSync(smsLog) ? fs.readFileSync(smsLog, 'utf8').trim().split('\n').filter(Boolean) : []
  const last = lines
    .map((l) => JSON.parse(l) as { to: string; body: string })
    .filter((m) => m.to === e164)
    .at(-1)
  return /^(\d{6})/.exec(last?.body ?? '')?.[1] ?? ''
}

const mailsTo = (address: string) =>
  (fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [])
    .sort()
    .map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'))
    .filter((raw) => mailHeader(raw, 'To')?.includes(address))

test('a search saved before sign-in is saved after it ("Search saved")', async ({ page }) => {
  test.setTimeout(120_000)
  const digits = String(2_000_000 + Math.floor(Math.random() * 7_000_000))
  const e164 = `+1608${digits.slice(0, 7)}`
  await page.goto(url('lakeside-motors', '/search?query=Jeep'))
  await expect(page.locator('[data-search-ready]')).toBeVisible()
  await page.getByRole('button', { name: 'Save search' }).click()
  await page.getByLabel('Name this search').fill('Jeep before sign-in')
  await page.getByRole('button', { name: 'Save', exact: true }).click()

  // Signed out: off to sign in, then back to the same search.
  await expect(page).toHaveURL(/\/sign-in\?type=watchlist/)
  await hydrated(page)
  await page.getByLabel('Cell phone number').fill(`(608) ${digits.slice(0, 3)}-${digits.slice(3, 7)}`)
  await page.getByRole('button', { name: 'Send code' }).click()
  await expect(page.getByRole('status')).toContainText('6-digit code')
  await page.getByLabel('6-digit code').fill(codeFor(e164))
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/search\?query=Jeep/)
  await expect(page.getByRole('status').filter({ hasText: 'Search saved: “Jeep before sign-in”' })).toBeVisible()

  // Saved once, and listed with the shopper's saved searches; a reload saves nothing again.
  await page.reload()
  await expect(page.locator('[data-search-ready]')).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Search saved' })).toHaveCount(0)
  await page.goto(url('lakeside-motors', '/watchlist'))
  await expect(page.getByTestId('saved-search').filter({ hasText: 'Jeep before sign-in' })).toHaveCount(1)
})

test('a site with favourites in the browser saves a search by e-mail, started by the confirmation link', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const address = `shopper-${Date.now().toString(36)}@example.com`
  await page.goto(url('harbour-toyota', '/search?query=Corolla'))
  await expect(page.locator('[data-search-ready]')).toBeVisible()
  await page.getByRole('button', { name: 'Save search' }).click()
  await page.getByLabel('Name this search').fill('Corolla by e-mail')
  await page.getByLabel('Your e-mail address').fill(address)
  await page.getByRole('checkbox', { name: /I agree to receive e-mails from Harbour Toyota/ }).check()
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Check your e-mail' })).toBeVisible()
  await expect(page).toHaveURL(/\/search\?query=Corolla/)

  // The confirmation e-mail in the local outbox; its link shows one button, which starts the saved search.
  await expect.poll(() => mailsTo(address).length, { timeout: 30_000 }).toBe(1)
  const mail = mailsTo(address)[0]!
  expect(mailHeader(mail, 'Subject')).toBe('Confirm your saved search at Harbour Toyota')
  const link = new URL(/(https?:\/\/\S+\/api\/alerts\/confirm\?token=[\w-]+)/.exec(decodeMailBody(mail))![1]!)
  await page.goto(url('harbour-toyota', `${link.pathname}${link.search}`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm car alerts')
  await page.getByRole('button', { name: 'Confirm alerts' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search saved')
  await expect(page.locator('body')).toContainText(address)
})
