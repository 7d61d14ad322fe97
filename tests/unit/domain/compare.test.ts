import { describe, expect, it } from 'vitest'
import { compareRows, parseCompareIds } from '@/domain/compare'

describe('compare: choose up to 4 cars and see them side by side', () => {
  it('takes at most 4 distinct positive ids from the URL, in order', () => {
    expect(parseCompareIds('5,3,5,x,-1,0,9,11,12')).toEqual([5, 3, 9, 11])
    expect(parseCompareIds(['1,2', '3'])).toEqual([1, 2, 3])
    expect(parseCompareIds(undefined)).toEqual([])
  })

  it('lists price by the spec price display order and hides rows no car has', () => {
    const rows = compareRows(
      [
        { price: 25990, car_type: 'used', km: 42000, year: 2019, colour: 'White' },
        { price: 0, car_type: 'new', km: 5, year: 2025, colour: null },
      ],
      { locale: 'en-AU' },
    )
    expect(rows.find((r) => r.label === 'Price')?.values).toEqual(['$25,990', 'Enquire for price.'])
    expect(rows.find((r) => r.label === 'Condition')?.values).toEqual(['Used', 'New'])
    expect(rows.find((r) => r.label === 'Odometer (km)')?.values).toEqual(['42,000 km', '5 km'])
    expect(rows.find((r) => r.label === 'Colour')?.values).toEqual(['White', ''])
    expect(rows.some((r) => r.label === 'Seats')).toBe(false)
  })

  it('the US site compares odometers in miles, as stored (issue 26.4: one odometer, never converted on display)', () => {
    expect(compareRows([{ km: 16093 }], { locale: 'en-US' })).toEqual(
      [
        { label: 'Odometer (mi)', values: ['16,093 mi'] },
        { label: 'Price', values: ['Enquire for price.'] },
      ].reverse(),
    )
  })
})
