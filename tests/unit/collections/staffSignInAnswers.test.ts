import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'
import { answerTakenStaffAddress, NEW_STAFF_ADDRESS_TAKEN } from '../../../collections/hooks/newStaffAddress'
import { answerStaffSignInLimit, limitStaffSignIn } from '../../../collections/hooks/staffSignInLimits'

type AfterErrorArgs = Parameters<typeof answerStaffSignInLimit>[0]
const args = (error: Error, req = {} as PayloadRequest) => ({ error, req }) as unknown as AfterErrorArgs

describe("the answers of issue 27.2's refusals survive the production build (marked by a property, not a class)", () => {
  it('a throttled login answers 429 with its message and Retry-After', () => {
    const req = {} as PayloadRequest
    const error = Object.assign(
      new Error('Too many sign-in attempts for this e-mail address: try again in 30 seconds.'),
      {
        limited: 'staff-sign-in-limited',
        retryAfterSeconds: 30,
      },
    )
    expect(answerStaffSignInLimit(args(error, req))).toEqual({
      status: 429,
      response: {
        errors: [{ message: 'Too many sign-in attempts for this e-mail address: try again in 30 seconds.' }],
      },
    })
    expect(req.responseHeaders?.get('Retry-After')).toBe('30')
  })

  it('a taken staff address answers 400 in the validation shape, naming the field and nobody', () => {
    const answer = answerTakenStaffAddress(args(Object.assign(new Error('x'), { takenStaffAddress: true })))
    expect(answer).toMatchObject({
      status: 400,
      response: { errors: [{ data: { errors: [{ path: 'email', message: NEW_STAFF_ADDRESS_TAKEN }] } }] },
    })
  })

  it('other errors are left to Payload', () => {
    expect(answerStaffSignInLimit(args(new Error('other')))).toBeUndefined()
    expect(answerTakenStaffAddress(args(new Error('other')))).toBeUndefined()
  })

  it('local API logins (seed, scripts) are not limited', async () => {
    const given = { data: { email: 'a@b.example' } }
    const out = await limitStaffSignIn({
      args: given,
      operation: 'login',
      req: { payloadAPI: 'local' },
    } as unknown as Parameters<typeof limitStaffSignIn>[0])
    expect(out).toBe(given)
  })
})
