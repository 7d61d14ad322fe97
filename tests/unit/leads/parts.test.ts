import { describe, expect, it } from 'vitest'
import { ENQUIRY_CATEGORIES } from '../../../src/leads/constants'
import { leadFormFields } from '../../../src/leads/fields'
import { PARTS_CATEGORY, partsMessage, partsRequestFields, partsSubmission } from '../../../src/leads/parts'
import { fieldErrorsOf, leadFormSchema } from '../../../src/leads/schemas'
import { contact, settingsFor } from './fixtures'

/** Issue 19.9: /parts/search, spec §2 supporting pages. */
describe('The parts request is the general enquiry with category Parts, the part in its message', () => {
  const settings = settingsFor('general')
  const fields = partsRequestFields(leadFormFields(settings))

  it("'Parts' is one of the enquiry categories", () => {
    expect(ENQUIRY_CATEGORIES).toContain(PARTS_CATEGORY)
  })

  it('asks for the part and the vehicle (required) and the VIN (optional) before an optional note; no Rego', () => {
    expect(fields.map((f) => f.name)).toEqual([
      'category',
      'part',
      'part_vehicle',
      'vin',
      'message',
      'name',
      'email',
      'phone',
      'opt_in',
    ])
    const byName = Object.fromEntries(fields.map((f) => [f.name, f]))
    expect(byName.part).toMatchObject({ label: 'Part name or number', required: true })
    expect(byName.part_vehicle).toMatchObject({ label: 'Vehicle', required: true })
    expect(byName.vin).toMatchObject({ required: false, maxLength: 17 })
    expect(byName.message).toMatchObject({ label: 'Anything else?', required: false })
  })

  it('validates the part fields in the browser', () => {
    const result = leadFormSchema(settings, fields).safeParse({ ...contact, category: 'Parts', part: '', vin: '' })
    expect(result.success ? [] : fieldErrorsOf(result.error)).toEqual([
      { field: 'part', message: 'Part name or number is required.' },
      { field: 'part_vehicle', message: 'Vehicle is required.' },
    ])
  })

  it('sends the part, vehicle and VIN as the message, which the server validates as any general enquiry', () => {
    const values = {
      ...contact,
      category: 'Parts',
      part: ' Front brake pads ',
      part_vehicle: '2019 Toyota Corolla Ascent',
      vin: 'jtnkb3be10j000001',
      message: 'Genuine only, please.',
    }
    expect(partsMessage(values)).toBe(
      'Part: Front brake pads\nVehicle: 2019 Toyota Corolla Ascent\nVIN: JTNKB3BE10J000001\n\nGenuine only, please.',
    )
    const sent = partsSubmission(values)
    expect(sent).toEqual({
      ...contact,
      category: 'Parts',
      message: partsMessage(values),
    })
    // The server's own schema (message required on this site) accepts it.
    expect(leadFormSchema(settings).safeParse(sent).success).toBe(true)
    expect(partsMessage({ part: 'Oil filter', part_vehicle: 'HiLux 2020', vin: '' })).toBe(
      'Part: Oil filter\nVehicle: HiLux 2020',
    )
  })
})
