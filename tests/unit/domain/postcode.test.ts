import { describe, expect, it } from 'vitest'
import { checkPostcode, POSTCODE_MESSAGE, ZIP_CODE_MESSAGE } from '@/domain/postcode'
import { postcodeSchema } from '@/leads/schemas'

describe('postcode (content spec §5: required, exactly 4 digits, no thousands separator, maximum length 4)', () => {
  it("message is 'Invalid postcode. Please enter a 4-digit number.'", () => {
    expect(POSTCODE_MESSAGE).toBe('Invalid postcode. Please enter a 4-digit number.')
  })

  it('accepts exactly 4 digits, including a leading 0', () => {
    expect(checkPostcode('6000')).toEqual({ ok: true, postcode: '6000' })
    expect(checkPostcode('0800')).toEqual({ ok: true, postcode: '0800' })
    expect(checkPostcode(' 2000 ')).toEqual({ ok: true, postcode: '2000' })
  })

  it('rejects 3 or 5 digits, a thousands separator, letters and an empty value', () => {
    for (const value of ['600', '60000', '6,000', '60a0', '', null, undefined, 6000]) {
      expect(checkPostcode(value)).toEqual({ ok: false, message: 'Invalid postcode. Please enter a 4-digit number.' })
    }
  })

  it('the zod schema carries the same message', () => {
    const result = postcodeSchema.safeParse('123')
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe(POSTCODE_MESSAGE)
  })
})

describe('checkPostcode on an en-US site: a five-digit ZIP code (issue 19.3)', () => {
  it('takes 5 digits and says ZIP code', () => {
    expect(checkPostcode('53704', 'en-US')).toEqual({ ok: true, postcode: '53704' })
    expect(checkPostcode('5370', 'en-US')).toEqual({ ok: false, message: ZIP_CODE_MESSAGE })
    expect(ZIP_CODE_MESSAGE).toBe('Invalid ZIP code. Please enter a 5-digit number.')
    expect(checkPostcode('2000', 'en-AU')).toEqual({ ok: true, postcode: '2000' })
  })
})
