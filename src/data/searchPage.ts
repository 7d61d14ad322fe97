import { keepPageBriefly } from '@/cache/pageCache'
import { manufacturerLogos } from './content'
import { type PromoTile, sitePromoTiles } from './promoTiles'

/** What the car search page shows beside its results (the results come from the search service, not from here). */
export type SearchPageExtras = { promoTiles: PromoTile[]; makeLogos: Record<string, string> }

/** The site's promo tiles and the makes' logos; either failing leaves it out, the search page still shows. */
export async function searchPageExtras(siteId: number): Promise<SearchPageExtras> {
  const [promoTiles, makeLogos] = await Promise.all([
    sitePromoTiles(siteId).catch(() => leftOut<PromoTile[]>([])),
    manufacturerLogos().catch(() => leftOut<Record<string, string>>({})),
  ])
  return { promoTiles, makeLogos }
}

/** A part the database did not answer for: the page is kept seconds, so the part returns with the database. */
async function leftOut<T>(nothing: T): Promise<T> {
  await keepPageBriefly()
  return nothing
}
