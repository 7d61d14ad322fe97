// @ts-check
/**
 * The Redis connection shared by every app server (docs/shared-cache.md): Next's cache (cache-handler.mjs) and the
 * front cache's "clear" messages (frontCacheBus.mjs). Plain JavaScript: Next imports the cache handler at run time,
 * outside its bundles, so nothing here may need a compile step.
 *
 * Redis being down must never fail a request: commands are not queued while disconnected (they fail at once), every
 * command is bounded by a short timeout, the client reconnects by itself, and an outage is logged once when it
 * starts and once when it ends (one JSON line each, the server's log format: src/server/log.ts), never per request.
 */
import { createClient } from '@redis/client'

/**
 * How long one cache read or write may wait for Redis before the page is served uncached. These files read
 * process.env themselves (src/config/env.ts is TypeScript, which Node cannot import here); the names are typed by it.
 */
export const COMMAND_TIMEOUT_MS = Number(process.env.REDIS_TIMEOUT_MS ?? 500)

/** Keys and channels of this deployment start with it, so several deployments can share one Redis. */
/** @param {import('../config/env').Environment} [env] */
export function redisKeyPrefix(env = process.env) {
  return env.REDIS_KEY_PREFIX ?? 'dealer:'
}

/**
 * @param {'debug' | 'info' | 'warn' | 'error'} level
 * @param {string} msg
 * @param {Record<string, unknown>} [fields]
 */
export function logLine(level, msg, fields = {}) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields }) + '\n'
  if (level === 'error') process.stderr.write(line)
  else process.stdout.write(line)
}

/** @param {unknown} error */
function errorFields(error) {
  if (error instanceof Error)
    return { err: { name: error.name, message: error.message, code: /** @type {{ code?: unknown }} */ (error).code } }
  return { err: { message: String(error) } }
}

/**
 * Logs the start and the end of an outage, once each, however many requests run into it.
 * @param {string} component what lost Redis ('next-cache', 'front-cache')
 * @param {(level: 'warn' | 'info', msg: string, fields: Record<string, unknown>) => void} [log]
 */
export function outageLog(component, log = logLine) {
  let downSince = 0
  return {
    /** @param {unknown} error */
    down(error) {
      if (downSince) return
      downSince = Date.now()
      log('warn', 'redis unavailable: serving without the shared cache until it returns', {
        component,
        ...errorFields(error),
      })
    },
    up() {
      if (!downSince) return
      log('info', 'redis available again: shared cache back on', { component, downMs: Date.now() - downSince })
      downSince = 0
    },
    get isDown() {
      return downSince !== 0
    },
  }
}

/**
 * A client that connects in the background and keeps reconnecting; `ready` reports whether commands can be sent now.
 * @param {string} url
 * @param {ReturnType<typeof outageLog>} outage
 * @param {{ onReady?: () => void }} [hooks]
 */
export function connectInBackground(url, outage, hooks = {}) {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    pingInterval: 5_000,
    socket: {
      connectTimeout: 1_000,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000),
    },
  })
  // node-redis emits 'error' on every failed reconnect; an unlistened 'error' would end the process.
  client.on('error', (error) => outage.down(error))
  client.on('ready', () => {
    outage.up()
    hooks.onReady?.()
  })
  client.connect().catch((error) => outage.down(error))
  return client
}

/**
 * The promise's value, or a rejection after `ms`: a Redis that accepts connections but does not answer must not
 * hold a request either.
 * @template T
 * @param {Promise<T>} promise
 * @param {number} [ms]
 * @returns {Promise<T>}
 */
export function withTimeout(promise, ms = COMMAND_TIMEOUT_MS) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`redis did not answer within ${ms} ms`)), ms)
    timer.unref?.()
  })
  return /** @type {Promise<T>} */ (Promise.race([promise, timeout]).finally(() => clearTimeout(timer)))
}
