import { expect, test } from '@playwright/test'
import { ADMIN, EDITOR_A, EDITOR_B, login, send, SITE_A, SITE_ADMIN_A, SITE_ADMIN_B, SITE_B, siteIdOf } from './http'

/**
 * Issue 25, points 8 and 10. Car slugs are made from public data (year, make, model, badge, stock number), and were
 * unique across all sites: another dealer could take the slug a dealer's next import would make, and that import
 * failed ("The following field is invalid: slug"), or learn from the error that a slug existed. Dealership slugs were
 * not unique at all: a site admin could give their dealership another site's dealership slug, and the operator's
 * `import:stock --dealership <slug>` became ambiguous. Site A is Harbour Toyota, site B Metro Used Cars.
 */

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

type Doc = { id: number; slug?: string; dealership?: number; site?: number }
let admin: string
let siteA: number
let siteB: number
let metroDealership: number
const cleanup: Array<{ collection: 'cars' | 'dealerships'; id: number }> = []

const created = (answer: { status: number; text: string; json: () => unknown }) => {
  expect(answer.status, answer.text.slice(0, 300)).toBe(201)
  return (answer.json() as { doc: Doc }).doc
}
const carsWhere = async (query: string) =>
  ((await send(`/api/cars?${query}&depth=0&limit=10`, { token: admin })).json() as { docs: Doc[] }).docs

/** A dealership of Harbour's own, so a feed (a full snapshot) never sells the seeded yard's stock. */
const harbourYard = async (slug: string) => {
  const yard = created(
    await send('/api/dealerships', {
      token: await login(SITE_ADMIN_A),
      body: { site: siteA, name: `Harbour Yard ${slug}`, slug },
    }),
  )
  cleanup.push({ collection: 'dealerships', id: yard.id })
  return yard
}

type Report = { status: string; summary?: { created?: number; rejected?: number }; message?: string }

