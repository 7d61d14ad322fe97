import { expect, test } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3100)
const site = (slug: string, path = '/') => `http://${slug}.localhost:${port}${path}`

test('two demo sites reached by host each show their own content', async ({ page }) => {
  await page.goto(site('harbour-toyota'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oh what a feeling, in Sydney')
  await expect(page.getByRole('navigation', { name: 'Main' })).toContainText('Special Offers')
  await expect(page.locator('footer')).toContainText('Harbour Toyota | Toyota | Camperdown NSW')

  await page.goto(site('metro-used-cars'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quality used cars, honest prices')
  await expect(page.locator('body')).not.toContainText('Harbour Toyota')
})

test('the path-prefix fallback serves a site to tools that cannot set a host', async ({ page }) => {
  await page.goto(`/sites/outback-caravans`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Built for the long way round')
  await page.getByRole('link', { name: 'Contact us' }).first().click()
  await expect(page).toHaveURL(/\/sites\/outback-caravans\/contact$/)
})

test('an unknown host gets a friendly 404 page', async ({ page }) => {
  const response = await page.goto(site('no-such-dealer'))
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We couldn’t find that page')
})

test('the US site declares its own language', async ({ page }) => {
  await page.goto(site('lakeside-motors'))
  await expect(page.locator('[lang="en-US"]')).toHaveCount(1)
})
