import { describe, expect, it } from 'vitest'
import { type CarInput, carInputSchemaAt, stockKey, vinKey } from '@/stock/feedCar'

const now = new Date('2026-06-15T02:00:00Z')
const schema = carInputSchemaAt(now)

const car: CarInput = {
  stocknum: 'U1234',
  make: 'Toyota',
  model: 'HiLux',
  status: 'in_stock',
  year: 2021,
  badge: 'SR5',
  variant: { cylinders: 4, enginesize: 2755, enginesize_litres: 2.8, torque: 500, ancaprating: 5 },
  car_type: 'used',
  price: 48990,
  km: 61000,
  vin: 'MR0HA3CD100123456',
  rego_expiry: '2026-11-30',
  build_date: '2021-03',
  sold_date: null,
  images: ['/demo-photos/ute-desert.svg', 'https://cdn.example.com/w_640,h_480/car.jpg'],
  specifications: undefined,
  finance_lenders: {
    provider_a: { interestRate: 7.49, comparisonRate: 8.2, paymentWeek: 180.5, termYears: 5, termMonths: 60 },
  },
}

const issuesOf = (input: unknown) => {
  const result = schema.safeParse(input)
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }))
}

describe('carInputSchema', () => {
  it('accepts a complete car', () => {
    expect(issuesOf(car)).toEqual([])
  })

  it('requires stocknum, make and model with a message naming the field', () => {
    expect(issuesOf({ status: 'in_stock' })).toEqual([
      { field: 'stocknum', message: 'stocknum is required' },
      { field: 'make', message: 'make is required' },
      { field: 'model', message: 'model is required' },
    ])
    expect(issuesOf({ ...car, make: '   ' })).toEqual([{ field: 'make', message: 'make is required' }])
  })

  it('defaults status to in_stock', () => {
    const { status: _status, ...withoutStatus } = car
    expect(schema.parse(withoutStatus).status).toBe('in_stock')
  })

  it('accepts years from 1900 to next year only', () => {
    expect(issuesOf({ ...car, year: 1900 })).toEqual([])
    expect(issuesOf({ ...car, year: 2027 })).toEqual([])
    expect(issuesOf({ ...car, year: 2028 })).toEqual([{ field: 'year', message: 'year must be between 1900 and 2027' }])
    expect(issuesOf({ ...car, year: 1899 })).toEqual([{ field: 'year', message: 'year must be between 1900 and 2027' }])
    expect(issuesOf({ ...car, year: 2020.5 })).toEqual([{ field: 'year', message: 'year must be a whole number' }])
  })

  it('rejects negative prices and kilometres', () => {
    expect(issuesOf({ ...car, price: -1, km: -5 })).toEqual([
      { field: 'price', message: 'price must be 0 or more' },
      { field: 'km', message: 'km must be 0 or more' },
    ])
    expect(issuesOf({ ...car, price: 0, km: 0 })).toEqual([])
  })

  it('accepts a VIN only as 17 characters without I, O or Q', () => {
    const message = 'vin must be 17 characters: digits and capital letters other than I, O and Q'
    expect(issuesOf({ ...car, vin: 'MR0HA3CD10012345' })).toEqual([{ field: 'vin', message }])
    expect(issuesOf({ ...car, vin: 'MR0HA3CD1O0123456' })).toEqual([{ field: 'vin', message }])
    expect(issuesOf({ ...car, vin: 'mr0ha3cd100123456' })).toEqual([{ field: 'vin', message }])
    const { vin: _vin, ...withoutVin } = car
    expect(issuesOf(withoutVin)).toEqual([])
  })

  it('accepts only the car_type, status and item_type values of the spec', () => {
    expect(issuesOf({ ...car, car_type: 'nearly new' })).toEqual([
      { field: 'car_type', message: 'car_type must be one of new, used, demo' },
    ])
    expect(issuesOf({ ...car, status: 'available' })).toEqual([
      { field: 'status', message: 'status must be one of in_stock, coming_soon, sold' },
    ])
    expect(issuesOf({ ...car, item_type: 'boat' })).toEqual([
      { field: 'item_type', message: 'item_type must be one of car, caravan, trailer, motorcycle' },
    ])
  })

  it('checks dates: ISO rego expiry, build month, sold date-time', () => {
    expect(issuesOf({ ...car, rego_expiry: '30/11/2026', build_date: '2021-13', sold_date: '2026-06-14' })).toEqual([
      { field: 'rego_expiry', message: 'rego_expiry must be a date as YYYY-MM-DD' },
      { field: 'build_date', message: 'build_date must be a date as YYYY-MM-DD or a month as YYYY-MM' },
      { field: 'sold_date', message: 'sold_date must be an ISO date-time such as 2025-03-01T02:30:00Z' },
    ])
  })

  it('checks nested fields and finance lender keys', () => {
    expect(
      issuesOf({
        ...car,
        variant: { cylinders: 4.5 },
        specifications: { sleeps: -1 },
        finance_lenders: { 'Provider A': { interestRate: 7 }, provider_b: { interestRate: 'low' } },
      }),
    ).toEqual([
      { field: 'variant.cylinders', message: 'variant.cylinders must be a whole number' },
      { field: 'specifications.sleeps', message: 'specifications.sleeps must be between 0 and 20' },
      { field: 'finance_lenders.Provider A', message: 'finance_lenders keys must be provider keys such as provider_a' },
      { field: 'finance_lenders.provider_b.interestRate', message: 'interestRate must be a number' },
    ])
  })

  it('accepts images as http(s) URLs or site paths only', () => {
    expect(issuesOf({ ...car, images: ['car.jpg'] })).toEqual([
      { field: 'images.0', message: 'each image must be an http(s) URL or a path starting with /' },
    ])
  })

  it('compares stock numbers trimmed and case-insensitively, VINs without spaces', () => {
    expect(stockKey(' u1234 ')).toBe(stockKey('U1234'))
    expect(vinKey('mr0 ha3cd100123456')).toBe('MR0HA3CD100123456')
    expect(vinKey(null)).toBe('')
  })
})
