import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

/** The suite talks to the server the security config starts (playwright.security.config.ts), over plain HTTP. */
export const port = Number(process.env.E2E_PORT ?? 3100)
export const dataDir = path.resolve(`.data/e2e-${port}`)
export const PASSWORD = process.env.SEED_PASSWORD ?? 'demo-password'

export const SITE_A = 'harbour-toyota'
export const SITE_B = 'metro-used-cars'
export const EDITOR_A = 'editor@harbour-toyota.example.com'
export const EDITOR_B = 'editor@metro-used-cars.example.com'
export const SITE_ADMIN_A = 'site-admin@harbour-toyota.example.com'
export const SITE_ADMIN_B = 'site-admin@metro-used-cars.example.com'
export const ADMIN = 'admin@example.com'

/** The XSS probe put into every text field: an attribute break-out, an event handler and a script element. */
export const XSS = `"><img src=x onerror=alert(1)><script>alert(1)</script>`
export const RAW_TAGS = ['<img src=x onerror=alert(1)>', '<script>alert(1)</script>']

export type Answer = { status: number; headers: http.IncomingHttpHeaders; text: string; json: () => unknown }

export type RequestOptions = {
  method?: string
  /** A site host ({slug}.localhost) or the platform host when unset. */
  site?: string
  headers?: Record<string, string>
  body?: unknown
  /** Raw bytes or text sent as they are (multipart uploads, malformed JSON). */
  raw?: Buffer | string
  token?: string
  cookie?: string
  timeoutMs?: number
  /** Leave from this loopback address (each 127.x.y.z is another client to the per-IP limits). */
  localAddress?: string
}

export const hostOf = (site?: string) => (site ? `${site}.localhost:${port}` : `localhost:${port}`)
export const originOf = (site?: string) => `http://${hostOf(site)}`

/**
 * One HTTP exchange with full control of the headers (Host, Origin, x-middleware-subrequest): node:http rather than
 * fetch, which would drop or rewrite some of them. Redirects are not followed: a 3xx is an answer to check.
 */
export function send(pathname: string, options: RequestOptions = {}): Promise<Answer> {
  const method = options.method ?? (options.body !== undefined || options.raw !== undefined ? 'POST' : 'GET')
  const payload = options.raw ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined)
  const headers: Record<string, string> = {
    host: hostOf(options.site),
    ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
  }
  if (options.token) headers.authorization = `JWT ${options.token}`
  if (options.cookie) headers.cookie = options.cookie
  Object.assign(headers, options.headers)
  if (payload !== undefined) headers['content-length'] = String(Buffer.byteLength(payload))
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress: options.localAddress,
        path: pathname,
        method,
        headers,
        timeout: options.timeoutMs ?? 60_000,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: () => JSON.parse(text) as unknown })
        })
        res.on('error', reject)
      },
    )
    req.on('timeout', () => req.destroy(new Error(`${method} ${pathname} timed out`)))
    req.on('error', reject)
    if (payload !== undefined) req.write(payload)
    req.end()
  })
}

/** A same-origin shopper POST, as the site's own pages send it. */
export const postSameOrigin = (pathname: string, site: string, body: unknown, extra: Record<string, string> = {}) =>
  send(pathname, { site, body, headers: { origin: originOf(site), ...extra } })

const tokens = new Map<string, string>()

/** A staff JWT from POST /api/users/login (cached: logins are counted against lockout). */
export async function login(email: string): Promise<string> {
  const cached = tokens.get(email)
  if (cached) return cached
  const answer = await send('/api/users/login', { body: { email, password: PASSWORD } })
  if (answer.status !== 200) throw new Error(`login ${email}: ${answer.status} ${answer.text.slice(0, 200)}`)
  const token = (answer.json() as { token: string }).token
  tokens.set(email, token)
  return token
}

export async function siteIdOf(slug: string): Promise<number> {
  const answer = await send(`/api/sites?where[slug][equals]=${slug}&depth=0&limit=1`, { token: await login(ADMIN) })
  const id = (answer.json() as { docs: { id: number }[] }).docs[0]?.id
  if (!id) throw new Error(`no site ${slug}`)
  return id
}

/** The last 6-digit code the local SMS adapter wrote to DATA_DIR/outbox/sms.log for the number. */
export function lastSmsCode(e164: string): string {
  const file = path.join(dataDir, 'outbox', 'sms.log')
  if (!fs.existsSync(file)) return ''
  const lines = fs
    .readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { to: string; body: string })
  return /^(\d{6})/.exec(lines.filter((l) => l.to === e164).at(-1)?.body ?? '')?.[1] ?? ''
}

let counter = Math.floor(Math.random() * 1e6)
/** A valid AU mobile no earlier request used (per-number limits count per number). */
export function freshAuMobile(): { national: string; e164: string } {
  counter = (counter + 7919) % 1e6
  const six = String(counter).padStart(6, '0')
  return { national: `0412 ${six.slice(0, 3)} ${six.slice(3)}`, e164: `+61412${six}` }
}
