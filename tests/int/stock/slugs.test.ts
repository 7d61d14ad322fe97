import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Car, Dealership } from '@/payload-types'
import { importStockFeed } from '../../../src/stock/importFeedNow'
import { testPayload } from '../payload'

// Issue 25, points 8 and 10: car slugs are unique per site (never across sites, so no one can squat another
// dealer's slug), dealership slugs are unique across sites (the operator's import names one dealership).

const RUN = Date.now().toString(36)
let payload: Payload
let metroSite: number
let harbourSite: number
let harbourDealership: Dealership
const created: { cars: number[]; dealerships: number[] } = { cars: [], dealerships: [] }

const siteId = async (slug: string) =>
  (await payload.find({ collection: 'sites', where: { slug: { equals: slug } }, limit: 1, depth: 0 })).docs[0]!.id

const dealershipOf = async (slug: string) =>
  (await payload.find({ collection: 'dealerships', where: { slug: { equals: slug } }, limit: 2, depth: 0 })).docs

const newDealership = async (site: number, name: string, slug?: string) => {
  const dealership = await payload.create({
    collection: 'dealerships',
    data: { site, name, ...(slug ? { slug } : {}) } as never,
    depth: 0,
  })
  created.dealerships.push(dealership.id)
  return dealership
}

const newCar = async (dealership: number, stocknum: string, extra: Partial<Car> = {}) => {
  const car = await payload.create({
    collection: 'cars',
    data: { dealership, make: 'Kia', model: 'Picanto', year: 2022, price: 15990, stocknum, ...extra } as never,
    depth: 0,
  })
  created.cars.push(car.id)
  return car
}

beforeAll(async () => {
  payload = await testPayload()
  metroSite = await siteId('metro-used-cars')
  harbourSite = await siteId('harbour-toyota')
  harbourDealership = (await dealershipOf('harbour-toyota'))[0]!
})

afterAll(async () => {
  if (created.cars.length)
    await payload.delete({ collection: 'cars', where: { id: { in: created.cars } }, context: { skipIndex: true } })
  const dealerships = created.dealerships
  if (dealerships.length) {
    await payload.delete({ collection: 'cars', where: { dealership: { in: dealerships } } })
    await payload.delete({ collection: 'dealerships', where: { id: { in: dealerships } } })
  }
})

