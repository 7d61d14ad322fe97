import { carTitle } from '../../src/domain/carTitle'
import { slugify } from '../../src/domain/slugify'

/** A car's name when the feed leaves it empty: `2021 Toyota RAV4 GX` (the domain's car title). */
export const carName = carTitle

/** A car's slug when the feed leaves it empty: its name and stock number, slugified. */
export const carSlug = (car: {
  year?: number | null
  make?: string | null
  model?: string | null
  badge?: string | null
  stocknum?: string | null
}) => slugify(`${carName(car)} ${car.stocknum ?? ''}`)
