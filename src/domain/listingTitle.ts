export type ListingScope = 'used' | 'all'

export interface ListingPlace {
  city?: string | null
  state?: string | null
  /** The dealer's override_city replaces the city. */
  override_city?: string | null
}

/** What a listing shows, from its filters and its stock: make, model, body and the item type ('caravan'). */
export interface ListingSubject {
  /** Car types chosen (new, used, demo): the title names them ('New Cars', 'New and Demo Cars'). */
  carTypes?: readonly string[]
  makes?: readonly string[]
  models?: readonly string[]
  bodies?: readonly string[]
  itemType?: string | null
}

const ITEM_NOUNS: Record<string, readonly [string, string]> = {
  car: ['car', 'cars'],
  caravan: ['caravan', 'caravans'],
  trailer: ['trailer', 'trailers'],
  motorcycle: ['motorcycle', 'motorcycles'],
}

/** Car types in title order, as the titles word them (all three: 'New, Pre-Owned and Demo'). */
const CAR_TYPE_WORDS = [
  ['new', 'New'],
  ['used', 'Pre-Owned'],
  ['demo', 'Demo'],
] as const

const plural = (name: string) => (/(s|x|ch|sh)$/i.test(name) ? `${name}es` : `${name}s`)
const capital = (word: string) => (word ? word[0]!.toUpperCase() + word.slice(1) : word)

/** The item type's noun, singular and plural ('caravan', 'caravans'); cars when unknown. */
export function itemNouns(itemType?: string | null): readonly [string, string] {
  const type = itemType?.trim().toLowerCase() ?? ''
  if (!type) return ITEM_NOUNS.car!
  return Object.hasOwn(ITEM_NOUNS, type) ? ITEM_NOUNS[type]! : [type, plural(type)]
}

/**
 * The item type a listing shows: the one chosen in the item_type filter, otherwise the most common in the stock it
 * lists (item_type facet counts); null when neither says.
 */
export function listingItemType(
  selected: readonly string[] = [],
  counts: Readonly<Record<string, number>> | null | undefined = null,
): string | null {
  if (selected.length === 1) return selected[0]!
  if (selected.length > 1) return null
  const [top] = Object.entries(counts ?? {})
    .filter(([, n]) => n > 0)
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))
  return top?.[0] ?? null
}

/** One or two chosen values name the listing ('Toyota', 'Toyota and Mazda'); more do not. */
const named = (values: readonly string[] | undefined) =>
  values?.length === 1 ? values[0]! : values?.length === 2 ? `${values[0]} and ${values[1]}` : ''

/**
 * Spec listing titles: 'Pre-Owned Cars for Sale in {city} {state}' for used, and
 * 'New, Pre-Owned and Demo Cars for Sale in {city} {state}' for all. The title follows the filters and the stock:
 * the make and model chosen come before the noun ('Toyota RAV4 Cars'), a chosen body replaces it ('SUVs'), and the
 * noun is the listing's item type ('Caravans' on a caravan site).
 */
export function listingTitle(scope: ListingScope, place: ListingPlace, subject: ListingSubject = {}): string {
  const city = place.override_city?.trim() || place.city?.trim() || ''
  const where = [city, place.state?.trim() ?? ''].filter(Boolean).join(' ')
  const body = named(subject.bodies?.map(plural))
  const noun = body || capital(itemNouns(subject.itemType)[1])
  const what = [named(subject.makes), named(subject.models), noun].filter(Boolean).join(' ')
  const types = CAR_TYPE_WORDS.filter(([type]) => subject.carTypes?.includes(type)).map(([, word]) => word)
  const kind = types.length
    ? types.length === 1
      ? types[0]
      : `${types.slice(0, -1).join(', ')} and ${types[types.length - 1]}`
    : scope === 'used'
      ? 'Pre-Owned'
      : 'New, Pre-Owned and Demo'
  const lead = `${kind} ${what} for Sale`
  return where ? `${lead} in ${where}` : lead
}

/** Spec: preset search page '7 Seater Cars for Sale' filters on seats=7. */
export const SEVEN_SEATER_PRESET = { title: '7 Seater Cars for Sale', refinements: { seats: ['7'] } } as const
