import { cache } from 'react'
import type { PromoTile as PromoTileDoc } from '@/payload-types'
import { cachedRead } from '@/cache/cachedRead'
import { siteTag } from '@/cache/cacheTags'
import { fillPlaceholders } from '@/domain/groupPlaceholders'
import { groupPromoTiles, siteLayers } from './groupContent'
import { layeredDocs } from './layeredDocs'
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

/** The site's own promo tiles, as stored. */
const ownPromoTiles = cachedRead(
  'search-promo-tiles',
  ([siteId]) => [siteTag(siteId, 'promo-tiles'), siteTag(siteId, 'media')],
  async (siteId: number): Promise<PromoTileDoc[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'promo-tiles',
      where: bySite(siteId),
      limit: 50,
      depth: 1,
      overrideAccess: false,
    })
    return docs
  },
)

/**
 * The site's promo tiles (spec §4: shown between start and expiry; the window is checked where they render): its own,
 * then its groups' (site over dealer group over brand programme), group texts filled with the site's details.
 */
export const sitePromoTiles = cache(async (siteId: number): Promise<PromoTile[]> => {
  const [own, layers] = await Promise.all([ownPromoTiles(siteId), siteLayers(siteId)])
  const docs =
    layers.groups.length === 0
      ? own.filter((tile) => tile.hidesInherited !== true)
      : layeredDocs(
          own,
          layers,
          await Promise.all(layers.groups.map((g) => groupPromoTiles(g.id))),
          (tile, values) => ({
            ...tile,
            title: fillPlaceholders(tile.title, values),
            text: fillPlaceholders(tile.text, values),
          }),
        )
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
})
