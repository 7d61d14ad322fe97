import { COMPARE_LIMIT } from './favourites'
import { formatOdometer, odometerLabel } from './odometer'
import { priceDisplay } from './priceDisplay'
import type { Locale } from './types'

/** The car ids of `/compare?ids=1,2,3`: positive whole numbers, each once, at most the compare limit (4). */
export function parseCompareIds(raw: string | string[] | undefined, limit: number = COMPARE_LIMIT): number[] {
  const parts = [raw]
    .flat()
    .filter((v): v is string => typeof v === 'string')
    .flatMap((v) => v.split(','))
  const ids: number[] = []
  for (const part of parts) {
    const id = Number(part.trim())
    if (Number.isInteger(id) && id > 0 && !ids.includes(id)) ids.push(id)
    if (ids.length === limit) break
  }
  return ids
}

export interface CompareCar {
  year?: number | null
  make?: string | null
  model?: string | null
  badge?: string | null
  price?: number | null
  subscription_price?: number | null
  preorder?: boolean | null
  car_type?: string | null
  km?: number | null
  simple_transmission?: string | null
  trans?: string | null
  simple_fuel?: string | null
  fuel?: string | null
  simple_body?: string | null
  colour?: string | null
  seats?: number | null
  doors?: number | null
  drive?: string | null
  engine_size?: string | number | null
}

const CONDITION: Record<string, string> = { new: 'New', used: 'Used', demo: 'Demo' }

/**
 * The side-by-side rows: label, then one value per car. A row every car leaves empty is hidden, as empty spec rows
 * are on the car page (spec §5).
 */
export function compareRows(
  cars: readonly CompareCar[],
  options: { locale: Locale; noPriceText?: string },
): Array<{ label: string; values: string[] }> {
  const text = (v: unknown) => (v === null || v === undefined || v === '' || v === 'null' ? '' : String(v))
  const rows: Array<{ label: string; values: string[] }> = [
    {
      label: 'Price',
      values: cars.map(
        (c) =>
          priceDisplay(
            { price: c.price ?? null, subscription_price: c.subscription_price ?? null, preorder: c.preorder ?? null },
            { noPriceText: options.noPriceText },
          ).text,
      ),
    },
    {
      label: 'Condition',
      values: cars.map(
        (c) =>
          (c.car_type && Object.hasOwn(CONDITION, c.car_type) ? CONDITION[c.car_type] : undefined) ?? text(c.car_type),
      ),
    },
    { label: 'Year', values: cars.map((c) => text(c.year)) },
    {
      label: odometerLabel(options.locale),
      values: cars.map((c) => (typeof c.km === 'number' ? formatOdometer(c.km, options.locale) : '')),
    },
    { label: 'Transmission', values: cars.map((c) => text(c.simple_transmission ?? c.trans)) },
    { label: 'Fuel Type', values: cars.map((c) => text(c.simple_fuel ?? c.fuel)) },
    { label: 'Body', values: cars.map((c) => text(c.simple_body)) },
    { label: 'Drive', values: cars.map((c) => text(c.drive)) },
    { label: 'Engine', values: cars.map((c) => text(c.engine_size)) },
    { label: 'Seats', values: cars.map((c) => text(c.seats)) },
    { label: 'Doors', values: cars.map((c) => text(c.doors)) },
    { label: 'Colour', values: cars.map((c) => text(c.colour)) },
  ]
  return rows.filter((row) => row.values.some((v) => v !== ''))
}
