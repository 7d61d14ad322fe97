import { expect, test } from '@playwright/test'
import { hydrated, open, site } from './site'

test.describe('offers', () => {
  test('harbour-toyota: /special-offers cards link to /offers/{id}; a long description collapses with View more / View less', async ({
    page,
  }) => {
    await open(page, site('harbour-toyota', '/special-offers/'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Special Offers')
    const card = page.getByRole('article', { name: 'RAV4 Hybrid GX: 2.99% comparison rate' })
    await expect(card).toContainText('...')
    await card.getByRole('link', { name: /View Offer/ }).click()
    await expect(page).toHaveURL(/\/offers\/\d+$/)
    await hydrated(page)
    const more = page.getByRole('button', { name: 'View more' })
    await expect(more).toHaveAttribute('aria-expanded', 'false')
    await more.click()
    await expect(page.getByRole('button', { name: 'View less' })).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByText('delivered this quarter.')).toBeVisible()
    await page.getByRole('link', { name: 'Explore model' }).click()
    // Harbour Toyota's model pages follow its pattern, /models/new-{make}-{model}-vehicle (docs/demo-sites.md).
    await expect(page).toHaveURL(/\/models\/new-toyota-rav4-vehicle$/)
  })

  test('lakeside-motors: offers carry the manufacturer segment and US spelling', async ({ page }) => {
    await open(page, site('lakeside-motors', '/special-offers'))
    await page
      .getByRole('article', { name: 'Ford F-150 XLT: 0.9% APR' })
      .getByRole('link', { name: /View Offer/ })
      .click()
    await expect(page).toHaveURL(/\/offers\/ford\/\d+$/)
    await hydrated(page)
    await expect(page.getByRole('link', { name: 'Inquire about this offer' })).toBeVisible()
    await page.getByRole('button', { name: 'View more' }).first().click()
    await expect(page.locator('main')).toContainText('Choose your color')
    await expect(page.locator('main')).toContainText('personalized delivery')
  })
})

test.describe('models', () => {
  test('/models and /models?body=suv over the body types', async ({ page }) => {
    await open(page, site('harbour-toyota', '/models'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Models')
    await page.getByRole('list', { name: 'Body types' }).getByRole('link', { name: 'Ute' }).click()
    await expect(page).toHaveURL(/\/models\?body=ute$/)
    await expect(page.getByRole('heading', { level: 3 })).toHaveText(['HiLux', 'LandCruiser 70', 'Tundra'])
    const hilux = page.getByRole('article', { name: 'HiLux' })
    await expect(hilux.getByRole('link', { name: 'Explore HiLux' })).toHaveAttribute(
      'href',
      '/models/new-toyota-hilux-vehicle',
    )
    await expect(hilux.getByRole('link', { name: 'Our Stock: HiLux' })).toHaveAttribute(
      'href',
      '/models/new-toyota-hilux-vehicle',
    )
  })

  test('model page, accessories at /{modelSlug}/accessories and /models/get-quote', async ({ page }) => {
    await open(page, site('harbour-toyota', '/models/new-toyota-rav4-vehicle'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('RAV4')
    await expect(page.getByText('$260 per service')).toBeVisible()
    await page.getByRole('link', { name: 'View Accessories' }).click()
    await expect(page).toHaveURL(/\/toyota-rav4\/accessories$/)
    await expect(page.getByRole('heading', { name: 'Towbar kit' })).toBeVisible()
    await open(page, site('harbour-toyota', '/toyota-rav4'))
    await expect(page).toHaveURL(/\/models\/(new-)?toyota-rav4(-vehicle)?$/)
    await open(page, site('harbour-toyota', '/models/get-quote?model=RAV4'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get Quote: RAV4')
    await page.getByRole('button', { name: 'Request a quote' }).click()
    await expect(page.locator('main').getByRole('alert')).toContainText('Please fix the following errors')
    await expect(page.locator('main').getByRole('alert')).toContainText(
      '*You must agree to the terms of use before submitting.',
    )
  })
})
