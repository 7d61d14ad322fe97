import { expect, test } from '@playwright/test'
import { signInToAdmin } from '../adminSignIn'
import { ADMIN, login, port, send, SITE_A, siteIdOf, type Answer } from './http'

/** Security headers on HTML, API, search-proxy and file answers; and the CSP does not break the site or the admin. */

/** What every answer carries; the app's own answers (not the proxied search service) also carry HSTS. */
function expectSecurityHeaders(answer: Answer, what: string, fromApp = true) {
  const h = answer.headers
  const csp = String(h['content-security-policy'] ?? '')
  expect(csp, `${what}: Content-Security-Policy`).toMatch(/default-src '(self|none)'/)
  expect(csp, `${what}: frame-ancestors`).toMatch(/frame-ancestors '(self|none)'/)
  if (!fromApp) return expect(h['x-content-type-options'], `${what}: nosniff`).toBe('nosniff')
  expect(csp, `${what}: object-src`).toContain("object-src 'none'")
  expect(csp, `${what}: base-uri`).toContain("base-uri 'self'")
  // The e2e server runs `next start`, which is production: HSTS is on.
  expect(String(h['strict-transport-security'] ?? ''), `${what}: HSTS`).toMatch(/max-age=\d{7,}/)
  expect(h['x-content-type-options'], `${what}: nosniff`).toBe('nosniff')
  expect(String(h['referrer-policy'] ?? ''), `${what}: Referrer-Policy`).toMatch(
    /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
  )
  expect(String(h['x-frame-options'] ?? ''), `${what}: X-Frame-Options`).toMatch(/^(DENY|SAMEORIGIN)$/)
  expect(h['x-powered-by'], `${what}: no X-Powered-By`).toBeUndefined()
}

test('security headers: HTML pages of the sites, the platform index and the admin', async () => {
  const site = await siteIdOf(SITE_A)
  const car = (
    (await send(`/api/cars?where[site][equals]=${site}&limit=1&depth=0`, { token: await login(ADMIN) })).json() as {
      docs: { slug: string }[]
    }
  ).docs[0]!
  const pages: Array<[string | undefined, string]> = [
    [SITE_A, '/'],
    [SITE_A, `/cars/${car.slug}`],
    [SITE_A, '/search'],
    [SITE_A, '/sign-in?type=watchlist'],
    [SITE_A, '/no-such-page'],
    [undefined, '/'],
    [undefined, '/admin/login'],
    [undefined, '/admin'],
  ]
  for (const [siteSlug, pathname] of pages) {
    const answer = await send(pathname, { site: siteSlug })
    expectSecurityHeaders(answer, `${siteSlug ?? 'platform'} ${pathname} (${answer.status})`)
  }
  // The admin's preview of a site on the platform host (staff only in production: one-host-one-dealer.spec.ts).
  const preview = await send('/sites/harbour-toyota/contact-us', { cookie: `payload-token=${await login(ADMIN)}` })
  expect(preview.status).toBe(200)
  expectSecurityHeaders(preview, `platform /sites/harbour-toyota/contact-us as staff (${preview.status})`)
})

test('security headers: API, search proxy and uploaded-file answers', async () => {
  const answers: Array<[string, Answer]> = [
    ['GET /api/cars', await send('/api/cars?limit=1')],
    ['GET /api/leads (403)', await send('/api/leads')],
    ['POST /api/leads/submit (403)', await send('/api/leads/submit', { site: SITE_A, body: {} })],
    ['GET /api/users/me', await send('/api/users/me')],
    ['GET /api/media', await send('/api/media?limit=1')],
    ['GET robots.txt', await send('/robots.txt', { site: SITE_A })],
  ]
  const media = (answers.find(([what]) => what === 'GET /api/media')![1].json() as { docs: Array<{ url?: string }> })
    .docs[0]
  if (media?.url) answers.push([`GET ${media.url}`, await send(media.url)])
  for (const [what, answer] of answers) expectSecurityHeaders(answer, `${what} (${answer.status})`)
  // The search proxy passes the loopback search service's answer through: it sets its own CSP, nosniff and framing rules.
  for (const body of [{ requests: [] }, 'not json']) {
    const search = await send('/search-api/1/indexes/*/queries', { site: SITE_A, raw: JSON.stringify(body) })
    expectSecurityHeaders(search, `POST /search-api (${search.status})`, false)
  }
  expect(media?.url, 'a seeded media file to check').toBeTruthy()
})

test('security headers: the CSP lets the site and the admin render in Chromium with no violation', async ({ page }) => {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text()))
      violations.push(message.text())
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`Refused to load (CSP ${e.violatedDirective}): ${e.blockedURI}`),
    )
  })
  await page.goto(`http://${SITE_A}.localhost:${port}/`)
  await expect(page.locator('header').first()).toBeVisible()
  await page.goto(`http://${SITE_A}.localhost:${port}/search`)
  await expect(page.locator('[data-search-ready]')).toBeVisible({ timeout: 30_000 })
  await page.getByTestId('car-card').first().getByRole('link').first().click()
  await expect(page).toHaveURL(/\/cars\//)
  await page.waitForLoadState('networkidle')
  await signInToAdmin(page, ADMIN, { baseUrl: `http://localhost:${port}` })
  await page.goto(`http://localhost:${port}/admin/collections/offers`)
  await expect(page.locator('.collection-list, [class*="collection-list"]').first()).toBeVisible({ timeout: 30_000 })
  await page.waitForLoadState('networkidle')
  expect(violations).toEqual([])
})
