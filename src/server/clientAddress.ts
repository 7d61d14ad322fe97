import type { IncomingHttpHeaders, IncomingMessage } from 'node:http'
import proxyAddr from 'proxy-addr'

/**
 * The client's address, decided once in the custom server (scripts/serve.ts) from the socket, and handed to the app
 * in one header it owns. Route handlers never see the socket, so without this a shopper could name any address in
 * X-Forwarded-For and walk around every per-IP limit (issue 16: 26 sign-in codes against a limit of 20).
 *
 * X-Forwarded-For is believed only hop by hop from proxies listed in TRUSTED_PROXIES (IPs, CIDRs, or proxy-addr's
 * names `loopback`, `linklocal`, `uniquelocal`; comma separated). Default: none, so the socket address is the client.
 */
export const CLIENT_IP_HEADER = 'x-client-ip'

/** Headers a client could use to claim an address; all are removed before the app sees the request. */
export const CLAIMED_ADDRESS_HEADERS = ['x-forwarded-for', 'x-real-ip', 'forwarded', CLIENT_IP_HEADER] as const

/** What a proxy says about the original request's host and scheme. */
export const FORWARDED_ORIGIN_HEADERS = ['x-forwarded-host', 'x-forwarded-proto'] as const

export type TrustProxy = (address: string, hop: number) => boolean

/** TRUSTED_PROXIES → proxy-addr's trust function. An entry proxy-addr cannot read throws (the server must not start). */
export function trustedProxies(value: string | undefined): TrustProxy {
  const entries = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  try {
    return proxyAddr.compile(entries)
  } catch (error) {
    throw new Error(
      `TRUSTED_PROXIES: ${(error as Error).message} (expected IPs, CIDRs, loopback, linklocal or uniquelocal, comma separated)`,
    )
  }
}

/** `::ffff:203.0.113.9` (an IPv4 client on a dual-stack socket) → `203.0.113.9`, so one client is one key. */
const plain = (address: string) => (/^::ffff:\d{1,3}(\.\d{1,3}){3}$/i.test(address) ? address.slice(7) : address)

/**
 * The client address of a request that came in on a socket from `socketAddress` carrying `forwardedFor`: the socket
 * address unless it is a trusted proxy, then the X-Forwarded-For entries from right to left up to the first address
 * that is not a trusted proxy. Entries a client put further left are never reached. 'unknown' without a socket address.
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trust: TrustProxy,
): string {
  if (!socketAddress) return 'unknown'
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')
  const req = {
    headers: { 'x-forwarded-for': header },
    socket: { remoteAddress: socketAddress },
    connection: { remoteAddress: socketAddress },
  }
  return plain(proxyAddr(req as unknown as IncomingMessage, trust))
}

/**
 * Replaces every address a client may have claimed with the one the server decided: x-client-ip (what the app's
 * clientIp() reads) and a single-entry x-forwarded-for for Next. Mutates and returns the headers; returns the address.
 */
export function setClientAddress(
  headers: IncomingHttpHeaders,
  socketAddress: string | undefined,
  trust: TrustProxy,
): string {
  const address = clientAddress(socketAddress, headers['x-forwarded-for'], trust)
  for (const name of CLAIMED_ADDRESS_HEADERS) delete headers[name]
  // The host and scheme a proxy saw are believed only from a trusted proxy too (the same-origin check reads the host).
  if (!socketAddress || !trust(socketAddress, 0)) for (const name of FORWARDED_ORIGIN_HEADERS) delete headers[name]
  headers[CLIENT_IP_HEADER] = address
  headers['x-forwarded-for'] = address
  return address
}
