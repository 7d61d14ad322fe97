import { describe, expect, it } from 'vitest'
import { FORM_ERRORS_HEADING, HONEYPOT_FIELD, MESSAGES } from '../../../src/leads/constants'
import { leadEvent } from '../../../src/leads/events'
import {
  cleanInput,
  dealershipIdByLocation,
  honeypotErrors,
  invalidBody,
  readEnvelope,
  requestedCarId,
  storedLeadBody,
} from '../../../src/leads/server/submitSteps'
import type { LeadData } from '../../../src/leads/server/composeLead'

describe('submitLead steps (pure)', () => {
  it('readEnvelope: a known form goes on with its kind and envelope', () => {
    const read = readEnvelope({ form: 'car', site: 'harbour-toyota', url: 'http://x/cars/a', name: 'Sam' })
    expect(read).toEqual({
      ok: true,
      value: { kind: 'car', envelope: { form: 'car', site: 'harbour-toyota', url: 'http://x/cars/a' } },
    })
  })

  it("readEnvelope: an unknown form is 'form: no such form.'; a malformed envelope lists zod's errors", () => {
    expect(readEnvelope({ form: 'nope' })).toEqual({
      ok: false,
      errors: [{ field: 'form', message: 'form: no such form.' }],
    })
    const bad = readEnvelope({ form: 12 })
    expect(bad.ok).toBe(false)
    expect(!bad.ok && bad.errors[0]!.field).toBe('form')
  })

  it('invalidBody: one error is its own message; several get the heading', () => {
    const one = [{ field: 'email', message: 'Please enter a valid email address.' }]
    expect(invalidBody(one)).toEqual({ error: one[0]!.message, errors: one })
    const two = [...one, { field: 'name', message: 'Name is required.' }]
    expect(invalidBody(two)).toEqual({ error: FORM_ERRORS_HEADING, errors: two })
  })

  it('honeypotErrors: empty, null or absent passes; anything else is a robot', () => {
    expect(honeypotErrors({})).toEqual([])
    expect(honeypotErrors({ [HONEYPOT_FIELD]: '' })).toEqual([])
    expect(honeypotErrors({ [HONEYPOT_FIELD]: null })).toEqual([])
    expect(honeypotErrors({ [HONEYPOT_FIELD]: 'http://spam' })).toEqual([
      { field: HONEYPOT_FIELD, message: MESSAGES.honeypot },
    ])
  })

  it("requestedCarId: a car_id that is absent or '' names no car", () => {
    expect(requestedCarId({})).toBeNull()
    expect(requestedCarId({ car_id: '' })).toBeNull()
    expect(requestedCarId({ car_id: '42' })).toBe('42')
    expect(requestedCarId({ car_id: 42 })).toBe(42)
  })

  it('cleanInput: numbers become strings, control characters go, line breaks and tabs stay', () => {
    expect(
      cleanInput({ car_id: 12, kms: 45000.5, message: 'a\u0000b\u0007c\nd\te\u007F', ok: true, list: ['x'] }),
    ).toEqual({ car_id: '12', kms: '45000.5', message: 'abc\nd\te', ok: true, list: ['x'] })
    expect(cleanInput({ n: Number.NaN }).n).toBeNaN()
  })

  it('dealershipIdByLocation: each location to its dealership id, populated or not', () => {
    expect(
      dealershipIdByLocation([
        { id: 1, dealership: 10 },
        { id: 2, dealership: { id: 20 } },
      ]),
    ).toEqual(
      new Map([
        [1, 10],
        [2, 20],
      ]),
    )
  })

  it('storedLeadBody: lead_id, the reference, the success message and the spec §7 event; a trade-in adds its offer', () => {
    const event = leadEvent('contact', null)
    expect(storedLeadBody('contact', 7, {} as LeadData, event, 'HAR-7KQ4-2XPH')).toEqual({
      lead_id: 7,
      reference: 'HAR-7KQ4-2XPH',
      message: MESSAGES.success,
      event: { id: event.eventId, params: event.params },
    })
    const secret = process.env.PAYLOAD_SECRET
    process.env.PAYLOAD_SECRET = 'unit-test-secret'
    try {
      const tradeIn = storedLeadBody(
        'trade-in',
        8,
        { tradeIn: { valuationId: 'v1', offerPrice: 9000, carPrice: 30000, reducedPrice: 21000 } } as LeadData,
        leadEvent('trade-in', null),
      )
      expect(tradeIn).toMatchObject({
        lead_id: 8,
        follow_up_token: expect.any(String),
        valuation: { id: 'v1', offer_price: 9000, price: 30000, reducedPrice: 21000 },
      })
    } finally {
      process.env.PAYLOAD_SECRET = secret
    }
  })
})
