import type { Payload } from 'payload'
import type { Dealership, Location } from '@/payload-types'
import { reindexAllCars } from '../src/search/carIndex'
import { env } from '../src/config/env'
import type { CarInput } from '../src/stock/feedCar'
import { generateStock, type StockKind } from './stock/generate'

/** Which kind of stock each demo template sells. */
const KIND_BY_TEMPLATE: Record<string, StockKind> = {
  franchise: 'toyota',
  'multi-franchise': 'multi-franchise',
  caravan: 'caravan',
}

/** Cars per demo site; `SEED_STOCK_PER_SITE` lowers it for fast test databases. */
export const stockPerSite = () => Number(env('SEED_STOCK_PER_SITE') ?? 320)

const seedOf = (slug: string) => [...slug].reduce((hash, ch) => (hash * 31 + ch.charCodeAt(0)) >>> 0, 7)

/** Start of today (UTC): the demo is identical all day, and "sold 1–5 days ago" stays true to the calendar. */
export const stockDay = (now = new Date()) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))

function carData(car: CarInput, dealership: Dealership, locations: Location[]) {
  const { location_name, images, finance_lenders, ...rest } = car
  const location = locations.find((l) => l.name === location_name) ?? locations[0]
  return {
    ...rest,
    dealership: dealership.id,
    location: location?.id,
    images: (images ?? []).map((url) => ({ url })),
    finance_lenders: Object.entries(finance_lenders ?? {}).map(([provider, lender]) => ({ provider, ...lender })),
  }
}

/** Generates and stores each demo site's stock, then builds the search index in one atomic reindex. */
export async function seedDemoStock(
  payload: Payload,
  sites: { slug: string; template: string; locale: string }[],
  log: (line: string) => void,
) {
  const now = stockDay()
  for (const site of sites) {
    const siteDoc = (
      await payload.find({ collection: 'sites', where: { slug: { equals: site.slug } }, limit: 1, depth: 0 })
    ).docs[0]
    if (!siteDoc) continue
    const dealerships = (
      await payload.find({
        collection: 'dealerships',
        where: { site: { equals: siteDoc.id } },
        depth: 0,
        limit: 50,
        sort: 'slug',
      })
    ).docs
    const kind: StockKind = site.locale === 'en-US' ? 'us' : (KIND_BY_TEMPLATE[site.template] ?? 'multi-franchise')
    let made = 0
    for (const [i, dealership] of dealerships.entries()) {
      const locations = (
        await payload.find({
          collection: 'locations',
          where: { dealership: { equals: dealership.id } },
          depth: 0,
          limit: 50,
        })
      ).docs
      const sales = locations.filter((l) => (l.locationType ?? 'sales') === 'sales')
      const count = Math.ceil(stockPerSite() / dealerships.length) + (i === 0 ? stockPerSite() % dealerships.length : 0)
      const cars = generateStock({
        dealershipSlug: dealership.slug,
        count,
        kind,
        seed: seedOf(dealership.slug),
        now,
        locationNames: sales.map((l) => l.name),
      })
      // A few creates at a time: each waits on its own round trips, the pool has room for them.
      for (let at = 0; at < cars.length; at += 8) {
        await Promise.all(
          cars.slice(at, at + 8).map((car) =>
            payload.create({
              collection: 'cars',
              data: carData(car, dealership, sales) as never,
              context: { skipIndex: true, disableRevalidate: true },
              depth: 0,
            }),
          ),
        )
      }
      made += cars.length
    }
    log(`stock ${site.slug}: ${made} cars`)
  }
  try {
    await reindexAllCars(payload, log)
  } catch (error) {
    log(
      `search index not built (${error instanceof Error ? error.message : error}); run npm run reindex once search is up`,
    )
  }
}
