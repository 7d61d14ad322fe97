import { expect, test } from '@playwright/test'

const FEED = `Stock Number,VIN,Make,Model,Badge,Year,Price,Kms,Condition,Status
E2E-1,JTMW43FV60D099991,Toyota,Corolla,Ascent Sport,2020,"$24,990",61000,Used,Available
E2E-2,JTMW43FV60D099992,Toyota,Camry,SL,2021,"$36,990",39000,Used,Available
`

async function login(request: import('@playwright/test').APIRequestContext, email: string) {
  const response = await request.post('/api/users/login', {
    data: { email, password: process.env.SEED_PASSWORD ?? 'demo-password' },
  })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { token: string }).token
}

test.describe('stock feed import over the authenticated API', () => {
  test('staff import a CSV feed for their own dealership and get a summary; the same feed again changes nothing', async ({
    request,
  }) => {
    const token = await login(request, 'editor@metro-used-cars.example.com')
    const auth = { Authorization: `JWT ${token}` }
    const sites = (await (
      await request.get('/api/sites?where[slug][equals]=metro-used-cars', { headers: auth })
    ).json()) as { docs: { id: number }[] }
    const created = await request.post('/api/dealerships', {
      headers: auth,
      data: { name: 'E2E Import Yard', slug: 'e2e-import-yard', site: sites.docs[0]!.id },
    })
    expect(created.status()).toBe(201)

    const first = await request.post('/api/cars/import?dealership=e2e-import-yard', {
      headers: { ...auth, 'Content-Type': 'text/csv' },
      data: FEED,
    })
    expect(first.status()).toBe(200)
    expect(await first.json()).toMatchObject({ created: 2, updated: 0, sold: 0, rejected: 0 })
    const again = await request.post('/api/cars/import?dealership=e2e-import-yard', {
      headers: { ...auth, 'Content-Type': 'text/csv' },
      data: FEED,
    })
    expect(await again.json()).toMatchObject({ created: 0, updated: 0, sold: 0, unchanged: 2 })
  })

  test('an anonymous request is refused with 401', async ({ request }) => {
    const response = await request.post('/api/cars/import?dealership=metro-essendon', {
      headers: { 'Content-Type': 'text/csv' },
      data: FEED,
    })
    expect(response.status()).toBe(401)
  })

  test("a site's staff cannot import into another site's dealership", async ({ request }) => {
    const token = await login(request, 'editor@harbour-toyota.example.com')
    const response = await request.post('/api/cars/import?dealership=metro-essendon', {
      headers: { Authorization: `JWT ${token}`, 'Content-Type': 'text/csv' },
      data: FEED,
    })
    expect(response.status()).toBe(404)
  })

  test('bad input gets a 400 naming the field', async ({ request }) => {
    const token = await login(request, 'editor@metro-used-cars.example.com')
    const noDealer = await request.post('/api/cars/import', { headers: { Authorization: `JWT ${token}` }, data: FEED })
    expect(noDealer.status()).toBe(400)
    expect(await noDealer.json()).toMatchObject({ field: 'dealership' })
    const badFormat = await request.post('/api/cars/import?dealership=metro-essendon&format=xml', {
      headers: { Authorization: `JWT ${token}` },
      data: FEED,
    })
    expect(badFormat.status()).toBe(400)
    expect(await badFormat.json()).toMatchObject({ field: 'format' })
  })
})
