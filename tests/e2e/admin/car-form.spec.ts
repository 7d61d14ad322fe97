import { expect, test } from '@playwright/test'
import { signInToAdmin } from '../../adminSignIn'
import { shot } from '../shots'

/**
 * Issue 20.3: the car form in plain words, grouped as a dealer thinks about a car (the car, its price and finance,
 * condition and history, photos, how it is listed), with photo uploads; and the stock import's create screen, at
 * 1280 and 390 px.
 */
const EDITOR = 'editor@harbour-toyota.example.com'
const TABS = ['The car', 'Price and finance', 'Condition and history', 'Photos', 'On the website']

for (const width of [1280, 390]) {
  test(`the car form at ${width} px: the five dealer tabs, photo uploads first, the feed's photo addresses after`, async ({
    page,
  }) => {
    test.setTimeout(180_000)
    await page.setViewportSize({ width, height: 900 })
    await signInToAdmin(page, EDITOR)
    const cars = (await (await page.request.get('/api/cars?limit=1&depth=0&sort=id')).json()) as {
      docs: { id: number }[]
    }
    await page.goto(`/admin/collections/cars/${cars.docs[0]!.id}`)
    const tabs = page.locator('.tabs-field__tabs button')
    await expect(tabs.first()).toBeVisible({ timeout: 30_000 })
    expect(await tabs.allInnerTexts()).toEqual(TABS)
    await shot(page, 'admin-car-form')
    await tabs.filter({ hasText: /^Photos$/ }).click()
    await expect(
      page.getByText('Upload several photos at once and drag them into order.', { exact: false }),
    ).toBeVisible()
    await expect(page.getByText('Photos from the feed', { exact: true })).toBeVisible()
    await shot(page, 'admin-car-photos')

    await page.goto('/admin/collections/stock-imports/create')
    await expect(page.locator('#field-dealership')).toBeVisible({ timeout: 30_000 })
    await expect(page.locator('input[type="file"]')).toBeAttached()
    await shot(page, 'admin-stock-import-new')
  })
}
