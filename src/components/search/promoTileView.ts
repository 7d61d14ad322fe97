/** A promo tile as the search page shows it (spec §4: inserted between the results at its position): the data layer's shape. */
export type { PromoTile as PromoTileView } from '@/data/promoTiles'
