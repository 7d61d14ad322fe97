import { describe, expect, it } from 'vitest'
import { enquiryEventId, enquiryEventParams } from '@/domain/enquiryEvent'

describe('enquiryEventId (spec §7 Enquiry event ids)', () => {
  it('14 (new): a new or demo car enquiry ("14 otherwise")', () => {
    expect(enquiryEventId('enquiry', { car_type: 'new' })).toBe(14)
    expect(enquiryEventId('enquiry', { car_type: 'demo' })).toBe(14)
  })

  it('15 (used)', () => {
    expect(enquiryEventId('enquiry', { car_type: 'used' })).toBe(15)
  })

  it("17 for 'Test Drive Only' cars, whatever their type", () => {
    expect(enquiryEventId('enquiry', { car_type: 'used', tag: 'Test Drive Only' })).toBe(17)
    expect(enquiryEventId('test-drive', { car_type: 'used', tag: 'test drive only' })).toBe(17)
  })

  it('17 (new test drive) and 48 (used test drive)', () => {
    expect(enquiryEventId('test-drive', { car_type: 'new' })).toBe(17)
    expect(enquiryEventId('test-drive', { car_type: 'used' })).toBe(48)
  })

  it('22 (general), 51 (career), 39 (favourite), 18 (offer accepted), 25 (phone click)', () => {
    expect(enquiryEventId('general')).toBe(22)
    expect(enquiryEventId('career')).toBe(51)
    expect(enquiryEventId('favourite')).toBe(39)
    expect(enquiryEventId('offer-accepted')).toBe(18)
    expect(enquiryEventId('phone-click', { car_type: 'used' })).toBe(25)
  })
})

describe('enquiryEventParams (spec §3 Event params: vehicleStatus, vehicleMake, vehicleModel, vehicleYear, vehicleKilometers, vehicleGrade)', () => {
  it('maps a car to the event params', () => {
    expect(
      enquiryEventParams({ car_type: 'used', make: 'Toyota', model: 'RAV4', year: 2021, km: 45000, badge: 'GXL' }),
    ).toEqual({
      vehicleStatus: 'used',
      vehicleMake: 'Toyota',
      vehicleModel: 'RAV4',
      vehicleYear: 2021,
      vehicleKilometers: 45000,
      vehicleGrade: 'GXL',
    })
  })

  it('leaves out missing fields (0 km is kept)', () => {
    expect(enquiryEventParams({ car_type: 'new', km: 0 })).toEqual({ vehicleStatus: 'new', vehicleKilometers: 0 })
  })
})
