import { expect, test } from '@playwright/test'

const FEED = `Stock Number,VIN,Make,Model,Badge,Year,Price,Kms,Condition,Status
E2E-1,JTMW43FV60D099991,Toyota,Corolla,Ascent Sport,2020,"$24,990",61000,Used,Available
E2E-2,JTMW43FV60D099992,Toyota,Camry,SL,2021,"$36,990",39000,Used,Available
`

type Report = { status: string; summary?: Record<string, number>; message?: string }

/** Follows an import the API accepted (202) until its job has an outcome, as an integrator polls its report. */
async function outcomeOf(
  request: import('@playwright/test').APIRequestContext,
  auth: Record<string, string>,
  id: number,
) {
  let report: Report = { status: 'queued' }
  await expect
    .poll(
      async () => {
        report = (await (await request.get(`/api/stock-imports/${id}?depth=0`, { headers: auth })).json()) as Report
        return report.status
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toMatch(/^(done|done-rejected|confirm|preview|refused|failed)$/)
  return report
}

async function login(request: import('@playwright/test').APIRequestContext, email: string) {
  const response = await request.post('/api/users/login', {
    data: { email, password: process.env.SEED_PASSWORD ?? 'demo-password' },
  })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { token: string }).token
}

test.describe('stock feed import over the authenticated API', () => {
  test('staff post a CSV feed for their own dealership: 202 at once, then the report has the summary; the same feed again changes nothing', async ({
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
    expect(first.status()).toBe(202)
    const accepted = (await first.json()) as { id: number; report: string }
    expect(first.headers()['location']).toBe(accepted.report)
    expect(await outcomeOf(request, auth, accepted.id)).toMatchObject({
      status: 'done',
      summary: { created: 2, updated: 0, sold: 0, rejected: 0 },
    })
    const again = await request.post('/api/cars/import?dealership=e2e-import-yard', {
      headers: { ...auth, 'Content-Type': 'text/csv' },
      data: FEED,
    })
    expect(await outcomeOf(request, auth, ((await again.json()) as { id: number }).id)).toMatchObject({
      status: 'done',
      summary: { created: 0, updated: 0, sold: 0, unchanged: 2 },
    })
    // A platform admin downloads the stored feed as it was posted; another site's editor cannot.
    const admin = { Authorization: `JWT ${await login(request, 'admin@example.com')}` }
    const doc = (await (await request.get(`/api/stock-imports/${accepted.id}`, { headers: admin })).json()) as {
      url: string
    }
    const download = await request.get(doc.url, { headers: admin })
    expect(download.status()).toBe(200)
    expect(await download.text()).toBe(FEED)
    const stranger = { Authorization: `JWT ${await login(request, 'editor@harbour-toyota.example.com')}` }
    expect((await request.get(doc.url, { headers: stranger })).status()).toBeGreaterThanOrEqual(403)
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

  test('issue 25.9: a NUL byte, a workbook, an empty body and a body over 20 MB get a 4xx that says what is wrong', async ({
    request,
  }) => {
    const auth = { Authorization: `JWT ${await login(request, 'editor@metro-used-cars.example.com')}` }
    const post = (data: string | Buffer) =>
      request.post('/api/cars/import?dealership=metro-essendon&format=csv', {
        headers: { ...auth, 'Content-Type': 'text/csv' },
        data,
      })
    const nul = await post('StockNo,Make,Model\nN1,Kia\u0000,Rio\n')
    expect(nul.status()).toBe(400)
    expect(await nul.json()).toMatchObject({
      field: 'body',
      error: expect.stringMatching(/^Line 2 contains a NUL byte/),
    })
    const workbook = await post(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 0x78, 0x6c, 0x2f, 0x77]))
    expect(workbook.status()).toBe(400)
    expect(await workbook.json()).toMatchObject({ field: 'body', error: expect.stringMatching(/Excel workbook/) })
    const empty = await post('')
    expect(empty.status()).toBe(400)
    const huge = await post(Buffer.alloc(20 * 1024 * 1024 + 10, 'a'))
    expect(huge.status()).toBe(413)
    expect(await huge.json()).toMatchObject({ field: 'body', error: 'The feed is larger than 20 MB.' })
  })
})
