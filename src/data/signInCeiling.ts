import type { Payload } from 'payload'
import { KNOWN_CLIENT_DAYS } from '@/domain/sendLimits'
import { payloadClient } from './payloadClient'
import { type Counter, consumePointWith, limiter } from './rateLimitStore'
import { isKnownClient, rememberKnownClient } from './sendLimits'

/**
 * The counters of a site's sign-in SMS ceiling (src/domain/signInSiteCeiling.ts), in the shared rate-limit table so
 * every app server sees the same counts. A store that fails lets the code through, as every send limit does.
 */

const HUGE = 1_000_000_000
const KNOWN_SECONDS = KNOWN_CLIENT_DAYS * 24 * 60 * 60
const prefix = (scope: string) => `send:sign-in-code:${scope}`
const knownNumber: Counter = { prefix: prefix('site-known-number'), points: HUGE, duration: KNOWN_SECONDS }
const knownClient: Counter = { prefix: prefix('site-known-client'), points: HUGE, duration: KNOWN_SECONDS }

async function used(payload: Payload, counter: Counter, key: string): Promise<{ points: number; msLeft: number }> {
  try {
    const state = await limiter(payload, counter).get(key)
    return { points: state?.consumedPoints ?? 0, msLeft: state?.msBeforeNext ?? 0 }
  } catch {
    return { points: 0, msLeft: 0 }
  }
}

/** Whether the number signed in on this site, the client did, or this client signed in as this number anywhere. */
export async function isKnownOnSite(site: string, phone: string, client: string): Promise<boolean> {
  const payload = await payloadClient()
  const answers = await Promise.all([
    used(payload, knownNumber, `${site}|${phone}`),
    used(payload, knownClient, `${site}|${client}`),
  ])
  return answers.some((a) => a.points > 0) || isKnownClient(payload, 'sign-in-code', phone, client)
}

/** A right code: the number and the client are this site's own for KNOWN_CLIENT_DAYS (and the pair, anywhere). */
export async function rememberKnownOnSite(site: string | undefined, phone: string, client: string): Promise<void> {
  const payload = await payloadClient()
  await rememberKnownClient(payload, 'sign-in-code', phone, client)
  if (site === undefined) return
  await consumePointWith(payload, knownNumber, `${site}|${phone}`)
  await consumePointWith(payload, knownClient, `${site}|${client}`)
}

/** Points used in the counter's window, and the milliseconds until it ends. */
export async function usedPoints(counter: Counter, key: string): Promise<{ points: number; msLeft: number }> {
  return used(await payloadClient(), counter, key)
}

/** Takes one point atomically; null when taken, else the seconds until the window ends. */
export async function takePoint(counter: Counter, key: string): Promise<number | null> {
  const result = await consumePointWith(await payloadClient(), counter, key)
  return result.ok ? null : result.retryAfterSeconds
}

/**
 * A client's wait: started once (parallel starts share the first one's times), over after `delaySeconds`, then
 * claimable for `readyForSeconds` by one request only.
 */
export type Wait = { state: 'none' } | { state: 'waiting'; seconds: number } | { state: 'ready' }

const waitCounter = (delaySeconds: number, readyForSeconds: number): Counter => ({
  prefix: prefix('site-wait'),
  points: HUGE,
  duration: delaySeconds + readyForSeconds,
})

export async function waitOf(key: string, readyForSeconds: number): Promise<Wait> {
  const state = await usedPoints(waitCounter(0, readyForSeconds), key)
  if (state.points === 0) return { state: 'none' }
  const waitingMs = state.msLeft - readyForSeconds * 1000
  return waitingMs > 0 ? { state: 'waiting', seconds: Math.ceil(waitingMs / 1000) } : { state: 'ready' }
}

export async function startWait(key: string, delaySeconds: number, readyForSeconds: number): Promise<void> {
  await takePoint(waitCounter(delaySeconds, readyForSeconds), key)
}

/** Ends a wait that is over; true for the one request that ended it. */
export async function claimWait(key: string, readyForSeconds: number): Promise<boolean> {
  const payload = await payloadClient()
  try {
    return await limiter(payload, waitCounter(0, readyForSeconds)).delete(key)
  } catch {
    return true
  }
}

/** True once per key and window, on whichever server asks first (so an alert is raised once, not per request). */
export async function firstInWindow(name: string, key: string, seconds: number): Promise<boolean> {
  const payload = await payloadClient()
  try {
    await limiter(payload, { prefix: prefix(name), points: 1, duration: seconds }).consume(key)
    return true
  } catch {
    return false
  }
}
