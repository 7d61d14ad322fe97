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

function configuredOrigins(env: Env): string[] {
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
  return [...origins]
}

const localhostOrigins = (env: Env) => ['localhost', '127.0.0.1'].map((h) => `http://${h}:${env.PORT ?? '3000'}`)

/**
 * Payload's `csrf` list: the origins a cookie-authenticated staff request may come from (another Origin gets no
 * session; with a list, Payload also refuses a cookie without Origin unless Sec-Fetch-Site says same-site). The origin
 * of PUBLIC_SERVER_URL and every ADMIN_HOSTS host over https (and http with INSECURE_COOKIES=1); outside production
 * also http://localhost and http://127.0.0.1 on PORT. Never empty: an empty list turns Payload's check off, so without
 * either variable the list is the localhost origins (the one-machine `npm start`), which no other site can send.
 */
export function staffCsrfOrigins(env: Env = process.env): string[] {
  const origins = configuredOrigins(env)
  const local = env.NODE_ENV !== 'production' || origins.length === 0 ? localhostOrigins(env) : []
  return [...new Set([...origins, ...local])]
}

/**
 * At a production server's start (scripts/serve.ts, scripts/start.ts with DATABASE_URL; like a missing
 * PAYLOAD_SECRET): without PUBLIC_SERVER_URL or ADMIN_HOSTS the admin would accept only localhost origins, so the
 * server refuses to start, naming the variables. LOCAL_ADMIN=1 is the one-machine exception (`npm start` without
 * DATABASE_URL, the cluster test): the admin is reached on http://localhost:PORT.
 */
export function assertStaffOriginsConfigured(env: Env = process.env): void {
  if (env.NODE_ENV !== 'production' || env.LOCAL_ADMIN === '1') return
  if (configuredOrigins(env).length === 0)
    throw new Error(
      'PUBLIC_SERVER_URL or ADMIN_HOSTS is required in production: the admin origins staff requests may come from ' +
        "(Payload's CSRF list). Set PUBLIC_SERVER_URL=https://admin.example.com and/or ADMIN_HOSTS=admin.example.com.",
    )
}
