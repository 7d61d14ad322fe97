// @ts-check
/**
 * The Redis store behind Next's cache (cacheHandler.mjs), indexed by tag so that expiring a tag costs what the tag
 * holds, not what the whole cache holds.
 *
 * Keys (all under the deployment's prefix):
 * - `{prefix}{cacheKey}`: one entry (JSON; Buffers as base64), expiring with the entry's own lifespan.
 * - `{prefix}__tag__:{tag}`: a set of the cache keys stored under that tag, added to on every write; it expires with
 *   the longest-lived entry it names (members whose entry ran out meanwhile are harmless: deleting them is a no-op).
 * - `{prefix}__revalidated_tags__`: when each of Next's implicit path tags (`_N_T_…`, revalidatePath) was expired;
 *   those tags are not stored on entries, so reads compare times instead.
 * - `{prefix}__expired__:{tag}`: when the tag was last expired, kept an hour, so that a render that began before
 *   an expiry and stores its copy after it can tell (cacheHandler.mjs drops that copy: it may show what the change
 *   replaced).
 *
 * - `{prefix}__lru__` (a sorted set: each entry's key by when it was last written or read) and `{prefix}__lru_bytes__`
 *   (a hash: each entry's size) with `{prefix}__lru_total__`: the entries' bytes are kept within `maxBytes`
 *   (REDIS_CACHE_MAX_MB, issue 38.1), least recently used out first. Without it a crawler's distinct filter URLs grew
 *   the key space without bound. Entries that ran out or were expired by a tag stay counted until they are the oldest
 *   (the count only ever errs high, so the bound holds).
 *
 * Expiring a tag reads its set, deletes the entries it names and the set: one dealer's edit never looks at another
 * dealer's entries. (`@fortedigital/nextjs-cache-handler`'s `redis-strings` store, used before, kept one hash of every
 * entry's tags and scanned all of it on each expiry.)
 */

const IMPLICIT_TAG = '_N_T_'
const REVALIDATED_TAGS = '__revalidated_tags__'
const TAG_SET = '__tag__:'
const EXPIRED_AT = '__expired__:'
/** How long an expiry's time is kept: longer than any render takes. */
const EXPIRED_AT_SECONDS = 3600
const LRU = '__lru__'
const LRU_BYTES = '__lru_bytes__'
const LRU_TOTAL = '__lru_total__'
export const DEFAULT_REDIS_CACHE_MAX_MB = 1024

/**
 * @param {Record<string, string | undefined>} env
 * @returns {number} the budget in bytes
 */
export function redisCacheMaxBytes(env = process.env) {
  const mb = Number(env.REDIS_CACHE_MAX_MB ?? DEFAULT_REDIS_CACHE_MAX_MB)
  return (Number.isFinite(mb) && mb > 0 ? mb : DEFAULT_REDIS_CACHE_MAX_MB) * 1024 * 1024
}

/**
 * @typedef {{
 *   isReady: boolean,
 *   get(key: string): Promise<string | null>,
 *   mGet(keys: string[]): Promise<(string | null)[]>,
 *   set(key: string, value: string, options?: Record<string, unknown>): Promise<unknown>,
 *   unlink(keys: string | string[]): Promise<number>,
 *   sAdd(key: string, members: string[]): Promise<number>,
 *   sMembers(key: string): Promise<string[]>,
 *   expireAt(key: string, at: number, mode?: 'NX' | 'XX' | 'GT' | 'LT'): Promise<unknown>,
 *   persist(key: string): Promise<unknown>,
 *   hSet(key: string, field: string, value: string | number): Promise<number>,
 *   hmGet(key: string, fields: string[]): Promise<(string | null)[]>,
 *   hDel(key: string, fields: string[]): Promise<number>,
 *   incrBy(key: string, by: number): Promise<number>,
 *   zAdd(key: string, members: { score: number, value: string }[], options?: Record<string, unknown>): Promise<unknown>,
 *   zPopMinCount(key: string, count: number): Promise<{ score: number, value: string }[]>,
 * }} TagStoreClient
 */

/** @param {string} tag */
export const isImplicitTag = (tag) => tag.startsWith(IMPLICIT_TAG)

/**
 * @param {{ client: TagStoreClient, keyPrefix: string, maxBytes?: number }} options
 */
