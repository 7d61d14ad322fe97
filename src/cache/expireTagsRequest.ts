import { createHmac, timingSafeEqual } from 'node:crypto'
import { env, environment, type Environment } from '@/config/env'

/**
 * Tag expiry for work that runs outside a request (a job: a scheduled publish, an admin stock import). Next refuses
 * revalidateTag there, so the job asks its own server, over HTTP, to expire the tags inside a route handler; with the
 * shared cache (Redis) that expiry reaches every server. The call carries an HMAC of PAYLOAD_SECRET: only a process
 * that holds the secret can expire tags.
 */
const PURPOSE = 'expire-tags'

export function expireTagsToken(secret: string | undefined = env('PAYLOAD_SECRET')): string | null {
  return secret ? createHmac('sha256', secret).update(PURPOSE).digest('hex') : null
}

export function validExpireTagsToken(token: string | null, secret = env('PAYLOAD_SECRET')): boolean {
  const expected = expireTagsToken(secret)
  if (!expected || !token || token.length !== expected.length) return false
  return timingSafeEqual(Buffer.from(token), Buffer.from(expected))
}

/** The tags a request body names: strings only, at most 1000, each at most 256 characters. */
export function tagsOf(body: unknown): string[] | null {
  const tags = (body as { tags?: unknown } | null)?.tags
  if (!Array.isArray(tags) || tags.length === 0 || tags.length > 1000) return null
  return tags.every((t) => typeof t === 'string' && t.length > 0 && t.length <= 256) ? (tags as string[]) : null
}

/** Asks this server (PORT, on localhost) to expire the tags; false when it cannot be reached (a CLI with no server). */
export async function expireTagsOverHttp(tags: readonly string[], env: Environment = environment()): Promise<boolean> {
  const token = expireTagsToken(env.PAYLOAD_SECRET)
  if (!token || tags.length === 0) return false
  try {
    const response = await fetch(`http://localhost:${env.PORT ?? '3000'}/api/internal/expire-tags`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-expire-tags-token': token },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(5_000),
    })
    return response.ok
  } catch {
    return false
  }
}
