import dns from 'node:dns'
import type { LookupAddress, LookupAllOptions, LookupOptions } from 'node:dns'
import { isIP } from 'node:net'
import ipaddr from 'ipaddr.js'
import { environment, type Environment } from '@/config/env'

/**
 * Guards the server's outbound requests (lead webhooks): they never reach loopback, private, link-local,
 * CGNAT, unique-local, multicast, broadcast, unspecified or cloud-metadata addresses. The check runs on
 * every address a host name resolves to, inside the socket's own `lookup`, so the address checked is the
 * address connected to (no DNS-rebinding gap), and again on every redirect.
 *
 * Operators (and the test suites' local receivers) may exempt host names or IPs, as written in the URL,
 * with OUTBOUND_ALLOWED_HOSTS=127.0.0.1,localhost. Nothing is exempt by default.
 */

/** A destination the guard refuses. The message names the host and range (server log only, never staff). */
export class OutboundForbiddenError extends Error {
  readonly code = 'EOUTBOUNDFORBIDDEN'
}

export const isOutboundForbidden = (error: unknown): error is OutboundForbiddenError =>
  error instanceof OutboundForbiddenError ||
  (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'EOUTBOUNDFORBIDDEN')

const METADATA = ['169.254.169.254', 'fd00:ec2::254'].map((a) => ipaddr.parse(a).toString())
/** IPv4-compatible IPv6 (::a.b.c.d, deprecated) embeds an IPv4 address; nothing public lives there. */
const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96')

/**
 * Why an IP address may not be connected to ('loopback', 'private', 'metadata', ...), or null if it is a public
 * unicast address. Anything ipaddr.js does not classify as plain unicast is refused (documentation, reserved,
 * 6to4/Teredo/NAT64 prefixes that embed IPv4, ...); IPv4-mapped IPv6 is judged by its IPv4 address.
 */
export function forbiddenAddressReason(ip: string): string | null {
  const bare = ip.startsWith('[') && ip.endsWith(']') ? ip.slice(1, -1) : ip
  if (!ipaddr.isValid(bare)) return 'not an IP address'
  let address = ipaddr.parse(bare)
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress())
    address = (address as ipaddr.IPv6).toIPv4Address()
  if (METADATA.includes(address.toString())) return 'metadata'
  const range = address.range()
  if (range !== 'unicast') return range
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).match(IPV4_COMPATIBLE)) return 'ipv4Compatible'
  return null
}

export const isForbiddenAddress = (ip: string): boolean => forbiddenAddressReason(ip) !== null

/** A host as the allow list compares it: lower case, IPv6 without brackets and in canonical form. */
function canonicalHost(host: string): string {
  const bare = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '')
  return ipaddr.isValid(bare) && isIP(bare) ? ipaddr.parse(bare).toString() : bare
}

/** OUTBOUND_ALLOWED_HOSTS: host names or IPs that may be reached although private (and, for those only, over http). */
export function outboundAllowedHosts(env: Environment = environment()): Set<string> {
  return new Set(
    (env.OUTBOUND_ALLOWED_HOSTS ?? '')
      .split(',')
      .map((h) => h.trim())
      .filter(Boolean)
      .map(canonicalHost),
  )
}

export const isAllowedHost = (hostname: string, env: Environment = environment()): boolean =>
  outboundAllowedHosts(env).has(canonicalHost(hostname))

/** A URL host that is an IP literal, without brackets; null for a host name. */
export function literalIp(hostname: string): string | null {
  const bare = hostname.replace(/^\[(.*)\]$/, '$1')
  return isIP(bare) ? bare : null
}

/**
 * Why this URL may not be requested, or null. https only (http too for allowed hosts); a literal IP host is
 * checked here, a host name when it resolves (see `guardedLookup`). `localhost` is refused by name.
 * The WHATWG URL parser has already turned decimal/hex/short IPv4 forms (2130706433, 0x7f.1) into dotted quads.
 */
export function outboundUrlProblem(url: URL, env: Environment = environment()): string | null {
  const allowed = url.hostname !== '' && isAllowedHost(url.hostname, env)
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && allowed)) return 'must use https'
  if (!url.hostname) return 'has no host'
  if (url.username || url.password) return 'may not carry credentials'
  if (allowed) return null
  const ip = literalIp(url.hostname)
  if (ip) {
    const reason = forbiddenAddressReason(ip)
    return reason ? `is a ${reason} address` : null
  }
  const name = canonicalHost(url.hostname)
  if (name === 'localhost' || name.endsWith('.localhost')) return 'is localhost'
  return null
}

export type Resolve = (
  hostname: string,
  options: LookupAllOptions,
  callback: (err: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void
const systemResolve: Resolve = (hostname, options, callback) => dns.lookup(hostname, options, callback)

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void

/**
 * A `lookup` for net/tls/http(s) sockets: resolves ALL addresses of the host and refuses (OutboundForbiddenError)
 * if any of them is forbidden, unless the host is in OUTBOUND_ALLOWED_HOSTS. Answers in the shape the socket asked
 * for (`all: true` for Happy Eyeballs, a single address otherwise).
 */
export function guardedLookup(options: { env?: Environment; resolve?: Resolve } = {}) {
  const resolve = options.resolve ?? systemResolve
  return function lookup(
    hostname: string,
    lookupOptions: LookupOptions | number | LookupCallback,
    maybeCallback?: LookupCallback,
  ): void {
    const callback = (typeof lookupOptions === 'function' ? lookupOptions : maybeCallback) as LookupCallback
    const opts: LookupOptions =
      typeof lookupOptions === 'number'
        ? { family: lookupOptions }
        : typeof lookupOptions === 'function'
          ? {}
          : lookupOptions
    const allowed = isAllowedHost(hostname, options.env ?? environment())
    const ip = literalIp(hostname)
    const answer = (addresses: LookupAddress[]) => {
      if (!allowed) {
        for (const { address } of addresses) {
          const reason = forbiddenAddressReason(address)
          if (reason)
            return callback(
              new OutboundForbiddenError(`${hostname} resolves to a forbidden (${reason}) address ${address}`),
              opts.all ? [] : '',
            )
        }
      }
      if (addresses.length === 0)
        return callback(
          Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }),
          opts.all ? [] : '',
        )
      if (opts.all) callback(null, addresses)
      else callback(null, addresses[0]!.address, addresses[0]!.family)
    }
    if (ip) return answer([{ address: ip, family: isIP(ip) }])
    resolve(hostname, { ...opts, all: true }, (err, addresses) =>
      err ? callback(err, opts.all ? [] : '') : answer(addresses),
    )
  }
}

/**
 * The options of one node:http(s) request through the guard: the guarded `lookup`, a fresh connection (no pooled
 * socket made without this lookup is reused) and the certificate checked against the URL's host name, not the
 * resolved address. Used by the lead webhooks and the scheduled stock feed pulls.
 */
export function guardedRequestOptions(
  url: URL,
  {
    method,
    headers,
    lookup,
    signal,
    ca,
  }: {
    method: string
    headers: Record<string, string>
    lookup: ReturnType<typeof guardedLookup>
    signal: AbortSignal
    /** Test seam: extra trusted certificates (a local receiver's self-signed one), never a switch-off of TLS checks. */
    ca?: string | Buffer
  },
) {
  return {
    method,
    protocol: url.protocol,
    hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port || undefined,
    path: `${url.pathname}${url.search}`,
    headers,
    agent: false as const,
    lookup: lookup as never,
    signal,
    servername: literalIp(url.hostname) ? undefined : url.hostname,
    ...(ca ? { ca } : {}),
  }
}
