export type ListingScope = 'used' | 'all'

export interface ListingPlace {
  city?: string | null
  state?: string | null
  /** The dealer's override_city replaces the city. */
  override_city?: string | null
}

/**
 * Spec listing titles: 'Pre-Owned Cars for Sale in {city} {state}' for used, and
 * 'New, Pre-Owned and Demo Cars for Sale in {city} {state}' for all.
 */
export function listingTitle(scope: ListingScope, place: ListingPlace): string {
  const city = place.override_city?.trim() || place.city?.trim() || ''
  const where = [city, place.state?.trim() ?? ''].filter(Boolean).join(' ')
  const lead = scope === 'used' ? 'Pre-Owned Cars for Sale' : 'New, Pre-Owned and Demo Cars for Sale'
  return where ? `${lead} in ${where}` : lead
}

/** Spec: preset search page '7 Seater Cars for Sale' filters on seats=7. */
export const SEVEN_SEATER_PRESET = { title: '7 Seater Cars for Sale', refinements: { seats: ['7'] } } as const
