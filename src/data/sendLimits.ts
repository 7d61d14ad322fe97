import type { Payload } from 'payload'
import { RateLimiterRes } from 'rate-limiter-flexible'
import {
  type AccessName,
  backoffDelaySeconds,
  KNOWN_CLIENT_DAYS,
  type SendLimit,
  sendLimits,
  type SendName,
} from '@/domain/sendLimits'
import { limiter } from './rateLimitStore'
import { environment } from '@/config/env'

/**
 * Counts the send limits of src/domain/sendLimits.ts in the shared rate-limit table. Takes the Payload it is given
 * (Payload hooks and endpoints cannot import the Payload client without an import cycle). A counter store that
 * fails lets the send through, as every limit here does: a broken limiter must not lose a shopper's lead.
 */

export type SendScope = 'sender' | 'sender-and-target' | 'target' | 'site'

export type SendCheck = { ok: true } | { ok: false; scope: SendScope; retryAfterSeconds: number }

/** Who is sending what to whom: the keys the table's scopes count under. */
export interface SendKeys {
  /** The client's clientKey, or the staff user's id. */
  sender?: string | number
  /** The phone number or e-mail address (normalised by the caller). */
  target?: string
  /** The client key the target's known clients are remembered by (defaults to the sender). */
  client?: string
  site?: string | number
  /** Whose known clients pass the target's back-off, when not this send's own (a password reset: the logins'). */
  known?: SendName | AccessName
}

const HUGE = 1_000_000_000

const prefix = (name: SendName | AccessName, scope: string) => `send:${name}:${scope}`

async function take(
  payload: Payload,
  counter: { prefix: string; points: number; duration: number },
  key: string,
): Promise<number | null> {
  try {
    await limiter(payload, counter).consume(key)
    return null
  } catch (error) {
    if (error instanceof RateLimiterRes) return Math.max(1, Math.ceil(error.msBeforeNext / 1000))
    payload.logger.error({ err: error }, `send limit ${counter.prefix} unavailable; letting the send through`)
    return null
  }
}

const knownCounter = (name: SendName | AccessName) => ({
  prefix: prefix(name, 'known-client'),
  points: HUGE,
  duration: KNOWN_CLIENT_DAYS * 24 * 60 * 60,
})

/** Whether `client` signed in as `target` lately (so the target's back-off does not hold it). */
export async function isKnownClient(
  payload: Payload,
  name: SendName | AccessName,
  target: string,
  client: string,
): Promise<boolean> {
  try {
    return ((await limiter(payload, knownCounter(name)).get(`${target}|${client}`))?.consumedPoints ?? 0) > 0
  } catch {
    return false
  }
}

/** Remembers that `client` signed in as `target` (a right code, a right password). */
export async function rememberKnownClient(
  payload: Payload,
  name: SendName | AccessName,
  target: string,
  client: string,
): Promise<void> {
  await take(payload, knownCounter(name), `${target}|${client}`)
}

/**
 * One step of a target's back-off: passes when the gap the last step set has gone by (no gap for the first free
 * steps), then counts the step and sets the next gap. The gap is one point that expires after the delay, so
 * parallel requests get one step between them, not one each.
 */
async function backoffStep(
  payload: Payload,
  name: SendName | AccessName,
  policy: NonNullable<SendLimit['perTarget']>,
  target: string,
): Promise<number | null> {
  const count = { prefix: prefix(name, 'target-count'), points: HUGE, duration: policy.windowSeconds }
  let used: number
  try {
    used = (await limiter(payload, count).get(target))?.consumedPoints ?? 0
  } catch {
    used = 0
  }
  const delay = backoffDelaySeconds(used + 1, policy)
  if (delay > 0) {
    const waited = await take(payload, { prefix: prefix(name, 'target-gap'), points: 1, duration: delay }, target)
    if (waited !== null) return waited
  }
  await take(payload, count, target)
  return null
}

/**
 * Takes one send of `name` from the keys given, scope by scope (sender, sender and target, site, then the target's
 * back-off, which a client known to the target skips). The first scope over its limit answers, with the seconds to
 * wait. Scopes without a key (or a limit) are not counted.
 */
export async function takeSend(payload: Payload, name: SendName | AccessName, keys: SendKeys): Promise<SendCheck> {
  const limit = sendLimits(environment())[name]
  const windows: Array<[SendScope, { points: number; seconds: number } | undefined, string | undefined]> = [
    ['sender', limit.perSender, keys.sender === undefined ? undefined : String(keys.sender)],
    [
      'sender-and-target',
      limit.perSenderAndTarget,
      keys.sender === undefined || keys.target === undefined ? undefined : `${keys.target}|${keys.sender}`,
    ],
    ['site', limit.perSite, keys.site === undefined ? undefined : String(keys.site)],
  ]
  for (const [scope, window, key] of windows) {
    if (!window || key === undefined) continue
    if (window.points <= 0) return { ok: false, scope, retryAfterSeconds: window.seconds }
    const waited = await take(
      payload,
      { prefix: prefix(name, scope), points: window.points, duration: window.seconds },
      key,
    )
    if (waited !== null) return { ok: false, scope, retryAfterSeconds: waited }
  }
  if (limit.perTarget && keys.target !== undefined) {
    const client = keys.client ?? (keys.sender === undefined ? undefined : String(keys.sender))
    const known = client !== undefined && (await isKnownClient(payload, keys.known ?? name, keys.target, client))
    if (!known) {
      const waited = await backoffStep(payload, name, limit.perTarget, keys.target)
      if (waited !== null) return { ok: false, scope: 'target', retryAfterSeconds: waited }
    }
  }
  return { ok: true }
}

/** Gives back the sender's points of a send that turned out not to count (a right password). */
export async function refundSend(payload: Payload, name: SendName | AccessName, keys: SendKeys): Promise<void> {
  const limit = sendLimits(environment())[name]
  const given: Array<[SendScope, { points: number; seconds: number } | undefined, string | undefined]> = [
    ['sender', limit.perSender, keys.sender === undefined ? undefined : String(keys.sender)],
    [
      'sender-and-target',
      limit.perSenderAndTarget,
      keys.sender === undefined || keys.target === undefined ? undefined : `${keys.target}|${keys.sender}`,
    ],
  ]
  for (const [scope, window, key] of given) {
    if (!window || key === undefined) continue
    try {
      await limiter(payload, { prefix: prefix(name, scope), points: window.points, duration: window.seconds }).reward(
        key,
        1,
      )
    } catch (error) {
      payload.logger.error({ err: error }, `send limit ${name} unavailable; point not given back`)
    }
  }
}
