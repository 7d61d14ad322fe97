import { describe, expect, it } from 'vitest'
import { carCardDetails, carCardTitle, carPdfFileName } from '@/domain/carCard'

describe('car card (spec §2: Search cards show year, make, model, badge, series; with descriptions on they also show Condition, Transmission, Odometer (km) and Fuel Type)', () => {
  it('title is year, make, model, badge and series', () => {
    expect(carCardTitle({ year: 2021, make: 'Toyota', model: 'RAV4', badge: 'GXL', series: 'AXAH54R' })).toBe(
      '2021 Toyota RAV4 GXL AXAH54R',
    )
    expect(carCardTitle({ year: 2021, make: 'Toyota', model: 'RAV4', badge: null, series: '' })).toBe(
      '2021 Toyota RAV4',
    )
  })

  it('details are Condition, Transmission, Odometer (km) and Fuel Type', () => {
    expect(
      carCardDetails({
        car_type: 'used',
        simple_transmission: 'Automatic',
        trans: '8 SP AUTOMATIC',
        km: 45210,
        simple_fuel: null,
        fuel: 'Diesel',
      }),
    ).toEqual([
      { label: 'Condition', value: 'Used' },
      { label: 'Transmission', value: 'Automatic' },
      { label: 'Odometer', value: '45,210 km' },
      { label: 'Fuel Type', value: 'Diesel' },
    ])
    expect(carCardDetails({ car_type: 'demo' })).toEqual([{ label: 'Condition', value: 'Demo' }])
  })

  it('the PDF file is saved as {slug}.pdf', () => {
    expect(carPdfFileName('2021-toyota-rav4-gxl')).toBe('2021-toyota-rav4-gxl.pdf')
  })
})
