// @ts-check
/**
 * Empties the page front cache (src/cache/pageFrontCache.ts) on every app server when one of them empties its own:
 * with REDIS_URL set, scripts/serve.ts starts this bus, clearFrontCache() publishes on a Redis channel, and every
 * server (this one included) empties its copy when a message arrives. The shared cache handler (cacheHandler.mjs)
 * publishes again once a change's tags are expired in Redis, so no server keeps a page it copied in between.
 *
 * Redis down: the local cache is still emptied at once (clearFrontCache), other servers' copies run out by themselves
 * within FRONT_CACHE_SECONDS; the outage is logged once, and each server empties its copy when Redis returns (it may
 * have missed messages meanwhile).
 */
import { randomUUID } from 'node:crypto'
import { connectInBackground, outageLog, redisKeyPrefix, withTimeout } from './redis.mjs'

const FRONT_CACHE_BUS = Symbol.for('dealer-platform.front-cache-bus')

/**
 * @typedef {{ publish(): void, close(): Promise<void>, readonly channel: string }} FrontCacheBus
 */

/**
 * @param {{ url: string, prefix?: string, clearLocal: () => void }} options
 * @returns {FrontCacheBus}
 */
export function startFrontCacheBus({ url, prefix = redisKeyPrefix(), clearLocal }) {
  const channel = `${prefix}front-cache:clear`
  const origin = randomUUID()
  const outage = outageLog('front-cache')
  const publisher = connectInBackground(url, outage)
  let subscribed = false
  const subscriber = connectInBackground(url, outage, {
    onReady() {
      // Messages sent while this server was cut off are lost: start afresh.
      clearLocal()
      if (subscribed) return // node-redis subscribes again by itself after a reconnect
      subscribed = true
      subscriber
        .subscribe(channel, () => clearLocal())
        .catch((error) => {
          subscribed = false
          outage.down(error)
        })
    },
  })
  return {
    channel,
    publish() {
      if (!publisher.isReady) return outage.down(new Error('redis not connected'))
      withTimeout(publisher.publish(channel, origin)).then(
        () => outage.up(),
        (error) => outage.down(error),
      )
    },
    async close() {
      await Promise.allSettled([publisher.close(), subscriber.close()])
    },
  }
}

/**
 * Starts the bus when REDIS_URL is set and makes it this process's (clearFrontCache and the cache handler find it
 * through globalThis: they run inside Next's bundles, scripts/serve.ts outside them). Null without REDIS_URL.
 * @param {{ clear(): void }} frontCache
 * @param {import('../config/env').Environment} [env]
 */
export function startFrontCacheBusFromEnv(frontCache, env = process.env) {
  if (!env.REDIS_URL) return null
  const bus = startFrontCacheBus({
    url: env.REDIS_URL,
    prefix: redisKeyPrefix(env),
    clearLocal: () => frontCache.clear(),
  })
  ;/** @type {any} */ (globalThis)[FRONT_CACHE_BUS] = bus
  return bus
}
