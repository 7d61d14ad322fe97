import type { Payload } from 'payload'
import { consumeRateLimit } from '../leads/server/rateLimit'
import { CODE_REJECTED_MESSAGE, CODE_SENT_MESSAGE, checkCode, generateCode, hashCode, newSessionToken, SESSION_TTL_MS, SIGN_IN_CODE } from './otp'
import { smsSender } from './sms'
import { claimAttempt, createSession, latestCode, saveCode, useCode } from './store'

export type SignInAnswer = { status: number; body: Record<string, unknown>; headers?: Record<string, string>; token?: string }

const secret = () => process.env.PAYLOAD_SECRET ?? ''

/**
 * Sends a new code. The reply is the same whether or not the number has signed in before; only a bad number (400)
 * or too many codes (429 with Retry-After) differ.
 */
export async function requestSignInCode(payload: Payload, input: { phone: string; ip: string; siteName: string }, now = new Date()): Promise<SignInAnswer> {
  for (const [limit, key] of [['sign-in-ip', input.ip], ['sign-in-phone', input.phone]] as const) {
    const allowed = await consumeRateLimit(payload, limit, key)
    if (!allowed.ok) {
      return { status: 429, body: { success: false, error: 'Too many codes requested. Please wait before asking for another.' }, headers: { 'Retry-After': String(allowed.retryAfterSeconds) } }
    }
  }
  const previous = await latestCode(payload, input.phone)
  // A resend replaces the code but keeps its wrong tries, so asking again never buys more guesses.
  const carried = previous && !previous.usedAt && previous.expiresAt.getTime() > now.getTime() ? previous.attempts : 0
  const code = generateCode()
  await saveCode(payload, input.phone, hashCode(code, input.phone, secret()), new Date(now.getTime() + SIGN_IN_CODE.ttlMs), carried)
  await smsSender().send(input.phone, `${code} is your ${input.siteName} sign-in code. It expires in 10 minutes.`)
  return { status: 200, body: { success: true, message: CODE_SENT_MESSAGE } }
}

/** Checks the code; on success starts a session (the caller sets the cookie from `token`). */
export async function verifySignInCode(payload: Payload, input: { phone: string; code: string }, now = new Date()): Promise<SignInAnswer> {
  const stored = await latestCode(payload, input.phone)
  // Every try, right or wrong, first takes one of the code's five tries atomically: a count read once per request
  // would let a burst of parallel guesses all pass the check (issue 9: 40 parallel guesses got through).
  const claimed = stored ? await claimAttempt(payload, stored.id, SIGN_IN_CODE.maxAttempts) : false
  const outcome = claimed ? checkCode(stored, input.code, input.phone, secret(), now) : 'locked'
  if (outcome !== 'ok' || !stored || !(await useCode(payload, stored.id))) {
    return { status: 400, body: { success: false, error: CODE_REJECTED_MESSAGE, errors: [{ field: 'code', message: CODE_REJECTED_MESSAGE }] } }
  }
  const { token, tokenHash } = newSessionToken()
  await createSession(payload, tokenHash, input.phone, new Date(now.getTime() + SESSION_TTL_MS))
  return { status: 200, body: { success: true }, token }
}
