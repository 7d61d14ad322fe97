import { describe, expect, it } from 'vitest'
import { feedMileage, formatOdometer, odometerLabel, odometerUnit, odometerUnitCode } from '@/domain/odometer'

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
