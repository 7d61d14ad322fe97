import { adminHostsFrom } from './staffHost'
import { environment, type Environment } from '@/config/env'

/**
 * Whether the staff session cookie (`payload-token`) carries the Secure flag: in production, unless
 * INSECURE_COOKIES=1 (plain-HTTP test setups only), like the shopper session cookie (src/shopper/session.ts).
 */
export function staffCookieSecure(env: Environment = environment()): boolean {
  return env.NODE_ENV === 'production' && env.INSECURE_COOKIES !== '1'
}

function originOf(url: string): string {
  try {
    return new URL(url).origin
  } catch {
    throw new Error(`PUBLIC_SERVER_URL is not a URL (like https://admin.example.com): "${url.slice(0, 80)}".`)
  }
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

function configuredOrigins(env: Environment): string[] {
  const production = env.NODE_ENV === 'production'
  const plainHttp = !production || env.INSECURE_COOKIES === '1'
  const port = env.PORT ?? '3000'
  const origins = new Set<string>()
  const publicUrl = env.PUBLIC_SERVER_URL?.trim()
  if (publicUrl) origins.add(originOf(publicUrl))
  for (const host of adminHostsFrom(env.ADMIN_HOSTS) ?? []) {
    origins.add(`https://${host}`)
    if (plainHttp) origins.add(`http://${host}`)
    // A loopback admin host is reached from the machine itself, on the server's port, over plain HTTP (which
    // browsers treat as secure there, so the Secure cookie still works).
    if (!production || LOOPBACK.has(host)) origins.add(`http://${host}:${port}`)
  }
  return [...origins]
}

/**
 * Payload's `csrf` list: the origins a cookie-authenticated staff request may come from (another Origin gets no
 * session; with a list, Payload also refuses a cookie sent with neither Origin nor Sec-Fetch-Site, as a browser always
 * sends one). The origin of PUBLIC_SERVER_URL and every ADMIN_HOSTS host over https (and http with INSECURE_COOKIES=1;
 * a loopback host on PORT); outside production also http://localhost and http://127.0.0.1 on PORT. Empty only in
 * production without either variable, which only the one-machine `npm start` (LOCAL_ADMIN=1) may run with: an empty
 * list is Payload's default, no origin check (set ADMIN_HOSTS=localhost to have it there too).
 */
export function staffCsrfOrigins(env: Environment = environment()): string[] {
  const origins = configuredOrigins(env)
  if (env.NODE_ENV !== 'production')
    for (const h of ['localhost', '127.0.0.1']) origins.push(`http://${h}:${env.PORT ?? '3000'}`)
  return [...new Set(origins)]
}

/**
 * At a production server's start (scripts/serve.ts, scripts/start.ts with DATABASE_URL; like a missing
 * PAYLOAD_SECRET): without PUBLIC_SERVER_URL or ADMIN_HOSTS there is no CSRF origin list, so the server refuses to
 * start, naming the variables. LOCAL_ADMIN=1 is the one-machine exception (`npm start` without DATABASE_URL, the
 * cluster test): the admin is reached on http://localhost:PORT from the machine itself.
 */
export function assertStaffOriginsConfigured(env: Environment = environment()): void {
  if (env.NODE_ENV !== 'production' || env.LOCAL_ADMIN === '1') return
  if (configuredOrigins(env).length === 0)
    throw new Error(
      'PUBLIC_SERVER_URL or ADMIN_HOSTS is required in production: the admin origins staff requests may come from ' +
        "(Payload's CSRF list). Set PUBLIC_SERVER_URL=https://admin.example.com and/or ADMIN_HOSTS=admin.example.com.",
    )
}

/**
 * The one-machine `npm start` (LOCAL_ADMIN=1 with no configured origins: Payload's `csrf` list is empty) and its
 * staff cookie (issue 38.6). Payload's own list would also refuse a cookie sent with neither Origin nor Sec-Fetch-Site
 * (scripts and test clients send neither), so here the proxy drops the cookie only when the request names a foreign
 * origin: an `Origin` that is not the admin's own (http://localhost:PORT, http://127.0.0.1:PORT), or
 * `Sec-Fetch-Site: cross-site`. A dealer's `{slug}.localhost` page, whose writes always carry their Origin, can no
 * longer write as staff. Null when Payload's list is on (every other setup) or the request may keep the cookie.
 */
export function oneMachineForeignOrigin(
  headers: Pick<Headers, 'get'>,
  env: Environment = environment(),
): string | null {
  if (staffCsrfOrigins(env).length > 0) return null
  const port = env.PORT ?? '3000'
  const own = new Set(['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${port}`))
  const origin = headers.get('origin')
  if (origin && !own.has(origin.toLowerCase())) return origin
  if (!origin && headers.get('sec-fetch-site') === 'cross-site') return 'a cross-site request'
  return null
}

/** The Cookie header without the staff session cookie (`payload-token`), every other cookie kept. */
export function withoutStaffCookie(cookieHeader: string): string {
  return cookieHeader
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !/^payload-token=/.test(part))
    .join('; ')
}
