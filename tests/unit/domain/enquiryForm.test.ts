import { describe, expect, it } from 'vitest'
import { enquiryFormRules, FORM_SUBMIT_ERROR, multiStepOutcome, TERMS_REQUIRED_MESSAGE } from '@/domain/enquiryForm'

describe('enquiryFormRules (spec §5 Enquiry form)', () => {
  it('the message is required unless a site setting exempts it (isMessageRequired false)', () => {
    expect(enquiryFormRules().messageRequired).toBe(true)
    expect(enquiryFormRules({ isMessageRequired: true }).messageRequired).toBe(true)
    expect(enquiryFormRules({ isMessageRequired: false }).messageRequired).toBe(false)
  })

  it('Category select required, default General Enquiry, shown only on the general enquiry form', () => {
    expect(enquiryFormRules({ generalEnquiry: true })).toMatchObject({
      showCategory: true,
      categoryRequired: true,
      categoryDefault: 'General Enquiry',
    })
    expect(enquiryFormRules({ generalEnquiry: false })).toMatchObject({ showCategory: false, categoryRequired: false })
  })

  it('Location select required when the site forces a location field and there is no car', () => {
    expect(enquiryFormRules({ forceLocationField: true }).locationRequired).toBe(true)
    expect(enquiryFormRules({ forceLocationField: true, car: { car_type: 'used' } }).locationRequired).toBe(false)
    expect(enquiryFormRules({}).locationRequired).toBe(false)
  })

  it('or for new cars on one site variant', () => {
    expect(enquiryFormRules({ locationForNewCars: true, car: { car_type: 'new' } }).locationRequired).toBe(true)
    expect(enquiryFormRules({ locationForNewCars: true, car: { car_type: 'used' } }).locationRequired).toBe(false)
  })

  it('Preferred dealership required when the site has more than one dealership and it is not removed', () => {
    expect(enquiryFormRules({ dealershipCount: 2 }).preferredDealershipRequired).toBe(true)
    expect(enquiryFormRules({ dealershipCount: 1 }).preferredDealershipRequired).toBe(false)
    expect(enquiryFormRules({ dealershipCount: 3, preferredDealershipRemoved: true }).preferredDealershipRequired).toBe(
      false,
    )
  })

  it('Opt-in checkbox optional and hidden by a site setting', () => {
    expect(enquiryFormRules().showOptIn).toBe(true)
    expect(enquiryFormRules({ hideOptIn: true }).showOptIn).toBe(false)
  })
})

describe('form messages (spec §8)', () => {
  it("Terms unticked: '*You must agree to the terms of use before submitting.'; failure: 'An error occurred when submitting this form'", () => {
    expect(TERMS_REQUIRED_MESSAGE).toBe('*You must agree to the terms of use before submitting.')
    expect(FORM_SUBMIT_ERROR).toBe('An error occurred when submitting this form')
  })
})

describe('multiStepOutcome (spec §4: Success requires a lead_id in the answer, then the user goes to /success)', () => {
  it('a lead_id means success and /success', () => {
    expect(multiStepOutcome({ lead_id: 991 })).toEqual({ ok: true, redirect: '/success', leadId: 991 })
  })

  it("no lead_id and no error text: 'An unexpected error occured' (spelling as shown)", () => {
    expect(multiStepOutcome({})).toEqual({ ok: false, message: 'An unexpected error occured' })
    expect(multiStepOutcome(null)).toEqual({ ok: false, message: 'An unexpected error occured' })
    expect(multiStepOutcome({ lead_id: '' })).toEqual({ ok: false, message: 'An unexpected error occured' })
  })

  it('no lead_id with an error shows the error', () => {
    expect(multiStepOutcome({ error: 'Phone is invalid' })).toEqual({ ok: false, message: 'Phone is invalid' })
  })
})
