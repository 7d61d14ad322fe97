/** The parts a car's name is made of (the `name` field of the spec's car record, filled when a feed leaves it empty). */
export interface CarTitleParts {
  year?: number | string | null
  make?: string | null
  model?: string | null
  badge?: string | null
}

/**
 * The car's name, '{year} {make} {model} {badge}' with missing parts left out: `2021 Toyota RAV4 GX`. The one
 * title of a car on its page, in the watchlist and compare views, the PDF, structured data, lead forms and toasts
 * ('{car name} is now available in your watchlist'). Search cards add the series (carCardTitle).
 */
export function carTitle(car: CarTitleParts): string {
  return [car.year, car.make, car.model, car.badge].filter(Boolean).join(' ')
}
