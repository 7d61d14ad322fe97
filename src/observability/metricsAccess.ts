import { timingSafeEqual } from 'node:crypto'

/**
 * Whether a scrape may read the metrics. The route answers only on the platform host (src/proxy.ts refuses staff
 * paths on dealer hosts); with METRICS_TOKEN set it also wants `Authorization: Bearer <token>`, for a platform host
 * that is reachable from the internet.
 */
export function metricsAllowed(authorization: string | null, token: string | undefined): boolean {
  const expected = token?.trim()
  if (!expected) return true
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')
  if (!match) return false
  const given = Buffer.from(match[1]!)
  const wanted = Buffer.from(expected)
  return given.length === wanted.length && timingSafeEqual(given, wanted)
}
