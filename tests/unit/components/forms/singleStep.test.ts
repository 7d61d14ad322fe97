import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { FORM_SUBMIT_ERROR, singleStepOutcome } from '@/domain/enquiryForm'
import { rememberEnquiry, rememberSubmitError } from '@/components/forms/analytics'

// Spec §4 Forms: 'Single-step: a submitting flag; on success the user goes to the success state and the car and
// category are saved locally; on failure an alert appears reading 'An error occurred when submitting this form' and
// the error is stored.'

const store = new Map<string, string>()
const localStorage = {
  getItem: (key: string) => store.get(key) ?? null,
  setItem: (key: string, value: string) => void store.set(key, value),
}

beforeEach(() => {
  store.clear()
  ;(globalThis as { window?: unknown }).window = { localStorage }
})
afterEach(() => {
  delete (globalThis as { window?: unknown }).window
})

describe('single-step forms (spec §4)', () => {
  it("on failure an alert appears reading 'An error occurred when submitting this form'", () => {
    expect(singleStepOutcome(false, { error: 'Too many submissions.' })).toEqual({
      ok: false,
      alert: 'An error occurred when submitting this form',
      error: 'Too many submissions.',
    })
    expect(singleStepOutcome(false, {})).toEqual({ ok: false, alert: FORM_SUBMIT_ERROR, error: null })
    // A 2xx without a lead_id is no success either: nothing was stored.
    expect(singleStepOutcome(true, { error: '' })).toEqual({ ok: false, alert: FORM_SUBMIT_ERROR, error: null })
  })

  it('on success (a lead_id) the user goes to the success state', () => {
    expect(singleStepOutcome(true, { lead_id: 12 })).toEqual({ ok: true, leadId: 12 })
  })

  it('the error is stored', () => {
    rememberSubmitError({ form: 'car', car_id: 5, error: 'Too many submissions.' })
    expect(JSON.parse(store.get('dp:last-enquiry-error')!)).toMatchObject({
      form: 'car',
      car_id: 5,
      error: 'Too many submissions.',
    })
  })

  it('on success the car and category are saved locally', () => {
    rememberEnquiry({ car_id: 5, category: 'General Enquiry', form: 'car', lead_id: 12 })
    expect(JSON.parse(store.get('dp:last-enquiry')!)).toMatchObject({
      car_id: 5,
      category: 'General Enquiry',
      lead_id: 12,
    })
  })
})
