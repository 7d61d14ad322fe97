// @ts-check
/**
 * Tag expiry in the shared cache (Redis) without Next: for a job in an app server that has not served a request yet,
 * so Next has not made its cache (nextCache.ts). One connection, made on first use; Redis down: nothing is expired
 * here and the entries' own lifetimes bound what stays (as for any expiry during an outage).
 */
import { connectInBackground, outageLog, redisKeyPrefix, withTimeout } from './redis.mjs'
import { createTaggedStore } from './taggedStore.mjs'

const FRONT_CACHE_BUS = Symbol.for('dealer-platform.front-cache-bus')
const READY_WITHIN_MS = 2_000

/** @type {Promise<ReturnType<typeof createTaggedStore> | null> | undefined} */
let connecting

/**
 * @param {string[]} tags
 * @param {import('../config/env').Environment} env
 */
export async function expireTagsInSharedCache(tags, env) {
  if (!env.REDIS_URL) return
  connecting ??= connect(env.REDIS_URL, redisKeyPrefix(env))
  const store = await connecting
  if (!store) {
    connecting = undefined
    return
  }
  try {
    for (const tag of tags) await withTimeout(store.revalidateTag(tag), READY_WITHIN_MS)
  } catch {
    return
  }
  // As the cache handler does: every server empties its front cache once the entries are gone.
  const bus = /** @type {{ publish?: () => void } | undefined} */ (/** @type {any} */ (globalThis)[FRONT_CACHE_BUS])
  bus?.publish?.()
}

/**
 * @param {string} url
 * @param {string} keyPrefix
 */
async function connect(url, keyPrefix) {
  const client = connectInBackground(url, outageLog('next-cache'))
  const ready = await withTimeout(
    new Promise((resolve) => (client.isReady ? resolve(true) : client.once('ready', () => resolve(true)))),
    READY_WITHIN_MS,
  ).catch(() => false)
  if (!ready) {
    await client.close().catch(() => undefined)
    return null
  }
  return createTaggedStore({ client: /** @type {any} */ (client), keyPrefix })
}
