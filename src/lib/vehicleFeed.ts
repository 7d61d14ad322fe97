import { create } from 'xmlbuilder2'
import type { AlgoliaSearchParams } from '@/search/algoliaTypes'
import type { Site } from '@/payload-types'
import { vehicleFeedItem, type FeedCar, type FeedItem } from '@/domain/vehicleFeed'
import { searchAdminClient } from '@/search/adminClient'
import { CARS_INDEX } from '@/search/carIndexSettings'
import { siteSearchFilter } from '@/search/siteSearchKey'
import { andFilters } from '@/search-service/filter'
import { siteLocale } from './siteText'

const FEED_ATTRIBUTES = [
  'slug',
  'vin',
  'make',
  'model',
  'year',
  'km',
  'price',
  'car_type',
  'sold',
  'location_id',
  'dealership_id',
  'dealership_name',
  'location',
  'primary_image_url',
]

/** The site's listed, unsold cars from the index (browse: every car, past the 1000-hit pagination limit). */
export async function siteFeedCars(site: Site, now: Date): Promise<FeedCar[]> {
  const cars: FeedCar[] = []
  await searchAdminClient().browseObjects<FeedCar>({
    indexName: CARS_INDEX,
    browseParams: {
      filters: andFilters(siteSearchFilter(site, now), 'sold:false'),
      attributesToRetrieve: FEED_ATTRIBUTES,
      hitsPerPage: 1000,
    } satisfies AlgoliaSearchParams,
    aggregator: (answer) => void cars.push(...answer.hits),
  })
  return cars
}

/** Google's vehicle listings feed as RSS 2.0 with the g: namespace. */
export function vehicleFeedXml(items: readonly FeedItem[], channel: { title: string; link: string }): string {
  const rss = create({ version: '1.0', encoding: 'UTF-8' }).ele('rss', {
    version: '2.0',
    'xmlns:g': 'http://base.google.com/ns/1.0',
  })
  const ch = rss.ele('channel')
  ch.ele('title').txt(channel.title)
  ch.ele('link').txt(channel.link)
  for (const item of items) {
    const node = ch.ele('item')
    for (const [key, value] of Object.entries(item)) node.ele(`g:${key}`).txt(value)
  }
  return rss.end({ prettyPrint: true })
}

export async function siteVehicleFeed(
  site: Site,
  options: { origin: string; basePath: string; now: Date },
): Promise<string> {
  const locale = siteLocale(site)
  const items = (await siteFeedCars(site, options.now))
    .map((car) => vehicleFeedItem(car, { origin: options.origin, basePath: options.basePath, locale }))
    .filter((item): item is FeedItem => item !== null)
  return vehicleFeedXml(items, {
    title: `${site.name} vehicle listings`,
    link: `${options.origin}${options.basePath || '/'}`,
  })
}
