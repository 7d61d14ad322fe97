import { takeSendNow } from '@/data/rateLimits'
import { rememberKnownOnSite } from '@/data/signInCeiling'
import { waitText } from '@/domain/sendLimits'
import { consumeLimit, refundLimit, usedPoints } from './limits'
import {
  CODE_REJECTED_MESSAGE,
  CODE_SENT_MESSAGE,
  carriedAttempts,
  checkCode,
  generateCode,
  hashCode,
  newSessionToken,
  phoneClientKey,
  SESSION_TTL_MS,
  SIGN_IN_CODE,
  signInLimits,
} from './otp'
import { smsSender } from './sms'
import { takeSiteSignInCode } from './signInCeiling'
import { claimAttempt, createSession, latestCode, saveCode, useCode } from '@/data/shoppers'
import { env } from '@/config/env'

export type SignInAnswer = {
  status: number
  body: Record<string, unknown>
  headers?: Record<string, string>
  token?: string
}

const secret = () => env('PAYLOAD_SECRET') ?? ''

const tooMany = (
  retryAfterSeconds: number,
  error = `Too many codes requested. Please wait ${waitText(retryAfterSeconds)} before asking for another.`,
): SignInAnswer => ({
  status: 429,
  body: { success: false, error },
  headers: { 'Retry-After': String(retryAfterSeconds) },
})

/**
 * Sends a new code. The reply is the same whether or not the number has signed in before; only a bad number (400)
 * or too many codes (429 with Retry-After) differ. Codes count as the table says ('sign-in-code' in
 * src/domain/sendLimits.ts): per client, per number and client, per site, and per number as a growing delay that a
 * client which signed in with the number before does not wait for. So strangers with many addresses buy a few SMS
 * at a growing price, never an hour of the owner's access (issue 27.2). The site's share is counted last
 * (src/shopper/signInCeiling.ts, issue 38.4): a flood of strangers fills only its open part, and past a threshold
 * a new client waits (429 with Retry-After, then its code), while known shoppers draw on a reserve.
 */
export async function requestSignInCode(
  input: { phone: string; ip: string; siteName: string; siteId?: number | string },
  now = new Date(),
): Promise<SignInAnswer> {
  const client = phoneClientKey(input.phone, input.ip)
  const sent = await takeSendNow('sign-in-code', { sender: input.ip, target: input.phone })
  if (!sent.ok) return tooMany(sent.retryAfterSeconds)
  if (input.siteId !== undefined) {
    const site = await takeSiteSignInCode(String(input.siteId), input.phone, input.ip)
    // Not this shopper's doing: the site is sending many codes, so new clients take turns.
    if (!site.ok)
      return tooMany(
        site.retryAfterSeconds,
        `Many shoppers are signing in just now. Please wait ${waitText(site.retryAfterSeconds)}, then ask for your code again.`,
      )
  }
  const limits = signInLimits()
  const previous = await latestCode(input.phone)
  // A resend replaces the code but keeps the wrong tries this client spent on it, so asking again never buys that
  // client more guesses; a stranger's tries stay with the old code and do not spoil the owner's new one.
  const carried = carriedAttempts(previous, await usedPoints(limits.tries, client), now)
  const code = generateCode()
  await saveCode(
    input.phone,
    hashCode(code, input.phone, secret()),
    new Date(now.getTime() + SIGN_IN_CODE.ttlMs),
    carried,
  )
  await smsSender().send(input.phone, `${code} is your ${input.siteName} sign-in code. It expires in 10 minutes.`)
  return { status: 200, body: { success: true, message: CODE_SENT_MESSAGE } }
}

const rejected = (): SignInAnswer => ({
  status: 400,
  body: { success: false, error: CODE_REJECTED_MESSAGE, errors: [{ field: 'code', message: CODE_REJECTED_MESSAGE }] },
})

/**
 * Checks the code; on success starts a session (the caller sets the cookie from `token`). Every try first takes one
 * of this client's five tries on the number, then one of the code's five tries, each atomically: a count read once
 * per request would let a burst of parallel guesses all pass the check (issue 9: 40 parallel guesses got through).
 * A client out of tries is refused without touching the code, so a stranger cannot spend the owner's new code
 * (issue 16). The answer is the same 400 for every refusal.
 */
export async function verifySignInCode(
  input: { phone: string; code: string; ip: string; siteId?: number | string },
  now = new Date(),
): Promise<SignInAnswer> {
  const limits = signInLimits()
  const client = phoneClientKey(input.phone, input.ip)
  if (!(await consumeLimit(limits.tries, client)).ok) return rejected()
  const stored = await latestCode(input.phone)
  const claimed = stored ? await claimAttempt(stored.id, SIGN_IN_CODE.maxAttempts) : false
  const outcome = claimed ? checkCode(stored, input.code, input.phone, secret(), now) : 'locked'
  if (outcome !== 'ok' || !stored || !(await useCode(stored.id))) return rejected()
  // The right code is not a wrong try: the client's count is given back, and this client is the number's own now
  // (and, on this site, the number and the client are known: they draw on the site's reserve of codes).
  await refundLimit(limits.tries, client)
  await rememberKnownOnSite(input.siteId === undefined ? undefined : String(input.siteId), input.phone, input.ip)
  const { token, tokenHash } = newSessionToken()
  await createSession(tokenHash, input.phone, new Date(now.getTime() + SESSION_TTL_MS))
  return { status: 200, body: { success: true }, token }
}
