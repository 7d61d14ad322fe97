import { expect, test } from '@playwright/test'
import { open, site } from './site'

test.describe('header and footer from the navigation content', () => {
  test('harbour-toyota: the Toyota tree, location banner tel links, footer groups, socials and the sub-footer line', async ({
    page,
  }) => {
    await open(page, site('harbour-toyota'))
    const nav = page.getByRole('navigation', { name: 'Main' })
    for (const label of [
      'Home',
      'New Vehicles',
      'Special Offers',
      'Sell My Car',
      'Pre-owned Vehicles',
      'Service',
      'Parts & Accessories',
      'Company',
    ]) {
      await expect(nav.getByText(label, { exact: true }).first()).toBeVisible()
    }
    const banner = page.getByRole('list', { name: 'Phone numbers' })
    await expect(banner.getByRole('link', { name: /Sales/ })).toHaveAttribute('href', 'tel:+61295501200')
    await expect(banner.getByRole('link', { name: /Service/ })).toHaveAttribute('href', 'tel:+61295501210')
    await expect(banner.getByRole('link', { name: /Parts/ })).toHaveAttribute('href', 'tel:+61295501220')
    await expect(page.getByRole('search')).toBeVisible()

    const footer = page.locator('footer')
    await expect(footer.getByRole('navigation', { name: 'Buyer Tools' })).toContainText('Toyota Hybrids')
    await expect(
      footer.getByRole('navigation', { name: 'Harbour Toyota' }).getByRole('link', { name: 'Privacy Policy' }),
    ).toHaveAttribute('href', '/privacy-policy')
    await expect(footer.getByRole('link', { name: 'Harbour Toyota on Facebook' })).toHaveAttribute(
      'href',
      'https://www.facebook.com/harbour-toyota',
    )
    await expect(footer).toContainText(
      `© ${new Date().getFullYear()} Harbour Toyota | Toyota | Camperdown NSW | Dealer Licence MD 012345 | MVR MVRL 45678`,
    )
  })

  test('the Service dropdown opens on hover where the site says so, and a chosen link closes it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await open(page, site('harbour-toyota'))
    await page.getByRole('button', { name: 'Service', exact: true }).hover()
    const booking = page.getByRole('link', { name: 'Online Service Booking' })
    await expect(booking).toBeVisible()
    await expect(page.locator('header')).toHaveAttribute('data-dropdown-open', 'true')
  })

  test('models mega-menu: All Vehicles plus the category tabs in order, preferred model order, supplementary links, closes on choice', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await open(page, site('harbour-toyota'))
    // The mega menu is rendered when first opened, not carried hidden in every page.
    await expect(page.locator('header').getByRole('tab', { includeHidden: true })).toHaveCount(0)
    await page.getByRole('button', { name: 'New Vehicles' }).click()
    await expect(page.locator('header')).toHaveAttribute('data-dropdown-open', 'true')
    await expect(page.getByRole('tab')).toHaveText([
      'All Vehicles',
      'Hatch & sedans',
      'SUVs & 4WDs',
      'Utes & Vans',
      'GR & performance',
      'Electrified',
      'Discontinued',
    ])
    const panel = page.getByRole('tabpanel')
    await expect(panel.getByRole('link').nth(0)).toHaveText('bZ4X')
    await expect(panel.getByRole('link').nth(1)).toHaveText('Prado')
    await expect(panel).toHaveAttribute('data-scrolls', 'true')
    await expect(panel.locator('img').first()).toHaveAttribute('width', '280')
    await expect(panel.locator('img').first()).toHaveAttribute('height', '171')
    await page.getByRole('tab', { name: 'Utes & Vans' }).click()
    await expect(panel.getByRole('link')).toHaveText([
      'HiLux',
      'LandCruiser 70',
      'Tundra',
      'HiAce',
      'Granvia',
      'Coaster',
    ])
    await expect(page.getByRole('link', { name: 'Get Quote' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Toyota Connected' })).toBeVisible()
    await panel.getByRole('link', { name: 'HiLux' }).click()
    // Harbour Toyota's model page pattern is /models/new-{make}-{model}-vehicle (issue 26.7, docs/demo-sites.md).
    await expect(page).toHaveURL(/\/models\/new-toyota-hilux-vehicle$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('HiLux')
    await expect(page.locator('header')).not.toHaveAttribute('data-dropdown-open', 'true')
  })

  test('mobile menu lists a nested list per category', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await open(page, site('harbour-toyota'))
    await page.getByRole('button', { name: 'Menu' }).click()
    await page.getByRole('button', { name: 'New Vehicles' }).click()
    const hatch = page.getByRole('region', { name: 'Hatch & sedans' })
    await expect(hatch.getByRole('link')).toHaveText(['Yaris', 'Corolla Hatch', 'Camry', 'Corolla Sedan'])
  })

  test('lakeside-motors: a brands mega-menu for the multi-brand site, and US spelling', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await open(page, site('lakeside-motors'))
    await page.getByRole('button', { name: 'Brands' }).click()
    await expect(page.getByRole('link', { name: 'Chevrolet', exact: true })).toHaveAttribute(
      'href',
      '/search/chevrolet',
    )
    await expect(page.getByRole('link', { name: 'Ford', exact: true })).toBeVisible()
    await expect(page.locator('footer')).toContainText(`© ${new Date().getFullYear()} Lakeside Motors | Madison WI`)
  })
})
