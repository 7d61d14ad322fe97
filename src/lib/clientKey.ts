import ipaddr from 'ipaddr.js'

/**
 * The key a client's address is counted under by every per-client limit (issue 27.6). An IPv4 address is one
 * client. An IPv6 client is its /64: one home or phone line is handed a whole /64 and may use any address in it, so
 * keying on the full address let one client rotate through 2^64 fresh budgets. An IPv4-mapped IPv6 address
 * (::ffff:198.51.100.7) is the IPv4 client it names. Anything that is not an address (e.g. 'unknown') stays as it is.
 */
export function clientKey(ip: string): string {
  const bare = ip
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '')
  if (!ipaddr.isValid(bare)) return ip.trim()
  const address = ipaddr.parse(bare)
  if (address.kind() === 'ipv4') return address.toString()
  const v6 = address as ipaddr.IPv6
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString()
  const parts = v6.parts.slice(0, 4)
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0]).toString()}/64`
}
