import type { Payload } from 'payload'
import type { Car, Site } from '@/payload-types'
import { compileSavedSearch, type MatchableCar, type PreparedCar, prepareCar } from '@/domain/savedSearchMatch'
import { parseFilters, recordMatchesFilter } from '@/search-service/filter'
import { carIndexRecord } from '@/search/carRecord'
import { siteSearchFilter } from '@/search/siteSearchKey'
import {
  activeSavedSearches,
  addAlertItems,
  carsForAlerts,
  type NewAlertItem,
  siteForAlerts,
  sitesWithActiveSavedSearches,
  subscribedWatchers,
} from '@/data/alerts'
import { hasShopperAlerts } from './alertSwitch'

export interface PriceDrop {
  carId: number
  before: number
  after: number
}

export interface MatchAlertsInput {
  /** Cars newly listed (created, or shown on the website again). */
  newCarIds?: number[]
  priceDrops?: PriceDrop[]
}

export interface MatchOutcome {
  /** Shoppers who got a new item. */
  shoppers: number
  /** Sites whose shoppers got something new: each gets a digest run. */
  sites: number[]
  savedSearchesTested: number
}

/**
 * What a site's shoppers may see of these cars: the records its search key would return now (the site binding, the
 * site's stock filter and the listing rule, the same filter `siteSearchKey` embeds), evaluated in-process.
 */
export function siteVisible(site: Pick<Site, 'id' | 'search'>, records: readonly MatchableCar[], now: Date) {
  const filter = parseFilters(siteSearchFilter(site, now))
  return records.filter((record) => recordMatchesFilter(filter, record))
}

/**
 * A saved search tells at most this many cars of one import (the newest): a digest is read in seconds, and the
 * saved search's own page shows the rest.
 */
export const MAX_CARS_PER_SEARCH = 20

const makeOf = (record: MatchableCar) => (typeof record.make === 'string' ? record.make.toLowerCase() : '')

/**
 * Issue 30.3: matching after imports, price changes and edits. Each saved search of a subscribed shopper is compiled
 * once and tested against the site's newly visible cars (only the cars of its makes when it names makes); each
 * watcher of a car whose price dropped gets a price-drop item when the car is visible on the watcher's site. Items
 * are unique per shopper, car and reason, so a job run twice stores nothing twice.
 */
export async function matchAlerts(payload: Payload, input: MatchAlertsInput, now = new Date()): Promise<MatchOutcome> {
  const newIds = [...new Set(input.newCarIds ?? [])]
  const drops = input.priceDrops ?? []
  const cars = await carsForAlerts(payload, [...new Set([...newIds, ...drops.map((d) => d.carId)])])
  const records = new Map(cars.map((car: Car) => [car.id, carIndexRecord(car) as MatchableCar]))
  const items: NewAlertItem[] = []
  const sites = new Map<number, Site | null>()
  const site = async (id: number) => {
    if (!sites.has(id)) sites.set(id, await siteForAlerts(payload, id))
    return sites.get(id) ?? null
  }
  let tested = 0

  const fresh = newIds.map((id) => records.get(id)).filter((r): r is MatchableCar => Boolean(r))
  if (fresh.length > 0) {
    for (const siteId of await sitesWithActiveSavedSearches(payload)) {
      const doc = await site(siteId)
      if (!doc || !hasShopperAlerts(doc)) continue
      const visible = siteVisible(doc, fresh, now)
      if (visible.length === 0) continue
      // Newest first, so a search that matches more than MAX_CARS_PER_SEARCH tells the newest.
      const prepared = visible.map(prepareCar).reverse()
      const byMake = new Map<string, PreparedCar[]>()
      for (const car of prepared) byMake.set(makeOf(car.record), [...(byMake.get(makeOf(car.record)) ?? []), car])
      for (const search of await activeSavedSearches(payload, siteId)) {
        tested++
        const matcher = compileSavedSearch(search.state ?? {})
        const candidates = matcher.makes ? matcher.makes.flatMap((make) => byMake.get(make) ?? []) : prepared
        let told = 0
        for (const car of candidates) {
          if (told >= MAX_CARS_PER_SEARCH) break
          if (!matcher.test(car)) continue
          told++
          items.push({
            siteId,
            phone: search.phone,
            carId: Number(car.record.id),
            reason: 'new-match',
            savedSearchId: search.id,
            price: typeof car.record.price === 'number' ? car.record.price : null,
          })
        }
      }
    }
  }

  const dropped = new Map(drops.filter((d) => d.after < d.before).map((d) => [d.carId, d]))
  for (const watcher of await subscribedWatchers(payload, [...dropped.keys()])) {
    const record = records.get(watcher.carId)
    const drop = dropped.get(watcher.carId)
    const doc = await site(watcher.siteId)
    if (!record || !drop || !doc || !hasShopperAlerts(doc) || siteVisible(doc, [record], now).length === 0) continue
    items.push({
      siteId: watcher.siteId,
      phone: watcher.phone,
      carId: watcher.carId,
      reason: 'price-drop',
      priceBefore: drop.before,
      price: drop.after,
    })
  }

  const touched = await addAlertItems(payload, items)
  return { shoppers: touched.length, sites: [...new Set(touched.map((t) => t.siteId))], savedSearchesTested: tested }
}
