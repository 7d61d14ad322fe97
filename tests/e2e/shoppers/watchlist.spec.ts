import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { hydrated } from '../content/site'
import { shot } from '../shots'

const port = Number(process.env.E2E_PORT ?? 3100)
const site = (slug: string, pathname = '/') => `http://${slug}.localhost:${port}${pathname}`
const smsLog = path.resolve(`.data/e2e-${port}/outbox/sms.log`)

/** The last code the local SMS adapter "sent" to the number. */
function lastCode(e164: string): string {
  const lines = fs
    .readFileSync(smsLog, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { to: string; body: string })
  return /^(\d{6})/.exec(lines.filter((l) => l.to === e164).at(-1)?.body ?? '')?.[1] ?? ''
}

test('watchlist: signed out, Save goes to sign-in; after the texted code the car is saved on return (spec §2 redirect) → watchlist → remove; sign-out ends the session', async ({
  page,
}) => {
  const digits = String(2_000_000 + Math.floor(Math.random() * 7_000_000))
  const national = `(608) ${digits.slice(0, 3)}-${digits.slice(3, 7)}`
  const e164 = `+1608${digits.slice(0, 7)}`
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(site('lakeside-motors', '/search'))
  await expect(page.locator('[data-search-ready]')).toBeVisible()
  // The first card with a Save button (a sold car is not offered unless already saved).
  const carId = await page
    .getByTestId('car-card')
    .filter({ has: page.getByRole('button', { name: /^Save / }) })
    .first()
    .getAttribute('data-car-id')
  const card = page.locator(`[data-testid="car-card"][data-car-id="${carId}"]`)
  const title = (await card.getByRole('heading').first().textContent())?.trim() ?? ''
  await card.getByRole('button', { name: /^Save / }).click()
  await expect(page).toHaveURL(/\/sign-in\?type=watchlist&redirect=%2Fsearch/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to save cars to your watchlist')
  await hydrated(page)

  await page.getByLabel('Cell phone number').fill(national)
  await page.getByRole('button', { name: 'Send code' }).click()
  await expect(page.getByRole('status')).toContainText('6-digit code')
  await shot(page, 'sign-in-code')
  await page.getByLabel('6-digit code').fill(lastCode(e164))
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/search$/)
  await expect(page.locator('[data-search-ready]')).toBeVisible()

  // Spec §2 sign-in redirect: back on the search page, the car they tried to save is saved, without a second click.
  const toast = page.getByTestId('watchlist-toast')
  await expect(toast).toContainText('Car Saved In Watchlist')
  await expect(toast).toContainText('is now available in your watchlist')
  await expect(card.getByRole('button', { name: /^Saved / })).toBeVisible()
  await toast.getByRole('link', { name: 'View List' }).click()
  await expect(page).toHaveURL(/\/watchlist$/)
  await expect(page.getByTestId('watchlist-car')).toHaveCount(1)
  await expect(page.getByTestId('watchlist-car')).toContainText(title.split(' ').slice(0, 3).join(' '))
  await shot(page, 'watchlist')

  await page.getByRole('button', { name: /^Remove / }).click()
  await expect(page.getByText('Your watchlist is empty.')).toBeVisible()
  await page.getByRole('button', { name: 'Sign out' }).click()
  // Sign-out ends the session on the server, then goes home; wait for that before the next navigation.
  await expect(page).toHaveURL(/\.localhost:\d+\/$/)
  await page.goto(site('lakeside-motors', '/watchlist'))
  await expect(page).toHaveURL(/\/sign-in\?type=watchlist/)
})

test('the watchlist API acts only for a signed-in session, never for the phone number in the body', async ({
  request,
}) => {
  const answer = await request.post(`http://localhost:${port}/api/watchlist/save-car`, {
    headers: { origin: `http://localhost:${port}` },
    data: { phone_number: '+16085550100', car_id: 1, site: 'lakeside-motors' },
  })
  expect(answer.status()).toBe(401)
  expect(await answer.json()).toMatchObject({ success: false })
})
