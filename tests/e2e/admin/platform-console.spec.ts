import { expect, test, type Page } from '@playwright/test'
import { signInToAdmin } from '../../adminSignIn'
import { shot } from '../shots'

/**
 * Issue 39.11 "One console for the operator", in a real Chromium against the built app and the seeded database: the
 * platform admin's dashboard lists every site with its last import and feed pull, leads waiting, failed and without a
 * destination, alerts sent this week and the server's errors; each figure links into that site's own admin.
 */

const DEMO = ['harbour-toyota', 'lakeside-motors', 'metro-used-cars', 'outback-caravans']

type Doc = { id: number; slug: string; name: string }

async function sites(page: Page): Promise<Doc[]> {
  const response = await page.request.get(`/api/sites?where[slug][in]=${DEMO.join(',')}&depth=0&limit=10`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { docs: Doc[] }).docs
}

async function count(page: Page, collection: string, query: string): Promise<number> {
  const response = await page.request.get(`/api/${collection}?${query}&limit=1&depth=0`)
  expect(response.ok(), `${collection}?${query}`).toBe(true)
  return ((await response.json()) as { totalDocs: number }).totalDocs
}

/** A console link's query, decoded, so a test reads `where[and][0][site][equals]=7`. */
const decoded = (href: string | null) => decodeURIComponent(href ?? '')

test("issue 39.11: the platform admin's console lists every site with its imports, feed pulls, leads, alerts and errors, each linking to the site", async ({
  page,
}) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInToAdmin(page, 'admin@example.com')
  const board = page.getByTestId('platform-console')
  await expect(board).toBeVisible()
  await expect(board.getByRole('heading', { name: 'All sites' })).toBeVisible()
  await expect(board.getByTestId('server-errors')).toContainText(/Server errors: \d+ answered by this server since/)
  for (const header of [
    'Site',
    'Last stock import',
    'Last feed pull',
    'Leads waiting to be sent',
    'Leads that failed',
    'Leads with no destination',
    'Alerts sent this week',
  ])
    await expect(board.getByRole('columnheader', { name: header, exact: true })).toBeVisible()

  for (const site of await sites(page)) {
    const row = board.getByTestId(`console-site-${site.slug}`)
    await expect(row, site.slug).toBeVisible()
    // The site's name opens its settings; (view) opens the site itself.
    await expect(row.getByRole('link', { name: site.name, exact: true })).toHaveAttribute(
      'href',
      `/admin/collections/sites/${site.id}`,
    )
    await expect(row.getByRole('link', { name: '(view)' })).toHaveAttribute('href', `/sites/${site.slug}/`)

    // Leads: the same numbers the site's own lists hold, each linking to that list filtered to the site.
    const ofSite = `where[site][equals]=${site.id}`
    const expected = {
      'console-undelivered': await count(page, 'leads', `${ofSite}&where[deliveryStatus][in]=pending,retrying`),
      'console-undeliverable': await count(page, 'leads', `${ofSite}&where[deliveryStatus][in]=failed`),
      'console-no-destination': await count(page, 'leads', `${ofSite}&where[deliveryStatus][in]=not-configured`),
    }
    for (const [testId, number] of Object.entries(expected)) {
      const cell = row.getByTestId(testId)
      const link = cell.getByRole('link').first()
      await expect(link, `${site.slug} ${testId}`).toHaveText(String(number))
      const href = decoded(await link.getAttribute('href'))
      expect(href).toMatch(/^\/admin\/collections\/leads\?/)
      expect(href).toContain(`[site][equals]=${site.id}`)
    }
    await expect(row.getByTestId('console-alerts')).toHaveText(/^\d+$/)

    // The last import: its status and time, linking to that import of this site; or 'None yet'.
    const imports = (await (
      await page.request.get(`/api/stock-imports?${ofSite}&sort=-createdAt&limit=1&depth=0`)
    ).json()) as { docs: { id: number }[] }
    const importCell = row.getByTestId('console-import')
    if (imports.docs.length === 0) await expect(importCell).toHaveText('None yet')
    else
      await expect(importCell.getByRole('link')).toHaveAttribute(
        'href',
        new RegExp(`^/admin/collections/stock-imports/\\d+$`),
      )
    // The last feed pull: worked or failed, the dealership and the time, linking to a dealership of this site.
    const feedCell = row.getByTestId('console-feed')
    const feedLink = feedCell.getByRole('link')
    if ((await feedLink.count()) === 0) await expect(feedCell).toHaveText('No scheduled feed')
    else {
      const id = /\/dealerships\/(\d+)$/.exec((await feedLink.getAttribute('href')) ?? '')?.[1]
      expect(id, site.slug).toBeDefined()
      const dealership = (await (await page.request.get(`/api/dealerships/${id}?depth=0`)).json()) as { site: number }
      expect(dealership.site).toBe(site.id)
      await expect(feedLink).toHaveText(/^(Worked|Failed)/)
    }
  }
  await shot(page, 'admin-platform-console')

  // A figure opens that site's list with the site selected (the admin's site selector cookie), not another site's.
  const metro = (await sites(page)).find((s) => s.slug === 'metro-used-cars')!
  const waiting = page.getByTestId('console-site-metro-used-cars').getByTestId('console-undelivered').getByRole('link')
  await waiting.click()
  await expect(page).toHaveURL(/\/admin\/collections\/leads\?/)
  expect(decoded(page.url())).toContain(`[site][equals]=${metro.id}`)
  const tenant = (await page.context().cookies()).find((cookie) => cookie.name === 'payload-tenant')
  expect(tenant?.value).toBe(String(metro.id))

  // On a phone the console's table scrolls inside its own box.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/admin')
  await expect(page.getByTestId('platform-console').getByTestId('console-site-harbour-toyota')).toBeAttached()
  await shot(page, 'admin-platform-console')
})