describe('car slugs are unique per site', () => {
  it('two sites may have a car with the same slug', async () => {
    const metroYard = await newDealership(metroSite, `Slug Metro ${RUN}`)
    const slug = `shared-slug-${RUN}`
    const metroCar = await newCar(metroYard.id, `SQ-${RUN}`, { slug })
    const harbourCar = await newCar(harbourDealership.id, `SQ-${RUN}`, { slug })
    expect(metroCar.slug).toBe(slug)
    expect(harbourCar.slug).toBe(slug)
  })

  it('a slug squatted on another site does not change the slug a car is given', async () => {
    // Metro takes the slug Harbour's next car would be given; Harbour's car still gets it, unchanged.
    const metroYard = await newDealership(metroSite, `Squat Metro ${RUN}`)
    const made = `2022-kia-picanto-sqt-${RUN}`
    await newCar(metroYard.id, `OTHER-${RUN}`, { slug: made })
    const harbourCar = await newCar(harbourDealership.id, `SQT-${RUN}`)
    expect(harbourCar.slug).toBe(made)
  })

  it('a slug already taken on the same site gets a unique variant, and a typed slug is slugified', async () => {
    const yard = await newDealership(metroSite, `Variant Metro ${RUN}`)
    const base = `variant-${RUN}`
    const cars = [
      await newCar(yard.id, `V1-${RUN}`, { slug: base }),
      await newCar(yard.id, `V2-${RUN}`, { slug: base }),
      await newCar(yard.id, `V3-${RUN}`, { slug: ` Variant ${RUN.toUpperCase()} ` }),
    ]
    expect(cars.map((c) => c.slug)).toEqual([base, `${base}-2`, `${base}-3`])
  })

  it('a second dealership of the same site importing the same stock numbers gets unique variants', async () => {
    const first = await newDealership(metroSite, `Feed One ${RUN}`)
    const second = await newDealership(metroSite, `Feed Two ${RUN}`)
    const feed = `StockNo,Make,Model,Year,Price\nDUP-${RUN}-1,Toyota,Corolla,2020,19990\nDUP-${RUN}-2,Mazda,CX-3,2019,17990\n`
    const one = await importStockFeed(payload, { dealershipSlug: first.slug, content: feed, format: 'csv' })
    const two = await importStockFeed(payload, { dealershipSlug: second.slug, content: feed, format: 'csv' })
    expect(one).toMatchObject({ created: 2, rejected: 0 })
    expect(two).toMatchObject({ created: 2, rejected: 0 })
    const slugsOf = async (dealership: number) =>
      (
        await payload.find({
          collection: 'cars',
          where: { dealership: { equals: dealership } },
          sort: 'stocknum',
          depth: 0,
          pagination: false,
        })
      ).docs.map((c) => c.slug)
    const made = [`2020-toyota-corolla-dup-${RUN}-1`, `2019-mazda-cx-3-dup-${RUN}-2`]
    expect(await slugsOf(first.id)).toEqual(made)
    expect(await slugsOf(second.id)).toEqual(made.map((s) => `${s}-2`))
    // Importing the same feed again changes nothing: the variants stay.
    expect(await importStockFeed(payload, { dealershipSlug: second.slug, content: feed, format: 'csv' })).toMatchObject(
      { created: 0, updated: 0 },
    )
  })

  it('a car keeps its slug on update', async () => {
    const yard = await newDealership(metroSite, `Keep Metro ${RUN}`)
    const base = `keep-${RUN}`
    const first = await newCar(yard.id, `K1-${RUN}`, { slug: base })
    const second = await newCar(yard.id, `K2-${RUN}`, { slug: base })
    expect(second.slug).toBe(`${base}-2`)
    const priced = await payload.update({ collection: 'cars', id: first.id, data: { price: 14990 }, depth: 0 })
    expect(priced.slug).toBe(base)
    const same = await payload.update({ collection: 'cars', id: first.id, data: { slug: base }, depth: 0 })
    expect(same.slug).toBe(base)
    // The variant asked for its base again (a feed with a slug column) keeps its own variant.
    const again = await payload.update({ collection: 'cars', id: second.id, data: { slug: base }, depth: 0 })
    expect(again.slug).toBe(`${base}-2`)
    // A slug cleared in the form is made again from the car.
    const cleared = await payload.update({ collection: 'cars', id: second.id, data: { slug: '' }, depth: 0 })
    expect(cleared.slug).toBe(`2022-kia-picanto-k2-${RUN}`)
  })
})

describe('dealership slugs are unique across sites', () => {
  it('a dealership slug taken on another site gets a variant', async () => {
    const squatter = await newDealership(metroSite, 'Harbour Toyota', 'harbour-toyota')
    expect(squatter.slug).toMatch(/^harbour-toyota-\d+$/)
    const byName = await newDealership(metroSite, 'Harbour Toyota')
    expect(byName.slug).toMatch(/^harbour-toyota-\d+$/)
    expect(byName.slug).not.toBe(squatter.slug)
    // Renaming onto a taken slug also gives a variant.
    const renamed = await payload.update({
      collection: 'dealerships',
      id: squatter.id,
      data: { slug: 'metro-dandenong' },
      depth: 0,
    })
    expect(renamed.slug).toMatch(/^metro-dandenong-\d+$/)
  })

  it('the CLI lookup by dealership slug is never ambiguous', async () => {
    // A yard of Harbour's (a feed is a full snapshot: the seeded yard's stock is left alone), then Metro takes its slug.
    const slug = `harbour-yard-${RUN}`
    const harbourYard = await newDealership(harbourSite, 'Harbour Yard', slug)
    const squatter = await newDealership(metroSite, 'Harbour Yard', slug)
    expect(squatter.slug).toBe(`${slug}-2`)
    expect((await dealershipOf(slug)).map((d) => d.id)).toEqual([harbourYard.id])
    const feed = `StockNo,Make,Model,Year,Price\nCLI-${RUN},Toyota,Yaris,2021,21990\n`
    const summary = await importStockFeed(payload, { dealershipSlug: slug, content: feed, format: 'csv' })
    expect(summary).toMatchObject({ created: 1 })
    const [car] = (await payload.find({ collection: 'cars', where: { stocknum: { equals: `CLI-${RUN}` } }, depth: 0 }))
      .docs
    expect(car!.dealership).toBe(harbourYard.id)
    expect(car!.site).toBe(harbourSite)
  })
})
