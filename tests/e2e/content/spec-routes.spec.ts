import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { site } from './site'

/**
 * Issue 19.9: routes of spec content §2 that were missing: /car-finance/ (a seeded content page linking to the
 * manufacturer's finance calculator) and /used-car/new-cars beside /used-car/list for the region that uses them.
 */

const PASSWORD = process.env.SEED_PASSWORD ?? 'demo-password'

async function signInPlatformAdmin(request: APIRequestContext) {
  const login = await request.post('/api/users/login', { data: { email: 'admin@example.com', password: PASSWORD } })
  expect(login.ok()).toBe(true)
}

async function siteDoc(request: APIRequestContext, slug: string) {
  const found = (await (await request.get(`/api/sites?where[slug][equals]=${slug}&depth=0&limit=1`)).json()) as {
    docs: { id: number; search: Record<string, unknown> }[]
  }
  return found.docs[0]!
}

const resultCount = async (page: Page, url: string) => {
  await page.goto(url)
  const count = page.getByTestId('result-count')
  await expect(count).toHaveText(/\d/)
  return (await count.textContent())?.match(/[\d,]+/)?.[0]
}

test("/car-finance/ is a content page with the manufacturer's finance calculator (spec content §2)", async ({
  page,
}) => {
  await page.goto(site('harbour-toyota', '/car-finance'))
  await expect(page.getByRole('heading', { level: 1, name: 'Car Finance' })).toBeVisible()
  const calculator = page.getByRole('link', { name: 'Open the Toyota calculator' })
  await expect(calculator).toHaveAttribute('href', /^https:\/\/www\.toyota\.com\.au\//)
  await expect(page.getByRole('link', { name: 'Apply for finance' })).toHaveAttribute('href', '/finance-enquiry')
  // A dealer without a manufacturer gets the page without the outbound calculator.
  expect((await page.goto(site('metro-used-cars', '/car-finance')))?.status()).toBe(200)
  await expect(page.getByRole('link', { name: /calculator/ })).toHaveCount(0)
})

test('/used-car/list and /used-car/new-cars for the region that uses them (spec content §2), 404 elsewhere', async ({
  page,
  request,
}) => {
  expect((await page.goto(site('harbour-toyota', '/used-car/new-cars')))?.status()).toBe(404)
  await signInPlatformAdmin(request)
  const harbour = await siteDoc(request, 'harbour-toyota')
  const patch = (usedCarListRoute: boolean) =>
    request.patch(`/api/sites/${harbour.id}`, { data: { search: { ...harbour.search, usedCarListRoute } } })
  expect((await patch(true)).ok()).toBe(true)
  try {
    expect(await resultCount(page, site('harbour-toyota', '/used-car/new-cars'))).toBe(
      await resultCount(page, site('harbour-toyota', '/search/new-cars')),
    )
    expect(await resultCount(page, site('harbour-toyota', '/used-car/list'))).toBe(
      await resultCount(page, site('harbour-toyota', '/search/used-cars')),
    )
  } finally {
    expect((await patch(false)).ok()).toBe(true)
  }
})
