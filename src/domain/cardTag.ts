import { isSold } from './availability'
import { DAY_MS, toEpochMs } from './timestamps'
import type { Car } from './types'

/** Spec §9: new tag window 8 days. */
export const NEW_TAG_WINDOW_DAYS = 8

export type CardTagTone = 'green' | 'red'

export type CardTag =
  | { kind: 'sold'; text: string }
  | { kind: 'fuel'; text: 'Electric' | 'Hybrid'; tone: 'green' }
  | { kind: 'reserved'; text: string }
  | { kind: 'certified-badge'; make: string }
  | { kind: 'own'; text: string; tone: CardTagTone }
  | { kind: 'coming-soon'; text: 'COMING SOON' }
  | { kind: 'new'; text: string }

export interface CardTagSettings {
  /** The site's sold tag. */
  soldTag?: string
  /** The site's new tag. */
  newTag?: string
  /** The site's reserved tag. */
  reservedTag?: string
  /** The site shows electric/hybrid tags. */
  electricHybridTags?: boolean
  /** Used certified cars of this make show an image badge. */
  certifiedBadgeMake?: string | null
  /** The car's own tag 'runout sale' gets a green background on this site. */
  runoutSaleGreen?: boolean
  newTagWindowDays?: number
}

function fuelTag(fuel: string | null | undefined): 'Electric' | 'Hybrid' | null {
  if (!fuel) return null
  if (/hybrid/i.test(fuel)) return 'Hybrid'
  if (/electric/i.test(fuel)) return 'Electric'
  return null
}

/**
 * Spec §4 Card tags, in priority order, first match wins: sold; electric/hybrid (sites with those tags);
 * reserved; used certified car of one make (image badge); the car's own tag (green only for 'runout sale'
 * on certain sites, otherwise red); coming_soon; created within the last 8 days.
 */
export function cardTag(
  car: Pick<Car, 'status' | 'sold' | 'fuel' | 'reserved' | 'certified' | 'car_type' | 'make' | 'tag' | 'created_at'>,
  now: Date,
  settings: CardTagSettings = {},
): CardTag | null {
  const {
    soldTag = 'SOLD',
    newTag = 'NEW',
    reservedTag = 'RESERVED',
    electricHybridTags = false,
    certifiedBadgeMake,
    runoutSaleGreen = false,
    newTagWindowDays = NEW_TAG_WINDOW_DAYS,
  } = settings

  if (isSold(car)) return { kind: 'sold', text: soldTag }
  const fuel = electricHybridTags ? fuelTag(car.fuel) : null
  if (fuel) return { kind: 'fuel', text: fuel, tone: 'green' }
  if (car.reserved === true) return { kind: 'reserved', text: reservedTag }
  if (
    certifiedBadgeMake &&
    car.car_type === 'used' &&
    car.certified === true &&
    car.make?.trim().toLowerCase() === certifiedBadgeMake.trim().toLowerCase()
  ) {
    return { kind: 'certified-badge', make: certifiedBadgeMake }
  }
  const ownTag = car.tag?.trim()
  if (ownTag) {
    const green = runoutSaleGreen && ownTag.toLowerCase() === 'runout sale'
    return { kind: 'own', text: ownTag, tone: green ? 'green' : 'red' }
  }
  if (car.status === 'coming_soon') return { kind: 'coming-soon', text: 'COMING SOON' }
  const created = toEpochMs(car.created_at)
  if (created !== null && now.getTime() - created < newTagWindowDays * DAY_MS) return { kind: 'new', text: newTag }
  return null
}

/**
 * What a card tag shows. Rule 7's tag is "the site's new tag": its text is the site's own wording, as the site's
 * setting says it (issue 26.6: never replaced by other words); because 'NEW' on a used car could read as "a new
 * car", the tag carries its meaning, "listed in the last 8 days", as its title.
 */
export function cardTagView(
  tag: CardTag,
  newTagWindowDays: number = NEW_TAG_WINDOW_DAYS,
): { text: string; title: string | null } {
  if (tag.kind === 'certified-badge') return { text: `Certified ${tag.make}`, title: null }
  if (tag.kind !== 'new') return { text: tag.text, title: null }
  return { text: tag.text, title: `Listed in the last ${newTagWindowDays} days` }
}
