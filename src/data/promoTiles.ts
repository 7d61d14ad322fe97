import { cachedRead } from '@/cache/cachedRead'
import { siteTag } from '@/cache/cacheTags'
import { payloadClient } from './payloadClient'
import { bySite } from './sites'

/** A promo tile as the search grid shows it (spec §4). */
export interface PromoTile {
  id: number
  title: string
  text: string | null
  link: string | null
  imageUrl: string | null
  position: number
  start: string | null
  expiry: string | null
  display: string[] | null
  strictDisplay: boolean | null
}

/** The site's promo tiles (spec §4: shown between start and expiry; the window is checked where they render). */
export const sitePromoTiles = cachedRead(
  'search-promo-tiles',
  ([siteId]) => [siteTag(siteId, 'promo-tiles'), siteTag(siteId, 'media')],
  async (siteId: number): Promise<PromoTile[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'promo-tiles',
      where: bySite(siteId),
      limit: 50,
      depth: 1,
      overrideAccess: false,
    })
    return docs.map((tile) => ({
      id: tile.id,
      title: tile.title,
      text: tile.text ?? null,
      link: tile.link ?? null,
      imageUrl: tile.image && typeof tile.image === 'object' ? (tile.image.url ?? null) : null,
      position: tile.position,
      start: tile.start ?? null,
      expiry: tile.expiry ?? null,
      display: tile.display ?? null,
      strictDisplay: tile.strictDisplay ?? null,
    }))
  },
)
