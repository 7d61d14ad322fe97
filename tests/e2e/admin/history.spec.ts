import { expect, test, type Page } from '@playwright/test'
import { signInToAdmin } from '../../adminSignIn'
import { shot } from '../shots'

const SITE_ADMIN = 'site-admin@harbour-toyota.example.com'
const port = Number(process.env.E2E_PORT ?? 3100)
const origin = `http://localhost:${port}`

async function firstId(page: Page, collection: string, query: string): Promise<number> {
  const response = await page.request.get(`/api/${collection}?${query}&limit=1&depth=0`)
  expect(response.ok(), `${collection}?${query}`).toBe(true)
  return ((await response.json()) as { docs: { id: number }[] }).docs[0]!.id
}

async function harbourId(page: Page): Promise<number> {
  return firstId(page, 'sites', 'where[slug][equals]=harbour-toyota')
}

for (const width of [1280, 390]) {
  test.describe(`history in the admin at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await signInToAdmin(page, SITE_ADMIN)
    })

    test('the navigation has a Versions tab listing each save, and a version says who made it', async ({ page }) => {
      test.setTimeout(180_000)
      const site = await harbourId(page)
      const id = await firstId(page, 'navigation', `where[site][equals]=${site}`)
      const saved = await page.request.patch(`/api/navigation/${id}`, {
        data: { title: 'Navigation' },
        headers: { origin },
      })
      expect(saved.ok()).toBe(true)

      await page.goto(`/admin/collections/navigation/${id}/versions`)
      const rows = page.locator('.table tbody tr')
      await expect(rows.first()).toBeVisible({ timeout: 30_000 })
      await shot(page, 'navigation-versions')

      await rows.first().locator('a').first().click()
      // Every field, not only those this save changed: "Last changed by" is the same when one person saved twice.
      const modifiedOnly = page.getByRole('checkbox', { name: 'Modified only' })
      await expect(modifiedOnly).toBeVisible({ timeout: 30_000 })
      if (await modifiedOnly.isChecked()) await modifiedOnly.click()
      await expect(page.getByText('Last changed by').first()).toBeVisible({ timeout: 30_000 })
      await shot(page, 'navigation-version')
    })

    test("a page's Publish button offers Schedule Publish, which opens the date dialog", async ({ page }) => {
      test.setTimeout(180_000)
      const site = await harbourId(page)
      const id = await firstId(page, 'pages', `where[site][equals]=${site}`)
      await page.goto(`/admin/collections/pages/${id}`)
      await expect(page.getByText('Last changed by').first()).toBeVisible({ timeout: 30_000 })
      await page.locator('.btn--withPopup .popup-button').first().click()
      await page.getByRole('button', { name: 'Schedule Publish' }).click()
      await expect(page.getByRole('heading', { name: /^Schedule publish for / })).toBeVisible()
      await shot(page, 'page-schedule-publish')
    })
  })
}
