import { adminHostsFrom } from './staffHost'

type Env = Readonly<Record<string, string | undefined>>

/**
 * Whether the staff session cookie (`payload-token`) carries the Secure flag: in production, unless
 * INSECURE_COOKIES=1 (plain-HTTP test setups only), like the shopper session cookie (src/shopper/session.ts).
 */
export function staffCookieSecure(env: Env = process.env): boolean {
  return env.NODE_ENV === 'production' && env.INSECURE_COOKIES !== '1'
}

function originOf(url: string): string {
  try {
    return new URL(url).origin
  } catch {
    throw new Error(`PUBLIC_SERVER_URL is not a URL (like https://admin.example.com): "${url.slice(0, 80)}".`)
  }
}

/**
 * Payload's `csrf` list: the origins a cookie-authenticated staff request may come from (another Origin gets no
 * session). The origin of PUBLIC_SERVER_URL and every ADMIN_HOSTS host over https (and http with INSECURE_COOKIES=1);
 * outside production also http://localhost and http://127.0.0.1 on PORT. Empty only in production without either
 * variable (the local `npm start` default): then `assertStaffOriginsConfigured` refuses a real production start.
 */
export function staffCsrfOrigins(env: Env = process.env): string[] {
  const production = env.NODE_ENV === 'production'
  const plainHttp = !production || env.INSECURE_COOKIES === '1'
  const port = env.PORT ?? '3000'
  const origins = new Set<string>()
  const publicUrl = env.PUBLIC_SERVER_URL?.trim()
  if (publicUrl) origins.add(originOf(publicUrl))
  for (const host of adminHostsFrom(env.ADMIN_HOSTS) ?? []) {
    origins.add(`https://${host}`)
    if (plainHttp) origins.add(`http://${host}`)
    if (!production) origins.add(`http://${host}:${port}`)
  }
  if (!production) for (const host of ['localhost', '127.0.0.1']) origins.add(`http://${host}:${port}`)
  return [...origins]
}

/**
 * At a production server's start (scripts/start.ts, like a missing PAYLOAD_SECRET): without PUBLIC_SERVER_URL or
 * ADMIN_HOSTS there is no CSRF origin list, so the server refuses to start, naming the variables.
 */
export function assertStaffOriginsConfigured(env: Env = process.env): void {
  if (staffCsrfOrigins({ ...env, NODE_ENV: 'production' }).length === 0)
    throw new Error(
      'PUBLIC_SERVER_URL or ADMIN_HOSTS is required in production: the admin origins staff requests may come from ' +
        "(Payload's CSRF list). Set PUBLIC_SERVER_URL=https://admin.example.com and/or ADMIN_HOSTS=admin.example.com.",
    )
}
