import { describe, expect, it } from 'vitest'
import { dataLayerEntry, leadEvent, offerAcceptedEvent } from '../../../src/leads/events'
import { newCar, usedCar } from './fixtures'

const testDriveOnly = { ...newCar, tag: 'Test Drive Only' }

describe('analytics event ids (spec §7)', () => {
  it.each([
    ['car', newCar, 14],
    ['car', usedCar, 15],
    ['car', testDriveOnly, 17],
    ['make-offer', usedCar, 15],
    ['request-photos', newCar, 14],
    ['test-drive', newCar, 17],
    ['test-drive', usedCar, 48],
    ['test-drive', { ...usedCar, tag: 'Test Drive Only' }, 17],
    ['book-test-drive', null, 17],
    ['general', null, 22],
    ['contact', null, 22],
    ['finance', null, 22],
    ['finance', usedCar, 15],
    ['trade-in', null, 22],
  ] as const)('%s with %o → %i', (kind, car, id) => {
    expect(leadEvent(kind, car, 'General Enquiry').eventId).toBe(id)
  })

  it('careers enquiries are 51, offer accepted 18', () => {
    expect(leadEvent('general', null, 'Careers').eventId).toBe(51)
    expect(offerAcceptedEvent(usedCar).eventId).toBe(18)
  })

  it('carries vehicleStatus, vehicleMake, vehicleModel, vehicleYear, vehicleKilometers, vehicleGrade', () => {
    expect(dataLayerEntry(leadEvent('car', usedCar), { leadId: 9, form: 'car' })).toEqual({
      event: 'enquiry',
      eventId: 15,
      vehicleStatus: 'used',
      vehicleMake: 'Toyota',
      vehicleModel: 'RAV4',
      vehicleYear: 2021,
      vehicleKilometers: 35000,
      vehicleGrade: 'GX',
      lead_id: 9,
      form: 'car',
    })
    expect(dataLayerEntry(leadEvent('general', null))).toEqual({ event: 'enquiry', eventId: 22 })
  })
})
