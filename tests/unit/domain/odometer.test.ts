import { describe, expect, it } from 'vitest'
import {
  feedMileage,
  formatOdometer,
  odometerIn,
  odometerLabel,
  odometerUnit,
  odometerUnitCode,
  statedOdometerUnit,
} from '@/domain/odometer'

describe("One odometer (issue 26.4): the reading is stored in the site's unit and only named on the way out", () => {
  it('miles on en-US sites, kilometres elsewhere', () => {
    expect(odometerUnit('en-US')).toBe('mi')
    expect(odometerUnit('en-AU')).toBe('km')
    expect(odometerUnit('en-NZ')).toBe('km')
    expect(odometerUnit(null)).toBe('km')
  })

  it('never converts: 17,624 stays 17,624 in every format', () => {
    expect(formatOdometer(17624, 'en-US')).toBe('17,624 mi')
    expect(formatOdometer(17624, 'en-AU')).toBe('17,624 km')
    expect(feedMileage(17624, 'en-US')).toBe('17624 miles')
    expect(feedMileage(17624, 'en-AU')).toBe('17624 km')
  })

  it("labels and schema.org unit codes follow the site's unit", () => {
    expect(odometerLabel('en-US')).toBe('Odometer (mi)')
    expect(odometerLabel('en-AU')).toBe('Odometer (km)')
    expect(odometerUnitCode('en-US')).toBe('SMI')
    expect(odometerUnitCode('en-AU')).toBe('KMT')
  })
})

describe("A feed's odometer in the other unit (issue 26.4: stored in the site's unit)", () => {
  it('reads the unit from the cell first, then from the column name; a plain column states none', () => {
    expect(statedOdometerUnit('Odometer', '45,000 km')).toBe('km')
    expect(statedOdometerUnit('Odometer', '30,000 miles')).toBe('mi')
    expect(statedOdometerUnit('Odometer (km)', '30,000 mi')).toBe('mi')
    expect(statedOdometerUnit('Odometer (km)', '45000')).toBe('km')
    expect(statedOdometerUnit('Kilometres', 45000)).toBe('km')
    expect(statedOdometerUnit('OdometerKm', '45000')).toBe('km')
    expect(statedOdometerUnit('Odometer (mi)', '45000')).toBe('mi')
    expect(statedOdometerUnit('Miles', '45000')).toBe('mi')
    expect(statedOdometerUnit('Odometer', '45000')).toBeUndefined()
    expect(statedOdometerUnit('Mileage', '45000')).toBeUndefined()
    expect(statedOdometerUnit('OdometerReading', 45000)).toBeUndefined()
    expect(statedOdometerUnit('km', '45000')).toBeUndefined()
  })

  it('converts whole readings between kilometres and miles (1 mi = 1.609344 km), never within one unit', () => {
    expect(odometerIn(100_000, 'km', 'mi')).toBe(62_137)
    expect(odometerIn(62_137, 'mi', 'km')).toBe(100_000)
    expect(odometerIn(45_000, 'km', 'km')).toBe(45_000)
    expect(odometerIn(45_000, 'mi', 'mi')).toBe(45_000)
  })
})
