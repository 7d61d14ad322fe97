import { expect, test } from '@playwright/test'
import { open, site } from './site'

test.describe('locations, contact and hours', () => {
  test('/contact: all locations with hours grouped Monday - Friday, Saturday, Sunday; the map; holiday hours dialog', async ({
    page,
  }) => {
    await open(page, site('harbour-toyota', '/contact'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find Us Here')
    await expect(page.getByRole('img', { name: /Map/ })).toBeVisible()
    const sales = page.getByRole('article', { name: 'Harbour Toyota Sales' })
    // Another suite edits the sales Monday; the service department keeps the seeded hours.
    await expect(page.getByRole('article', { name: 'Harbour Toyota Service' }).getByRole('row')).toHaveText([
      /Monday - Friday\s*7:00am–5:30pm/,
      /Saturday\s*8:00am–12:00pm/,
      /Sunday\s*Closed/,
    ])
    await expect(sales).toContainText('Dealer licence MD 012345')
    await expect(sales.getByRole('img', { name: 'Rated 4.7 out of 5' })).toBeVisible()
    await expect(sales.getByRole('link', { name: /Get Directions/ })).toHaveAttribute('target', '_blank')
    await expect(page.getByRole('article', { name: 'Harbour Toyota Service' })).toBeVisible()
    await expect(page.getByRole('article', { name: 'Harbour Toyota Parts' })).toBeVisible()

    await sales.getByRole('button', { name: 'Holiday opening hours' }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toContainText('Christmas Day')
    await expect(dialog.getByRole('row', { name: /Boxing Day/ })).toContainText('9:00am–1:00pm')
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
  })

  test("a site with more than one sales location is titled '{n} Big Locations'", async ({ page }) => {
    await open(page, site('metro-used-cars', '/contact'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('2 Big Locations')
  })

  test('postcode selector finds the nearest location; invalid postcodes get the spec messages', async ({ page }) => {
    await open(page, site('metro-used-cars', '/contact'))
    // The selectors' own section: the contact form on the same page has a Postcode field too.
    const selectors = page.getByRole('region', { name: 'Find your nearest location' })
    const postcode = selectors.getByLabel('Postcode')
    await postcode.fill('3042')
    await selectors.getByRole('button', { name: 'Find' }).click()
    await expect(page.getByText(/Nearest location: \d+ km/)).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Metro Essendon Sales', level: 4 })).toBeVisible()
    await postcode.fill('30')
    await selectors.getByRole('button', { name: 'Find' }).click()
    await expect(page.locator('main').getByRole('alert')).toHaveText('Invalid postcode. Please enter a 4-digit number.')
    await postcode.fill('0001')
    await selectors.getByRole('button', { name: 'Find' }).click()
    await expect(page.locator('main').getByRole('alert')).toHaveText('Invalid postcode')
  })

  test('dealership selector is set automatically when only one option exists', async ({ page }) => {
    await open(page, site('lakeside-motors', '/contact'))
    await expect(page.getByLabel('Dealership')).toHaveValue(/\d+/)
    await expect(page.getByRole('heading', { name: 'Lakeside Motors Sales', level: 4 })).toBeVisible()
  })

  test('/contact-us/{location slug}, /locations/{slug} and /teams/{locationSlug}', async ({ page }) => {
    await open(page, site('harbour-toyota', '/contact-us/harbour-toyota'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Harbour Toyota')
    await expect(page.getByRole('article')).toHaveCount(3)
    await open(page, site('harbour-toyota', '/locations/harbour-toyota'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Harbour Toyota')
    await page.getByRole('link', { name: 'Meet the team' }).click()
    await expect(page).toHaveURL(/\/teams\/harbour-toyota$/)
    await expect(page.getByRole('heading', { name: 'Alex Morgan' })).toBeVisible()
    const missing = await page.goto(site('harbour-toyota', '/contact-us/nowhere'))
    expect(missing?.status()).toBe(404)
  })

  test("'Our Locations' carousel: previous disabled at the start, swipe hint on small screens", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await open(page, site('harbour-toyota'))
    const carousel = page.getByRole('region', { name: 'Our Locations' })
    await carousel.scrollIntoViewIfNeeded()
    await expect(carousel.getByRole('button', { name: 'Previous locations' })).toBeDisabled()
    await expect(carousel.getByTestId('swipe-hint')).toBeVisible()
    await carousel.getByRole('button', { name: 'Next locations' }).click()
    await expect(carousel.getByRole('button', { name: 'Previous locations' })).toBeEnabled()
  })

  test("no 'Swipe' hint on a desktop carousel whose cards all fit", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await open(page, site('harbour-toyota'))
    const carousel = page.getByRole('region', { name: 'Our Locations' })
    await carousel.scrollIntoViewIfNeeded()
    await expect(carousel.getByRole('button', { name: 'Next locations' })).toBeDisabled()
    await expect(carousel.getByTestId('swipe-hint')).toHaveAttribute('data-shown', 'false')
    await expect(carousel.getByTestId('swipe-hint')).not.toBeVisible()
  })
})