/** Harbour's editor posts the feed (202) and follows the import's report until its job has an outcome. */
const importAsHarbour = async (dealershipSlug: string, csv: string) => {
  const token = await login(EDITOR_A)
  const accepted = await send(`/api/cars/import?dealership=${dealershipSlug}&format=csv`, {
    token,
    raw: csv,
    headers: { 'content-type': 'text/csv' },
  })
  expect(accepted.status, accepted.text.slice(0, 300)).toBe(202)
  const { id } = accepted.json() as { id: number }
  let report: Report = { status: 'queued' }
  await expect
    .poll(
      async () => {
        report = (await send(`/api/stock-imports/${id}?depth=0`, { token })).json() as Report
        return report.status
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toMatch(/^(done|done-rejected|confirm|preview|refused|failed)$/)
  return report
}

test.beforeAll(async () => {
  admin = await login(ADMIN)
  siteA = await siteIdOf(SITE_A)
  siteB = await siteIdOf(SITE_B)
  const metro = (
    (await send(`/api/dealerships?where[site][equals]=${siteB}&depth=0&limit=1&sort=id`, { token: admin })).json() as {
      docs: Doc[]
    }
  ).docs[0]
  metroDealership = metro!.id
})

test.afterAll(async () => {
  for (const { id } of cleanup.filter((c) => c.collection === 'dealerships'))
    for (const car of await carsWhere(`where[dealership][equals]=${id}`))
      await send(`/api/cars/${car.id}`, { method: 'DELETE', token: admin })
  for (const { collection, id } of [...cleanup].reverse())
    await send(`/api/${collection}/${id}`, { method: 'DELETE', token: admin })
})

test('slug squatting: a car slug taken on another site neither blocks nor changes a dealer car', async () => {
  const run = stamp()
  const yard = await harbourYard(`harbour-squat-${run}`)
  // The slug Harbour's next import will make for this row, taken first by Metro's editor.
  const stocknum = `SQ-${run}`
  const slug = `2021-subaru-forester-${stocknum.toLowerCase()}`
  const squatter = created(
    await send('/api/cars', {
      token: await login(EDITOR_B),
      body: { dealership: metroDealership, make: 'Kia', model: `Squat${run}`, year: 2022, price: 9990, stocknum, slug },
    }),
  )
  cleanup.push({ collection: 'cars', id: squatter.id })
  expect(squatter.slug).toBe(slug)

  const imported = await importAsHarbour(
    yard.slug!,
    `StockNo,Make,Model,Year,Price\n${stocknum},Subaru,Forester,2021,31990\n`,
  )
  expect(imported).toMatchObject({ status: 'done', summary: { created: 1, rejected: 0 } })

  const [harbourCar] = await carsWhere(`where[dealership][equals]=${yard.id}&where[stocknum][equals]=${stocknum}`)
  expect(harbourCar?.slug).toBe(slug)
  // Harbour's car page is Harbour's car; Metro's car with the same slug is only on Metro's site.
  const harbourPage = await send(`/cars/${slug}`, { site: SITE_A })
  expect(harbourPage.status).toBe(200)
  expect(harbourPage.text).toContain('Forester')
  expect(harbourPage.text).not.toContain(`Squat${run}`)
  const metroPage = await send(`/cars/${slug}`, { site: SITE_B })
  expect(metroPage.status).toBe(200)
  expect(metroPage.text).toContain(`Squat${run}`)

  // Taking a seeded Harbour car's slug neither fails (an oracle of Harbour's slugs) nor touches Harbour's car page.
  const [seeded] = await carsWhere(
    `where[site][equals]=${siteA}&where[status][equals]=in_stock&where[show_on_dealer_website][equals]=true&sort=id`,
  )
  const copycat = created(
    await send('/api/cars', {
      token: await login(EDITOR_B),
      body: {
        dealership: metroDealership,
        make: 'Kia',
        model: `Copycat${run}`,
        year: 2020,
        price: 8990,
        stocknum: `CC-${run}`,
        slug: seeded!.slug,
      },
    }),
  )
  cleanup.push({ collection: 'cars', id: copycat.id })
  expect(copycat.slug).toBe(seeded!.slug)
  const seededPage = await send(`/cars/${seeded!.slug}`, { site: SITE_A })
  expect(seededPage.status).toBe(200)
  expect(seededPage.text).not.toContain(`Copycat${run}`)
  expect(
    (await carsWhere(`where[site][equals]=${siteA}&where[slug][equals]=${seeded!.slug}`)).map((c) => c.id),
  ).toEqual([seeded!.id])
})

test("ambiguous dealership: another site's dealership slug is stored as a variant, and imports by slug stay Harbour's", async () => {
  const run = stamp()
  const yard = await harbourYard(`harbour-ambiguous-${run}`)
  const squatter = created(
    await send('/api/dealerships', {
      token: await login(SITE_ADMIN_B),
      body: { site: siteB, name: 'Harbour Toyota', slug: yard.slug },
    }),
  )
  cleanup.push({ collection: 'dealerships', id: squatter.id })
  expect(squatter.slug).not.toBe(yard.slug)
  expect(squatter.slug).toMatch(new RegExp(`^${yard.slug}-\\d+$`))

  // Renaming onto the taken slug also gives a variant.
  const renamed = await send(`/api/dealerships/${squatter.id}`, {
    method: 'PATCH',
    token: await login(SITE_ADMIN_B),
    body: { slug: yard.slug },
  })
  expect(renamed.status, renamed.text.slice(0, 300)).toBe(200)
  expect((renamed.json() as { doc: Doc }).doc.slug).not.toBe(yard.slug)

  const stocknum = `AMB-${run}`
  const imported = await importAsHarbour(
    yard.slug!,
    `StockNo,Make,Model,Year,Price\n${stocknum},Toyota,Yaris,2021,21990\n`,
  )
  expect(imported).toMatchObject({ status: 'done', summary: { created: 1 } })
  const cars = await carsWhere(`where[stocknum][equals]=${stocknum}`)
  expect(cars.map((c) => [c.dealership, c.site])).toEqual([[yard.id, siteA]])
  // The operator's lookup (every site) finds exactly one dealership by that slug.
  const bySlug = (
    (await send(`/api/dealerships?where[slug][equals]=${yard.slug}&depth=0`, { token: admin })).json() as {
      docs: Doc[]
    }
  ).docs
  expect(bySlug.map((d) => d.id)).toEqual([yard.id])
})
