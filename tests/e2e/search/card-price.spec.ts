import { expect, test } from '@playwright/test'
import { hydrated } from '../content/site'
import { shot } from '../shots'

const port = Number(process.env.E2E_PORT ?? 3100)
const site = (slug: string, path = '/') => `http://${slug}.localhost:${port}${path}`

test("One price everywhere (issue 19.7): the card's $/wk equals the car page's", async ({ page }) => {
  test.setTimeout(120_000)
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(site('harbour-toyota', '/search'))
    await expect(page.locator('[data-search-ready]')).toBeVisible()
    await expect(page.getByTestId('card-weekly').first()).toBeVisible()
    await shot(page, 'search-card-weekly')
  }
  const cards = page.getByTestId('car-card').filter({ has: page.getByTestId('card-weekly') })
  const checked: { href: string; weekly: string }[] = []
  for (let i = 0; i < Math.min(3, await cards.count()); i++) {
    const card = cards.nth(i)
    const weekly = (await card.getByTestId('card-weekly').locator('strong').textContent())!.trim()
    expect(weekly).toMatch(/^\$[\d,]+(\.\d{2})?$/)
    checked.push({ href: (await card.locator('h3 a').getAttribute('href'))!, weekly })
  }
  expect(checked.length).toBeGreaterThan(0)
  for (const { href, weekly } of checked) {
    await page.goto(new URL(href, site('harbour-toyota')).toString())
    await hydrated(page)
    await expect(page.getByTestId('finance-box')).toContainText(`${weekly}/wk`)
  }
  await shot(page, 'car-page-weekly')
})

test('the checkout says before the shopper submits how the deposit is paid, what happens next, and the terms', async ({
  page,
  request,
}) => {
  const sites = (
    (await (await request.get('/api/sites?where[slug][equals]=metro-used-cars&limit=1&depth=0')).json()) as {
      docs: { id: number }[]
    }
  ).docs
  const [car] = (
    (await (
      await request.get(
        `/api/cars?where[site][equals]=${sites[0]!.id}&where[show_on_dealer_website][equals]=true&where[status][equals]=in_stock&where[reserved][not_equals]=true&limit=1&depth=0&sort=id`,
      )
    ).json()) as { docs: { slug: string }[] }
  ).docs
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 1100 })
    await page.goto(site('metro-used-cars', `/cars/${car!.slug}/checkout`))
    const explainer = page.getByTestId('checkout-explainer')
    await expect(explainer).toContainText('fully refundable deposit, and we hold the car for 48 hours.')
    await expect(page.getByTestId('checkout-payment')).toContainText(/deposit .*fully refundable/)
    await expect(explainer.getByRole('heading', { name: 'What happens next' })).toBeVisible()
    await expect(explainer.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    )
    // Before the form: the shopper reads it before submitting.
    const explainerBox = (await explainer.boundingBox())!
    const submitBox = (await page.getByRole('button', { name: /^Reserve · / }).boundingBox())!
    expect(explainerBox.y).toBeLessThan(submitBox.y)
    await shot(page, 'checkout-explainer')
  }
})
