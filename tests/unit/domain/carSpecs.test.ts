import { describe, expect, it } from 'vitest'
import {
  carSpecRows,
  featuresView,
  feetToMetres,
  isEmptySpecValue,
  isTrailerItem,
  specListView,
  trailerSpecRows,
} from '@/domain/carSpecs'
import type { Car } from '@/domain/types'

const car = {
  year: 2021,
  make: 'Toyota',
  model: 'RAV4',
  badge: '',
  series: 'null',
  colour: null,
  km: 45210,
  regplate: '1ABC234',
  vin: 'JTMRJREV10D000001',
} as Car

describe("carSpecRows (spec §5: Spec rows with empty, null or 'null' values are hidden; Rego is hidden by default)", () => {
  it("hides rows whose value is empty, null or 'null'", () => {
    const keys = carSpecRows(car).map((row) => row.key)
    expect(keys).toEqual(['year', 'make', 'model', 'km', 'vin'])
  })

  it('Rego is hidden by default and shown when the site asks for it', () => {
    expect(carSpecRows(car).some((row) => row.key === 'regplate')).toBe(false)
    expect(carSpecRows(car, { showRego: true }).find((row) => row.key === 'regplate')).toEqual({
      key: 'regplate',
      label: 'Rego',
      value: '1ABC234',
    })
  })

  it('formats the odometer in km with thousand separators and the year without', () => {
    const rows = carSpecRows(car)
    expect(rows.find((row) => row.key === 'km')?.value).toBe('45,210 km')
    expect(rows.find((row) => row.key === 'year')?.value).toBe('2021')
  })

  it('isEmptySpecValue: empty, whitespace, null, undefined and "NULL" are empty; 0 is a value', () => {
    for (const value of ['', '  ', null, undefined, 'null', 'NULL']) expect(isEmptySpecValue(value)).toBe(true)
    expect(isEmptySpecValue(0)).toBe(false)
    expect(isEmptySpecValue('Automatic')).toBe(false)
  })
})

describe('specListView (spec §2: spec list (show more after 4 items))', () => {
  const rows = ['a', 'b', 'c', 'd', 'e'].map((key) => ({ key, label: key, value: key }))

  it('shows 4 items and a show more control when there are more', () => {
    expect(specListView(rows, false)).toEqual({ items: rows.slice(0, 4), hasMore: true })
    expect(specListView(rows, true)).toEqual({ items: rows, hasMore: true })
  })

  it('4 items need no show more', () => {
    expect(specListView(rows.slice(0, 4), false).hasMore).toBe(false)
  })
})

describe('featuresView (spec §2: features list (first 8 shown, Show All / Hide toggle))', () => {
  const features = Array.from({ length: 9 }, (_, i) => `Feature ${i + 1}`)

  it('shows the first 8 with Show All, all 9 with Hide', () => {
    expect(featuresView(features, false)).toEqual({
      items: features.slice(0, 8),
      hasMore: true,
      toggleLabel: 'Show All',
    })
    expect(featuresView(features, true)).toEqual({ items: features, hasMore: true, toggleLabel: 'Hide' })
  })

  it('8 features need no toggle', () => {
    expect(featuresView(features.slice(0, 8), false).toggleLabel).toBeNull()
  })
})

describe('caravan and trailer specifications (spec §9: Feet-to-metre factor 0.3048)', () => {
  it('converts feet to metres with 0.3048', () => {
    expect(feetToMetres(1)).toBe(0.3)
    expect(feetToMetres(10)).toBe(3.05)
    expect(feetToMetres(21.5)).toBe(6.55)
  })

  it('body_width and body_length in feet show in metres; tare_weight and aggregate_trailer_mass in kg', () => {
    expect(
      trailerSpecRows({
        body_length: 20,
        body_width: 8,
        tare_weight: 2500,
        aggregate_trailer_mass: 3200,
        axle_type: 'Tandem',
        sleeps: 4,
      }),
    ).toEqual([
      { key: 'body_length', label: 'Body Length', value: '6.1 m' },
      { key: 'body_width', label: 'Body Width', value: '2.44 m' },
      { key: 'tare_weight', label: 'Tare Weight', value: '2,500 kg' },
      { key: 'aggregate_trailer_mass', label: 'ATM', value: '3,200 kg' },
      { key: 'axle_type', label: 'Axle Type', value: 'Tandem' },
      { key: 'sleeps', label: 'Sleeps', value: '4' },
    ])
  })

  it('hides empty specifications and knows caravans and trailers by item_type', () => {
    expect(trailerSpecRows({ body_length: null, axle_type: 'null' })).toEqual([])
    expect(trailerSpecRows(null)).toEqual([])
    expect(isTrailerItem({ item_type: 'caravan' })).toBe(true)
    expect(isTrailerItem({ item_type: 'Box Trailer' })).toBe(true)
    expect(isTrailerItem({ item_type: 'car' })).toBe(false)
  })
})
