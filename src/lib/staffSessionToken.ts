import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Whether a `payload-token` is a current staff session, checked without Payload (the proxy cannot load it): Payload
 * signs its JWT with HS256 under sha256(PAYLOAD_SECRET) cut to 32 hex characters (payload/dist/index.js, auth/jwt.js).
 * The signature, the expiry and the `users` collection are checked; a session ended by signing out stays good here
 * until its expiry, which is enough for what it gates (the preview of public pages, src/lib/sitePathFallback.ts).
 */
export function isStaffSessionToken(
  token: string | undefined,
  payloadSecret: string | undefined,
  nowMs = Date.now(),
): boolean {
  if (!token || !payloadSecret) return false
  const parts = token.split('.')
  if (parts.length !== 3) return false
  const [header, body, signature] = parts as [string, string, string]
  const key = createHash('sha256').update(payloadSecret).digest('hex').slice(0, 32)
  const expected = createHmac('sha256', key).update(`${header}.${body}`).digest()
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false
  const alg = (parseJson(header) as { alg?: unknown } | null)?.alg
  const claims = parseJson(body) as { exp?: unknown; collection?: unknown } | null
  return (
    alg === 'HS256' && claims?.collection === 'users' && typeof claims.exp === 'number' && claims.exp * 1000 > nowMs
  )
}

function parseJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
  } catch {
    return null
  }
}

/** The value of one cookie in a Cookie header. */
export function cookieValue(cookieHeader: string | null | undefined, name: string): string | undefined {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const at = pair.indexOf('=')
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim()
  }
  return undefined
}
