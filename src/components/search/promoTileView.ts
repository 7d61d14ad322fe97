/** A promo tile as the search page shows it (spec §4: inserted between the results at its position). */
export interface PromoTileView {
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
