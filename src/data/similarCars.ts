import type { Site } from '@/payload-types'
import type { AlgoliaSearchParams } from '@/search/algoliaTypes'
import { CARS_INDEX } from '@/search/carIndexSettings'
import { keepPageBriefly } from '@/cache/pageCache'
import { siteSearchClient } from './siteSearchClient'

export const SIMILAR_CARS_LIMIT = 8

export type SimilarCarHit = {
  objectID: string
  slug?: string | null
  name?: string | null
  year?: number | null
  make?: string | null
  model?: string | null
  badge?: string | null
  price?: number | null
  price_type?: string | null
  km?: number | null
  primary_image_url?: string | null
  status?: 'in_stock' | 'coming_soon' | 'sold' | null
  sold?: boolean | null
  preorder?: boolean | null
  subscription_price?: number | null
}

const quoted = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`

/**
 * Similar cars from the index, searched with the site's secured key (the site's stock filter and the listing rule
 * are inside the key): same make and body, or same make, excluding the car itself. Errors give an empty list.
 */
export async function similarCars(
  site: Pick<Site, 'id' | 'search'>,
  car: { id: number; make: string; simple_body?: string | null },
  now: Date = new Date(),
): Promise<SimilarCarHit[]> {
  try {
    const client = siteSearchClient(site, now)
    const filters = `make:${quoted(car.make)}`
    const result = await client.searchSingleIndex<SimilarCarHit>({
      indexName: CARS_INDEX,
      searchParams: { filters, hitsPerPage: SIMILAR_CARS_LIMIT * 2 } satisfies AlgoliaSearchParams,
    })
    const hits = result.hits.filter((h) => h.objectID !== String(car.id) && h.status !== 'sold')
    const sameBody = car.simple_body
      ? hits.filter((h) => (h as { simple_body?: string | null }).simple_body === car.simple_body)
      : []
    const rest = hits.filter((h) => !sameBody.includes(h))
    return [...sameBody, ...rest].slice(0, SIMILAR_CARS_LIMIT)
  } catch {
    // The car page goes out without similar cars: cached for seconds only, so they return with the service.
    await keepPageBriefly()
    return []
  }
}

/** The car page's similar cars: none where the site turns the row off (Sites → car page → similar cars). */
export function carPageSimilarCars(
  site: Pick<Site, 'id' | 'search' | 'carPage'>,
  car: { id: number; make: string; simple_body?: string | null },
  now: Date,
): Promise<SimilarCarHit[]> {
  return site.carPage?.similarCars !== false ? similarCars(site, car, now) : Promise.resolve([])
}
