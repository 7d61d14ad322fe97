import { siteNoPriceText } from '@/lib/sitePrice'
import type { Site } from '@/payload-types'
import { localeSpelling } from '@/domain/localeSpelling'
import { savedSearchMode, type SavedSearchMode } from '@/domain/savedSearchInput'
import { alertConsentText } from '@/domain/alertDigest'
import type { Locale } from '@/domain/types'
import { sortOptions } from '@/domain/searchFilters'
import { SORT_REPLICAS, type SortOption } from '@/search/carIndexSettings'

/** The site settings a search page needs in the browser (no secrets). */
export interface CarSearchSettings {
  /** The site's locale: the browser spells labels and units with it (en-US: Inquire, Mileage, Color, mi). */
  locale?: Locale
  sortOptions: { key: string; label: string; indexName: string }[]
  filters: string[]
  makesByVolume: boolean
  popularMakes: string[]
  popularMakesHeading: string
  stockCount: number | null
  hitsPerPage: number
  financeEnabled: boolean
  /** What the card's weekly figure and finance button need (the car page reads the same settings). */
  finance: {
    provider: string | null
    calculatorInterestRate: number | null
    disabledMakes: string[]
  }
  /** The site takes reservations (site.carPage.reserve). */
  reservations: boolean
  cards: {
    noPriceText: string
    soldTagText: string
    newTagText: string
    electricHybridTags: boolean
    runoutSaleGreen: boolean
    subscriptions: boolean
    showDescriptions: boolean
    favourites: 'off' | 'local' | 'watchlist'
    /** Issue 30.1 and 39.5: shoppers may save the search (unless staff switched alerts off). */
    savedSearches: boolean
    /** Issue 39.5: watchlist sites save for phone-signed-in shoppers, the others by e-mail with double opt-in. */
    savedSearchesBy: SavedSearchMode
    /** The consent wording an e-mail save agrees to (stored with it on the server, the same words). */
    savedSearchConsent: string
    compare: boolean
    /** Spec §5: compare and favourite also hidden when the car is not used, has no price or has no images. */
    strictSaveRule: boolean
    /** Spec §4 tag 4: the site's manufacturer and its logo; null when the site has no manufacturer with a logo. */
    certifiedBadge: { make: string; image: string } | null
    arrivingSoonText: string
    buyButton: 'reserve-now' | 'buy-online'
  }
}

const SORT_LABELS: Record<SortOption, string> = Object.fromEntries(
  sortOptions({ kms: true }).map((o) => [o.key, o.label]),
) as Record<SortOption, string>

const DEFAULT_SORTS: SortOption[] = sortOptions().map((o) => o.key)
const DEFAULT_FILTERS = [
  'car_type',
  'make',
  'model',
  'price',
  'year',
  'km',
  'body',
  'fuel',
  'transmission',
  'colour',
  'seats',
  'location_name',
]

/**
 * Spec §4 card tag 4 "Used certified car of one particular make: an image badge": the make is the site's manufacturer
 * (set for single-manufacturer sites), the image its logo (the uploaded logo, else its logo URL). Without both, no
 * badge: a text stand-in is not the spec's image badge.
 */
function certifiedBadge(site: Site): { make: string; image: string } | null {
  const manufacturer = typeof site.manufacturer === 'object' ? site.manufacturer : null
  if (!manufacturer?.name) return null
  const logo = typeof manufacturer.logo === 'object' ? manufacturer.logo?.url : null
  const image = logo || manufacturer.logoUrl
  return image ? { make: manufacturer.name, image } : null
}

export function carSearchSettings(site: Site): CarSearchSettings {
  const search = site.search ?? {}
  const cards = site.cards ?? {}
  const sorts = search.sortOptions?.length ? search.sortOptions : DEFAULT_SORTS
  const locale: Locale = site.locale ?? 'en-AU'
  const spell = (text: string) => localeSpelling(text, locale)
  return {
    locale,
    sortOptions: sorts.map((key) => ({ key, label: spell(SORT_LABELS[key]), indexName: SORT_REPLICAS[key] })),
    filters: search.filters?.length ? [...search.filters] : DEFAULT_FILTERS,
    makesByVolume: Boolean(search.makesByVolume),
    popularMakes: search.popularMakes ?? [],
    popularMakesHeading: search.popularMakesHeading || 'Popular Makes',
    stockCount: search.stockCount ?? null,
    hitsPerPage: search.hitsPerPage ?? 21,
    financeEnabled: site.finance?.enabled !== false,
    finance: {
      provider: site.finance?.provider ?? null,
      calculatorInterestRate: site.finance?.calculatorInterestRate ?? null,
      disabledMakes: (site.finance?.disabledMakes ?? []).filter((m) => m.trim() !== ''),
    },
    reservations: site.carPage?.reserve !== false,
    cards: {
      noPriceText: siteNoPriceText(site),
      soldTagText: cards.soldTagText || 'SOLD',
      newTagText: cards.newTagText || 'NEW',
      electricHybridTags: Boolean(cards.electricHybridTags),
      runoutSaleGreen: Boolean(cards.runoutSaleGreen),
      subscriptions: Boolean(cards.subscriptions),
      showDescriptions: Boolean(cards.showDescriptions),
      favourites: cards.favourites ?? 'local',
      savedSearches: savedSearchMode(cards) !== null,
      savedSearchesBy: savedSearchMode(cards) ?? 'email',
      savedSearchConsent: alertConsentText('email', site.name, locale),
      compare: cards.compare !== false,
      strictSaveRule: cards.strictSaveRule === true,
      certifiedBadge: certifiedBadge(site),
      arrivingSoonText: cards.arrivingSoonText ?? '',
      buyButton: cards.buyButton === 'buy-online' ? 'buy-online' : 'reserve-now',
    },
  }
}

/**
 * Facets every search asks for: the shown filters plus status and car_type (count substitution over 1999 hits) and
 * item_type (the heading's and count's noun: 'Caravans').
 */
export function searchFacets(settings: CarSearchSettings): string[] {
  return [...new Set([...settings.filters, 'status', 'car_type', 'item_type'])]
}

export function sortIndices(settings: CarSearchSettings): Record<string, string> {
  return Object.fromEntries(settings.sortOptions.map((o) => [o.key, o.indexName]))
}
