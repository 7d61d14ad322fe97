import { expect, test } from '@playwright/test'
import { open, site } from './site'

/** Issue 19.14 and 19.18: what a shopper sees: one text font everywhere, footer titles as the spec writes them. */

const SITES = ['harbour-toyota', 'metro-used-cars', 'outback-caravans', 'lakeside-motors']

test('one font stack everywhere: body, buttons, links and form fields use the text font on every site', async ({
  page,
}) => {
  for (const slug of SITES) {
    await open(page, site(slug, '/contact'))
    const fonts = await page.evaluate(() => {
      const family = (el: Element) => getComputedStyle(el).fontFamily
      const body = family(document.body)
      const controls = [...document.querySelectorAll('button, input, select, textarea, a')]
        .filter((el) => !(el as HTMLElement).closest('[hidden]'))
        .map((el) => ({ what: `${el.tagName} ${(el.textContent ?? '').trim().slice(0, 30)}`, font: family(el) }))
      return { body, controls }
    })
    expect(fonts.body, slug).toMatch(/^system-ui/)
    expect(
      fonts.controls.filter((c) => c.font !== fonts.body),
      `${slug}: controls in another font`,
    ).toEqual([])
  }
  // The theme's serif is the heading face only (Outback Caravans).
  await open(page, site('outback-caravans'))
  const heading = await page
    .locator('h1, h2')
    .first()
    .evaluate((el) => getComputedStyle(el).fontFamily)
  expect(heading).toMatch(/^Georgia/)
})

test("footer titles follow the spec's casing ('Buyer Tools', 'Servicing and Parts')", async ({ page }) => {
  await open(page, site('harbour-toyota'))
  const footer = page.getByRole('contentinfo')
  for (const title of ['Buyer Tools', 'Servicing and Parts']) {
    const heading = footer.getByText(title, { exact: true })
    await expect(heading).toBeVisible()
    expect(await heading.evaluate((el) => getComputedStyle(el).textTransform)).toBe('none')
  }
})

test("reviews show the reviewer's image and how long ago they were written (spec content §3 Review)", async ({
  page,
}) => {
  await open(page, site('harbour-toyota', '/buying'))
  const first = page.locator('li', { has: page.locator('cite', { hasText: 'Priya S.' }) })
  await expect(first.getByRole('img', { name: 'Priya S.' })).toBeVisible()
  await expect(first.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/)
  await expect(first).toContainText(/· (\d+ (days?|weeks?|months?|years?) ago|yesterday|last (week|month|year))/)
})