export function createTaggedStore({ client, keyPrefix, maxBytes = redisCacheMaxBytes() }) {
  const entryKey = (/** @type {string} */ key) => keyPrefix + key
  const tagKey = (/** @type {string} */ tag) => `${keyPrefix}${TAG_SET}${tag}`
  const revalidatedTags = keyPrefix + REVALIDATED_TAGS
  const expiredAtKey = (/** @type {string} */ tag) => `${keyPrefix}${EXPIRED_AT}${tag}`
  const lru = keyPrefix + LRU
  const lruBytes = keyPrefix + LRU_BYTES
  const lruTotal = keyPrefix + LRU_TOTAL

  /** Marks a key used now (a read: not awaited, a lost touch only makes the key look older). */
  const touch = (/** @type {string} */ key) =>
    client.zAdd(lru, [{ score: Date.now(), value: key }], { XX: true }).catch(() => {})

  /**
   * Counts a written entry and, past the budget, removes the least recently used ones (several servers may evict
   * at once: each removes different keys, ZPOPMIN hands each key to one of them).
   * @param {string} key
   * @param {number} bytes
   */
  async function account(key, bytes) {
    const [previous] = await client.hmGet(lruBytes, [key])
    await Promise.all([client.zAdd(lru, [{ score: Date.now(), value: key }]), client.hSet(lruBytes, key, bytes)])
    let total = await client.incrBy(lruTotal, bytes - Number(previous ?? 0))
    while (total > maxBytes) {
      // As many of the oldest as the excess needs, guessed from this entry's size (usually one).
      const count = Math.max(1, Math.ceil((total - maxBytes) / Math.max(bytes, 1)))
      const oldest = (await client.zPopMinCount(lru, count)).map((member) => member.value)
      if (oldest.length === 0) break
      const sizes = await client.hmGet(lruBytes, oldest)
      const freed = sizes.reduce((sum, size) => sum + Number(size ?? 0), 0)
      await Promise.all([client.unlink(oldest.map(entryKey)), client.hDel(lruBytes, oldest)])
      total = await client.incrBy(lruTotal, -freed)
    }
  }

  function ready() {
    if (!client.isReady) throw new Error('redis not connected')
  }

  return {
    name: 'redis-tagged',

    /**
     * @param {string} key
     * @param {{ implicitTags?: string[] }} meta
     */
    async get(key, { implicitTags = [] } = {}) {
      ready()
      const stored = await client.get(entryKey(key))
      if (!stored) return null
      void touch(key)
      const entry = decodeEntry(stored)
      const pathTags = [...new Set([...(entry.tags ?? []), ...implicitTags])].filter(isImplicitTag)
      if (pathTags.length > 0) {
        const times = await client.hmGet(revalidatedTags, pathTags)
        if (times.some((time) => time !== null && Number(time) > entry.lastModified)) {
          await client.unlink(entryKey(key))
          return null
        }
      }
      return entry
    },

    /**
     * @param {string} key
     * @param {any} entry Next's cache handler value ({ lastModified, lifespan, tags, value })
     * @param {{ setOnlyIfNotExists?: boolean }} [ctx]
     */
    async set(key, entry, ctx) {
      ready()
      /** @type {number | undefined} */
      const expireAt = entry.lifespan?.expireAt
      const options = {
        ...(typeof expireAt === 'number' ? { EXAT: expireAt } : {}),
        ...(ctx?.setOnlyIfNotExists ? { NX: true } : {}),
      }
      const tags = /** @type {string[]} */ ([...new Set(entry.tags ?? [])])
      const encoded = encodeEntry(entry)
      await Promise.all([
        client.set(entryKey(key), encoded, options),
        ...tags.flatMap((tag) => [client.sAdd(tagKey(tag), [key]), ...keepTagSet(tagKey(tag), expireAt)]),
      ])
      await account(key, Buffer.byteLength(encoded) + key.length)
    },

    /**
     * Whether any of the tags was expired after `since` (a time in ms): one read, whatever the tags hold.
     * @param {readonly string[]} tags
     * @param {number} since
     */
    async expiredSince(tags, since) {
      ready()
      if (tags.length === 0) return false
      const times = await client.mGet([...new Set(tags)].map(expiredAtKey))
      return times.some((time) => time !== null && Number(time) >= since)
    },

    /**
     * Notes when the tag was expired (first, so that a copy stored meanwhile can tell), then deletes the entries
     * stored under it: reads only that tag's set.
     * @param {string} tag
     */
    async revalidateTag(tag) {
      ready()
      await client.set(expiredAtKey(tag), String(Date.now()), { EX: EXPIRED_AT_SECONDS })
      if (isImplicitTag(tag)) await client.hSet(revalidatedTags, tag, Date.now())
      const keys = await client.sMembers(tagKey(tag))
      await client.unlink([tagKey(tag), ...keys.map(entryKey)])
    },

    /** @param {string} key */
    async delete(key) {
      ready()
      await client.unlink(entryKey(key))
    },
  }

  /**
   * A tag's set lives as long as its longest-lived entry (NX sets the first time, GT only lengthens); an entry with no
   * end keeps the set for good.
   * @param {string} key
   * @param {number | undefined} expireAt
   */
  function keepTagSet(key, expireAt) {
    if (typeof expireAt !== 'number') return [client.persist(key)]
    return [client.expireAt(key, expireAt, 'NX'), client.expireAt(key, expireAt, 'GT')]
  }
}

/**
 * Next's values hold Buffers (a page's RSC payload, an API route's body) and a Map of Buffers (a page's segments):
 * stored as base64 strings and restored on read.
 * @param {any} entry
 */
export function encodeEntry(entry) {
  const value = entry.value
  if (value?.kind === 'APP_PAGE')
    return JSON.stringify({
      ...entry,
      value: {
        ...value,
        rscData: value.rscData?.toString('base64'),
        segmentData: value.segmentData
          ? Object.fromEntries([...value.segmentData].map(([name, data]) => [name, data.toString('base64')]))
          : undefined,
      },
    })
  if (value?.kind === 'APP_ROUTE')
    return JSON.stringify({ ...entry, value: { ...value, body: value.body?.toString('base64') } })
  return JSON.stringify(entry)
}

/** @param {string} stored */
export function decodeEntry(stored) {
  const entry = JSON.parse(stored)
  const value = entry.value
  if (value?.kind === 'APP_PAGE') {
    if (typeof value.rscData === 'string') value.rscData = Buffer.from(value.rscData, 'base64')
    if (value.segmentData)
      value.segmentData = new Map(
        Object.entries(value.segmentData).map(([name, data]) => [name, Buffer.from(String(data), 'base64')]),
      )
  } else if (value?.kind === 'APP_ROUTE' && typeof value.body === 'string') {
    value.body = Buffer.from(value.body, 'base64')
  }
  return entry
}
