// @ts-check
/**
 * Next's file-system page cache with a size limit (issue 38.1). Next writes every cached page it renders to disk and
 * never removes one: a crawler walking the search facets wrote 942 MB in 30,000 files on the first day. This subclass
 * keeps an index of what it wrote, least recently used first, and removes the oldest entries' files once their bytes
 * pass the limit (PAGE_CACHE_DISK_MB, default 256). It also never keeps a 404 or an error page, so an invented URL
 * costs a render and nothing on disk.
 *
 * Why not a library: the entries are Next's own files (html, rsc, segment files, meta), written by Next's class; an
 * LRU library would hold the index, but the files and their sizes are this module's job either way. Next's memory
 * copy (cacheMaxMemorySize) is an LRU already.
 */
import fs from 'node:fs'
import path from 'node:path'

export const DEFAULT_PAGE_CACHE_DISK_MB = 256

/**
 * @param {Record<string, string | undefined>} env
 * @returns {number} the limit in bytes
 */
export function pageCacheDiskBytes(env = process.env) {
  const mb = Number(env.PAGE_CACHE_DISK_MB ?? DEFAULT_PAGE_CACHE_DISK_MB)
  return (Number.isFinite(mb) && mb > 0 ? mb : DEFAULT_PAGE_CACHE_DISK_MB) * 1024 * 1024
}

/** Entry kinds that are a page or a route's answer, with a status of their own. */
const RESPONSE_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES'])

/**
 * A 404 or an error is rendered for every URL a stranger invents: none of them is kept (a page that exists is).
 * @param {any} data
 */
export function isKeptEntry(data) {
  if (!data) return false
  if (!RESPONSE_KINDS.has(data.kind)) return true
  return data.status === undefined || (data.status >= 200 && data.status < 400)
}

/**
 * The files Next's FileSystemCache writes for an entry (file-system-cache.js `set`), and their bytes.
 * @param {(key: string, kind: string) => string} filePath Next's `getFilePath`
 * @param {string} key
 * @param {any} data
 * @returns {{ files: string[], bytes: number }}
 */
export function entryFiles(filePath, key, data) {
  /** @param {unknown} value */
  const size = (value) =>
    value == null ? 0 : Buffer.isBuffer(value) ? value.length : Buffer.byteLength(String(value), 'utf8')
  if (data.kind === 'APP_ROUTE') {
    const body = filePath(`${key}.body`, 'APP_ROUTE')
    return { files: [body, body.replace(/\.body$/, '.meta')], bytes: size(data.body) + 512 }
  }
  if (data.kind === 'APP_PAGE' || data.kind === 'PAGES') {
    const kind = data.kind === 'APP_PAGE' ? 'APP_PAGE' : 'PAGES'
    const html = filePath(`${key}.html`, kind)
    const files = [html, html.replace(/\.html$/, '.meta')]
    let bytes = size(data.html) + 512
    if (kind === 'APP_PAGE') {
      files.push(filePath(`${key}.rsc`, kind), html.replace(/\.html$/, '.segments'))
      bytes += size(data.rscData)
      for (const [, buffer] of data.segmentData ?? []) bytes += size(buffer)
    } else {
      files.push(filePath(`${key}.json`, kind))
      bytes += size(JSON.stringify(data.pageData ?? null))
    }
    return { files, bytes }
  }
  // FETCH: the data cache (unstable_cache), one JSON file.
  return { files: [filePath(key, 'FETCH')], bytes: size(JSON.stringify(data)) }
}

/**
 * The least-recently-used index of the entries written since this server started, with their files and bytes.
 * Pure bookkeeping: `evict` returns what to remove, the caller removes it.
 */
export class DiskCacheIndex {
  /** @type {Map<string, { files: string[], bytes: number }>} oldest first (a Map keeps insertion order) */
  entries = new Map()
  bytes = 0

  /** @param {number} maxBytes */
  constructor(maxBytes) {
    this.maxBytes = maxBytes
  }

  /**
   * @param {string} key
   * @param {{ files: string[], bytes: number }} entry
   * @returns {Array<{ key: string, files: string[] }>} the entries to remove from disk now
   */
  add(key, entry) {
    this.remove(key)
    this.entries.set(key, entry)
    this.bytes += entry.bytes
    /** @type {Array<{ key: string, files: string[] }>} */
    const evicted = []
    for (const [oldest, value] of this.entries) {
      if (this.bytes <= this.maxBytes || oldest === key) break
      this.remove(oldest)
      evicted.push({ key: oldest, files: value.files })
    }
    return evicted
  }

  /** @param {string} key */
  touch(key) {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.entries.set(key, entry)
  }

  /** @param {string} key */
  remove(key) {
    const entry = this.entries.get(key)
    if (!entry) return
    this.bytes -= entry.bytes
    this.entries.delete(key)
  }

  get size() {
    return this.entries.size
  }
}

/**
 * Next's FileSystemCache class, bounded. `Base` is Next's class (passed in so tests run it against a temp folder).
 * @param {any} Base
 * @param {number} maxBytes
 */
export function boundedFileSystemCache(Base, maxBytes) {
  // One index for the class: Next makes a handler per request, and cache-handler.mjs makes the class once a process.
  const index = new DiskCacheIndex(maxBytes)
  return class BoundedFileSystemCache extends Base {
    /**
     * @param {string} key
     * @param {any} ctx
     */
    async get(key, ctx) {
      index.touch(key)
      return super.get(key, ctx)
    }

    /**
     * @param {string} key
     * @param {any} data
     * @param {any} ctx
     */
    async set(key, data, ctx) {
      if (!isKeptEntry(data)) return
      await super.set(key, data, ctx)
      if (!this.flushToDisk || !data) return
      const entry = entryFiles((k, kind) => this.getFilePath(k, kind), key, data)
      const evicted = index.add(key, entry)
      // Next's memory copy (its own LRU, cacheMaxMemorySize) may still answer an evicted key until it drops it too.
      for (const old of evicted)
        await Promise.all(old.files.map((file) => fs.promises.rm(file, { recursive: true, force: true })))
    }
  }
}

/**
 * Bytes under a folder (for tests and the bench: the cache's real size on disk).
 * @param {string} dir
 * @returns {number}
 */
export function folderBytes(dir) {
  let total = 0
  if (!fs.existsSync(dir)) return 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    total += entry.isDirectory() ? folderBytes(full) : fs.statSync(full).size
  }
  return total
}
