import { formatNumber } from './numberFormat'
import { formatOdometer } from './odometer'
import type { Car, Locale, TrailerSpecifications } from './types'

/** Spec §9: features list limit 8; spec list 'show more' after 4 items; feet-to-metre factor 0.3048. */
export const FEATURES_LIMIT = 8
export const SPEC_LIST_LIMIT = 4
export const FEET_TO_METRES = 0.3048

export interface SpecRow {
  key: string
  label: string
  value: string
}

type SpecValue = string | number | boolean | null | undefined

/** Spec §5: rows with empty, null or 'null' values are hidden. */
export function isEmptySpecValue(value: SpecValue): boolean {
  if (value === null || value === undefined) return true
  if (typeof value === 'boolean') return false
  if (typeof value === 'number') return !Number.isFinite(value)
  const text = value.trim()
  return text === '' || text.toLowerCase() === 'null'
}

const text = (value: SpecValue) => (typeof value === 'number' ? formatNumber(value) : String(value).trim())

const CAR_SPEC_FIELDS: ReadonlyArray<{ key: keyof Car; label: string; format?: (value: SpecValue) => string }> = [
  { key: 'year', label: 'Year', format: (v) => String(v) },
  { key: 'make', label: 'Make' },
  { key: 'model', label: 'Model' },
  { key: 'badge', label: 'Badge' },
  { key: 'series', label: 'Series' },
  { key: 'simple_body', label: 'Body' },
  { key: 'trans', label: 'Transmission' },
  { key: 'fuel', label: 'Fuel Type' },
  { key: 'drive', label: 'Drive' },
  { key: 'engine_size', label: 'Engine Size' },
  { key: 'seats', label: 'Seats' },
  { key: 'doors', label: 'Doors' },
  { key: 'colour', label: 'Colour' },
  { key: 'km', label: 'Odometer' },
  { key: 'stocknum', label: 'Stock Number' },
  { key: 'vin', label: 'VIN' },
  { key: 'regplate', label: 'Rego' },
  { key: 'rego_expiry', label: 'Rego Expiry' },
  { key: 'build_date', label: 'Build Date' },
  { key: 'compliance_date', label: 'Compliance Date' },
]

/** Spec §5: spec rows with empty, null or 'null' values are hidden; Rego is hidden by default. */
export function carSpecRows(car: Car, options: { showRego?: boolean; locale?: Locale | null } = {}): SpecRow[] {
  const rows: SpecRow[] = []
  for (const field of CAR_SPEC_FIELDS) {
    if (field.key === 'regplate' && !options.showRego) continue
    const value = car[field.key] as SpecValue
    if (isEmptySpecValue(value)) continue
    // The odometer in the site's unit, as stored (odometer.ts).
    const shown = field.key === 'km' && typeof value === 'number' ? formatOdometer(value, options.locale) : undefined
    rows.push({ key: field.key, label: field.label, value: shown ?? (field.format ?? text)(value) })
  }
  return rows
}

export interface ListView<T> {
  items: T[]
  /** There are more items than the collapsed list shows. */
  hasMore: boolean
}

/** The first `limit` items while collapsed, every item when expanded. */
export function collapsedList<T>(items: readonly T[], expanded: boolean, limit: number): ListView<T> {
  return { items: expanded ? [...items] : items.slice(0, limit), hasMore: items.length > limit }
}

/** Spec §2: spec list shows more after 4 items. */
export function specListView(rows: readonly SpecRow[], expanded: boolean): ListView<SpecRow> {
  return collapsedList(rows, expanded, SPEC_LIST_LIMIT)
}

/** Spec §2: features list, first 8 shown, Show All / Hide toggle. */
export function featuresView(
  features: readonly string[],
  expanded: boolean,
): ListView<string> & { toggleLabel: 'Show All' | 'Hide' | null } {
  const view = collapsedList(features, expanded, FEATURES_LIMIT)
  return { ...view, toggleLabel: view.hasMore ? (expanded ? 'Hide' : 'Show All') : null }
}

/** Feet to metres (× 0.3048), to 2 decimals. */
export function feetToMetres(feet: number): number {
  return Math.round(feet * FEET_TO_METRES * 100) / 100
}

/** Caravans and trailers carry `specifications`. */
export function isTrailerItem(car: Pick<Car, 'item_type'>): boolean {
  return /caravan|trailer/i.test(car.item_type ?? '')
}

/** Spec §3 caravan and trailer specifications: widths and lengths given in feet are shown in metres; masses in kg. */
export function trailerSpecRows(spec: TrailerSpecifications | null | undefined): SpecRow[] {
  if (!spec) return []
  const rows: SpecRow[] = []
  const add = (key: string, label: string, value: SpecValue, format: (v: SpecValue) => string = text) => {
    if (!isEmptySpecValue(value)) rows.push({ key, label, value: format(value) })
  }
  const metres = (v: SpecValue) => `${feetToMetres(Number(v))} m`
  const kg = (v: SpecValue) => `${text(v)} kg`
  add('body_length', 'Body Length', spec.body_length, metres)
  add('body_width', 'Body Width', spec.body_width, metres)
  add('tare_weight', 'Tare Weight', spec.tare_weight, kg)
  add('aggregate_trailer_mass', 'ATM', spec.aggregate_trailer_mass, kg)
  add('axle_type', 'Axle Type', spec.axle_type)
  add('sleeps', 'Sleeps', spec.sleeps)
  return rows
}
