import fs from 'node:fs'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { hydrated, site } from './content/site'

/**
 * Accessibility: axe-core over every page type of two demo sites (an Australian franchise dealer and the US site with
 * the watchlist). No `serious` or `critical` violation is allowed; each one is listed with its rule and elements.
 */

const port = Number(process.env.E2E_PORT ?? 3100)
const smsLog = path.resolve(`.data/e2e-${port}/outbox/sms.log`)

type Context = { cars: Array<{ id: number; slug: string }>; location: string; offer: string }

async function contextFor(request: APIRequestContext, slug: string): Promise<Context> {
  const json = async <T>(url: string) => (await (await request.get(url)).json()) as T
  const siteId = (await json<{ docs: { id: number }[] }>(`/api/sites?where[slug][equals]=${slug}&depth=0&limit=1`))
    .docs[0]!.id
  const cars = (
    await json<{ docs: { id: number; slug: string }[] }>(
      `/api/cars?where[site][equals]=${siteId}&where[show_on_dealer_website][equals]=true&where[status][equals]=in_stock&where[price][greater_than]=5000&depth=0&limit=3&sort=id`,
    )
  ).docs
  const location = (
    await json<{ docs: { slug: string }[] }>(`/api/locations?where[site][equals]=${siteId}&depth=0&limit=1&sort=id`)
  ).docs[0]!.slug
  return { cars, location, offer: '/special-offers' }
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  // axe really looked at the page (a blank or error page passes almost nothing).
  expect(results.passes.length, `axe rules passed on ${page.url()}`).toBeGreaterThan(10)
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    )
}

async function signIn(page: Page, slug: string) {
  const digits = String(2_000_000 + Math.floor(Math.random() * 7_000_000))
  await page.goto(site(slug, '/sign-in?type=watchlist'))
  await hydrated(page)
  await page.getByLabel('Cell phone number').fill(`(608) ${digits.slice(0, 3)}-${digits.slice(3, 7)}`)
  await page.getByRole('button', { name: 'Send code' }).click()
  await expect(page.getByRole('status')).toContainText('6-digit code')
  const lines = fs
    .readFileSync(smsLog, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { to: string; body: string })
  const code = /^(\d{6})/.exec(lines.filter((l) => l.to === `+1608${digits.slice(0, 7)}`).at(-1)?.body ?? '')?.[1] ?? ''
  await page.getByLabel('6-digit code').fill(code)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL(/\/watchlist$/)
}

const SITES = [
  { slug: 'harbour-toyota', finance: '/apply-for-finance', watchlist: false },
  { slug: 'lakeside-motors', finance: '/apply-for-finance', watchlist: true },
]

for (const demo of SITES) {
  test(`a11y ${demo.slug}: no serious or critical axe violations on any page type`, async ({ page, request }) => {
    test.setTimeout(180_000)
    const ctx = await contextFor(request, demo.slug)
    const pages: Array<[string, string]> = [
      ['home', '/'],
      ['search', '/search'],
      ['car page', `/cars/${ctx.cars[0]!.slug}`],
      ['offers', ctx.offer],
      ['location page', `/locations/${ctx.location}`],
      ['contact', '/contact-us'],
      ['finance', demo.finance],
      ['sign-in', '/sign-in?type=watchlist'],
      ['compare', `/compare?ids=${ctx.cars.map((c) => c.id).join(',')}`],
      ['content page', '/privacy-policy'],
      ['trade-in', '/trade-in'],
    ]
    const found: string[] = []
    for (const [kind, pathname] of pages) {
      const response = await page.goto(site(demo.slug, pathname))
      expect(response?.status(), `${kind} ${pathname}`).toBeLessThan(400)
      await hydrated(page)
      if (kind === 'search') await expect(page.locator('[data-search-ready]')).toBeVisible()
      await page.waitForLoadState('networkidle')
      for (const v of await seriousViolations(page)) found.push(`${kind} (${pathname}): ${v}`)
    }
    if (demo.watchlist) {
      await signIn(page, demo.slug)
      await hydrated(page)
      for (const v of await seriousViolations(page)) found.push(`watchlist: ${v}`)
    }
    expect(found).toEqual([])
  })
}

// On a phone the header shows only the phone icon and the sticky Call/Enquire bar appears: axe again at 390 px.
for (const demo of SITES) {
  test(`a11y ${demo.slug} at 390 px: no serious or critical axe violations on the home, search and car pages`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width: 390, height: 844 })
    const ctx = await contextFor(request, demo.slug)
    const found: string[] = []
    for (const pathname of ['/', '/search', `/cars/${ctx.cars[0]!.slug}`]) {
      expect((await page.goto(site(demo.slug, pathname)))?.status(), pathname).toBeLessThan(400)
      await hydrated(page)
      await page.waitForLoadState('networkidle')
      for (const v of await seriousViolations(page)) found.push(`${pathname}: ${v}`)
    }
    expect(found).toEqual([])
  })
}
