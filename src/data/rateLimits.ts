import { type Counter, consumePointWith, type LimitResult, limiter } from './rateLimitStore'
import { payloadClient } from './payloadClient'
import type { SendName } from '@/domain/sendLimits'
import { rememberKnownClient, type SendCheck, type SendKeys, takeSend } from './sendLimits'

export type { Counter, LimitResult }

/**
 * Takes one point for `key` atomically (parallel requests each take their own). Over the limit → the seconds to
 * wait (for Retry-After). If the counter store itself fails, the request goes through: a broken limiter must not
 * lose a shopper's lead.
 */
export async function consumePoint(counter: Counter, key: string): Promise<LimitResult> {
  return consumePointWith(await payloadClient(), counter, key)
}

/** Gives back a point taken for something that did not happen (a hold that failed, a right code). */
export async function refundPoint(counter: Counter, key: string): Promise<void> {
  const payload = await payloadClient()
  try {
    await limiter(payload, counter).reward(key, 1)
  } catch (error) {
    payload.logger.error({ err: error }, `rate limiter ${counter.prefix} unavailable; point not given back`)
  }
}

/** Points taken so far in the current window (0 when none, or when the store cannot be read). */
export async function consumedPoints(counter: Counter, key: string): Promise<number> {
  const payload = await payloadClient()
  try {
    return (await limiter(payload, counter).get(key))?.consumedPoints ?? 0
  } catch {
    return 0
  }
}

/** takeSend (src/data/sendLimits.ts) for callers outside a Payload request: the shopper sign-in. */
export async function takeSendNow(name: SendName, keys: SendKeys): Promise<SendCheck> {
  return takeSend(await payloadClient(), name, keys)
}

/** rememberKnownClient for callers outside a Payload request: a shopper's right code. */
export async function rememberKnownClientNow(name: SendName, target: string, client: string): Promise<void> {
  await rememberKnownClient(await payloadClient(), name, target, client)
}
