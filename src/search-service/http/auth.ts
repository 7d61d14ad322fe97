import { createHmac, timingSafeEqual } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'
import { isIP } from 'node:net'
import type { JsonObject } from '../engine/json'
import { forbidden } from './http-error'

export interface KeyOptions {
  readonly appId: string
  readonly adminKey: string
  readonly searchKey: string
}

/** What a secured API key embeds: restrictions checked here and search parameters forced on every query. */
export interface SecuredKeyRestrictions {
  /** Search parameters from the key (filters are ANDed, anything else overrides the request). */
  readonly searchParams: JsonObject
  readonly restrictIndices?: readonly string[]
  readonly validUntil?: number
  readonly restrictSources?: readonly string[]
  readonly referers?: readonly string[]
}

export type Access =
  | { readonly level: 'admin' }
  | { readonly level: 'search' }
  | { readonly level: 'secured'; readonly restrictions: SecuredKeyRestrictions }

const INVALID_CREDENTIALS = 'Invalid Application-ID or API key'
const NOT_SEARCH_PARAMS = new Set(['restrictIndices', 'validUntil', 'restrictSources', 'referers', 'userToken'])

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name]
  return Array.isArray(value) ? value[0] : value
}

/**
 * Decodes a key made by algoliasearch's generateSecuredApiKey: base64 of
 * HMAC-SHA256-hex(parentKey, queryString) followed by the query string. Returns undefined when
 * it is not one or was not signed with one of our keys.
 */
export function decodeSecuredKey(
  key: string,
  parentKeys: readonly string[],
): { parentKey: string; restrictions: SecuredKeyRestrictions } | undefined {
  if (!/^[A-Za-z0-9+/=]+$/.test(key)) return undefined
  const decoded = Buffer.from(key, 'base64').toString('utf8')
  if (decoded.length < 64 || !/^[0-9a-f]{64}$/.test(decoded.slice(0, 64))) return undefined
  const signature = decoded.slice(0, 64)
  const queryString = decoded.slice(64)
  const parentKey = parentKeys.find((parent) =>
    sameText(createHmac('sha256', parent).update(queryString).digest('hex'), signature),
  )
  if (parentKey === undefined) return undefined
  const searchParams: JsonObject = {}
  let restrictIndices: string[] | undefined
  let validUntil: number | undefined
  let restrictSources: string[] | undefined
  let referers: string[] | undefined
  for (const [name, value] of new URLSearchParams(queryString)) {
    if (name === 'restrictIndices')
      restrictIndices = value
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== '')
    else if (name === 'validUntil') validUntil = Number(value)
    else if (name === 'restrictSources')
      restrictSources = value
        .split(/[,;]/)
        .map((s) => s.trim())
        .filter((s) => s !== '')
    else if (name === 'referers')
      referers = value
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== '')
    else if (!NOT_SEARCH_PARAMS.has(name)) searchParams[name] = value
  }
  return { parentKey, restrictions: { searchParams, restrictIndices, validUntil, restrictSources, referers } }
}

function ipv4ToNumber(ip: string): number | undefined {
  const parts = ip.split('.').map(Number)
  if (parts.length !== 4 || parts.some((p) => !Number.isInteger(p) || p < 0 || p > 255)) return undefined
  return ((parts[0] << 24) | (parts[1] << 16) | (parts[2] << 8) | parts[3]) >>> 0
}

/** restrictSources entries are IPs or IPv4 CIDR ranges. */
export function sourceAllowed(address: string, sources: readonly string[]): boolean {
  const ip = address.startsWith('::ffff:') ? address.slice(7) : address
  return sources.some((source) => {
    const [range, bitsText] = source.split('/')
    if (bitsText === undefined) return range === ip
    const bits = Number(bitsText)
    const a = ipv4ToNumber(range)
    const b = isIP(ip) === 4 ? ipv4ToNumber(ip) : undefined
    if (a === undefined || b === undefined || !Number.isInteger(bits) || bits < 0 || bits > 32) return false
    const mask = bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0
    return (a & mask) === (b & mask)
  })
}

function globToRegExp(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')
  return new RegExp(`^${escaped}$`)
}

/** Algolia's restrictIndices: exact names or `*` wildcards (`cars*` covers the cars_* replicas). */
export function indexAllowed(indexName: string, patterns: readonly string[] | undefined): boolean {
  if (patterns === undefined || patterns.length === 0) return true
  return patterns.some((pattern) => globToRegExp(pattern).test(indexName))
}

export interface RequestCredentials {
  readonly headers: IncomingHttpHeaders
  readonly query: URLSearchParams
  readonly remoteAddress: string
  readonly nowSeconds: number
}

/** Identifies the caller from headers or query-string credentials; throws 403 when they are wrong. */
export function authenticate(request: RequestCredentials, keys: KeyOptions): Access {
  const appId =
    header(request.headers, 'x-algolia-application-id') ?? request.query.get('x-algolia-application-id') ?? undefined
  const apiKey = header(request.headers, 'x-algolia-api-key') ?? request.query.get('x-algolia-api-key') ?? undefined
  if (appId === undefined || apiKey === undefined || !sameText(appId, keys.appId)) throw forbidden(INVALID_CREDENTIALS)
  if (sameText(apiKey, keys.adminKey)) return { level: 'admin' }
  if (sameText(apiKey, keys.searchKey)) return { level: 'search' }
  const secured = decodeSecuredKey(apiKey, [keys.searchKey, keys.adminKey])
  if (secured === undefined) throw forbidden(INVALID_CREDENTIALS)
  const { restrictions } = secured
  if (restrictions.validUntil !== undefined && !(restrictions.validUntil > request.nowSeconds)) {
    throw forbidden('The validity of this secured API key has expired')
  }
  if (
    restrictions.restrictSources !== undefined &&
    !sourceAllowed(request.remoteAddress, restrictions.restrictSources)
  ) {
    throw forbidden('This secured API key is not allowed from this IP address')
  }
  if (restrictions.referers !== undefined) {
    const referer = header(request.headers, 'referer') ?? header(request.headers, 'origin') ?? ''
    if (!restrictions.referers.some((pattern) => globToRegExp(pattern).test(referer))) {
      throw forbidden('This secured API key is not allowed from this referer')
    }
  }
  // Secured keys only ever search, whichever key signed them.
  return { level: 'secured', restrictions }
}

export function requireAdmin(access: Access): void {
  if (access.level !== 'admin') throw forbidden('Method not allowed with this API key')
}

export function requireIndexAllowed(access: Access, indexName: string): void {
  if (access.level === 'secured' && !indexAllowed(indexName, access.restrictions.restrictIndices)) {
    throw forbidden('Index not allowed with this API key')
  }
}
