import { expect, test } from '@playwright/test'
import { shot } from '../shots'
import { open, site } from './site'

/** Issue 19.8, 19.12 and 19.17 in the browser: phone layout, the stock dropdown, the terms toggle, dialogs. */

const phone = { width: 390, height: 844 }
const desktop = { width: 1280, height: 900 }

test('the Harbour Toyota home page at 390 px: the long card blocks are swipeable rows (body height before and after)', async ({
  page,
}) => {
  await page.setViewportSize(phone)
  await open(page, site('harbour-toyota'))
  const after = await page.evaluate(() => document.body.scrollHeight)
  const rows = page.locator('.phone-scroller')
  expect(await rows.count()).toBeGreaterThanOrEqual(2)
  // Each row scrolls sideways and stays inside the screen.
  for (const row of await rows.all()) {
    const box = await row.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }))
    expect(box.scroll).toBeGreaterThan(box.client)
    expect(box.client).toBeLessThanOrEqual(phone.width)
  }
  await shot(page, 'issue19-home')
  // The same page as it was: the card blocks as columns.
  const before = await page.evaluate(() => {
    for (const el of document.querySelectorAll('.phone-scroller')) el.classList.remove('phone-scroller')
    return document.body.scrollHeight
  })
  console.log(`harbour-toyota home at 390 px: body.scrollHeight ${before} px as columns, ${after} px with rows`)
  expect(after).toBeLessThan(before)
  await page.setViewportSize(desktop)
  await open(page, site('harbour-toyota'))
  await shot(page, 'issue19-home')
})

test('the sticky Call/Enquire bar covers neither the dealer-licence line nor the compare tray at 390 px', async ({
  page,
}) => {
  await page.setViewportSize(phone)
  await open(page, site('harbour-toyota'))
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  const licence = page.locator('footer').getByText(/Dealer Licence/)
  await expect(licence).toBeVisible()
  const bar = page.locator('.site-sticky-footer > *').first()
  await expect(bar).toHaveAttribute('data-shown', 'true')
  const [line, sticky] = await Promise.all([licence.boundingBox(), bar.boundingBox()])
  expect(line!.y + line!.height).toBeLessThanOrEqual(sticky!.y)
  await shot(page, 'issue19-footer-licence')

  await open(page, site('harbour-toyota', '/search/used-cars'))
  await page.evaluate(() => window.scrollTo(0, 400))
  await page
    .getByRole('checkbox', { name: /^Compare / })
    .first()
    .check()
  const tray = page.getByRole('region', { name: 'Compare' })
  await expect(tray).toBeVisible()
  const [trayBox, barBox] = await Promise.all([tray.boundingBox(), bar.boundingBox()])
  expect(trayBox!.y + trayBox!.height).toBeLessThanOrEqual(barBox!.y + 1)
  await shot(page, 'issue19-compare-tray')
})

test("the Pre-owned Vehicles dropdown is built from the site's used stock: used cars and their makes with counts (39.10)", async ({
  page,
}) => {
  await page.setViewportSize(desktop)
  await open(page, site('harbour-toyota'))
  await page.getByRole('button', { name: 'Pre-owned Vehicles' }).click()
  const links = page.locator('header').getByRole('link', { name: /\(\d+\)$/ })
  await expect(links.first()).toBeVisible()
  const labels = await links.allTextContents()
  // Its link is /search/used-cars: used stock only, no New Cars and no All Stock (issue 39.10).
  expect(labels.some((l) => /^(New Cars|Demo Cars|All Stock) \(\d+\)$/.test(l))).toBe(false)
  const used = labels.find((l) => /^Used Cars \(\d+\)$/.test(l))
  expect(used).toBeDefined()
  const toyota = labels.find((l) => /^Toyota \(\d+\)$/.test(l))
  expect(toyota).toBeDefined()
  // A make counts no more cars than the used stock has.
  expect(Number(/\((\d+)\)/.exec(toyota!)![1])).toBeLessThanOrEqual(Number(/\((\d+)\)/.exec(used!)![1]))
  await expect(page.getByRole('link', { name: /^Toyota \(\d+\)$/ })).toHaveAttribute(
    'href',
    '/search/toyota?car_type=used',
  )
  await shot(page, 'issue19-stock-dropdown')
})

test('the mobile terms-of-use section toggles collapsed and expanded', async ({ page }) => {
  await page.setViewportSize(phone)
  await open(page, site('harbour-toyota', '/terms-and-conditions'))
  const toggle = page.getByRole('button', { name: 'Read the full terms of use' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  const section = page.getByTestId('mobile-toggle-section')
  const collapsed = (await section.boundingBox())!.height
  await shot(page, 'issue19-terms')
  await toggle.click()
  await expect(page.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true')
  expect((await section.boundingBox())!.height).toBeGreaterThan(collapsed)
  await page.getByRole('button', { name: 'Show less' }).click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  // Wide screens show it all, without the button.
  await page.setViewportSize(desktop)
  await expect(toggle).toBeHidden()
  await expect(page.locator('main')).toContainText('Australian dollars')
})

test('mobile dialogs fit the screen: the header stays and the send button is reachable', async ({ page }) => {
  await page.setViewportSize(phone)
  await open(page, site('harbour-toyota', '/search/used-cars'))
  await page.getByTestId('car-card').first().getByRole('link').first().click()
  await page.locator('header[data-hydrated="true"]').waitFor()
  await page.getByTestId('btn-enquire').first().click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  const box = (await dialog.boundingBox())!
  expect(box.height).toBeLessThanOrEqual(phone.height)
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeInViewport()
  const send = dialog.getByRole('button', { name: /Send/ })
  await send.scrollIntoViewIfNeeded()
  await expect(send).toBeInViewport()
  await shot(page, 'issue19-dialog')
})

test('finance info labels the sample repayment and dates the offer one month ahead', async ({ page, request }) => {
  await page.setViewportSize(phone)
  // An available, priced, shown car: its page always has the finance box (lender figures or the estimate).
  const sites = (await (await request.get('/api/sites?where[slug][equals]=harbour-toyota&depth=0&limit=1')).json()) as {
    docs: { id: number }[]
  }
  const { docs } = (await (
    await request.get(
      `/api/cars?where[site][equals]=${sites.docs[0]!.id}&where[status][equals]=in_stock&where[reserved][not_equals]=true&where[show_on_dealer_website][equals]=true&where[price][greater_than]=5000&depth=0&limit=1&sort=id`,
    )
  ).json()) as { docs: { slug: string }[] }
  await open(page, site('harbour-toyota', `/cars/${docs[0]!.slug}`))
  const info = page.getByTestId('finance-info')
  await expect(info).toHaveCount(1)
  await info.click()
  const dialog = page.getByRole('dialog', { name: 'Finance information' })
  await expect(dialog).toContainText('Example only, not a quote for this vehicle')
  await expect(dialog).toContainText(/The example assumes a 10% deposit; offer valid until \d{1,2} \w+ \d{4}\./)
  await shot(page, 'issue19-finance-info')
})
