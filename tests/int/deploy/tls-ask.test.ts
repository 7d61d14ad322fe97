/**
 * Issue 40.2: Caddy's on-demand TLS asks GET /api/tls-ask?domain=<host> before it gets a certificate. Against the
 * database: a site saved with a new domain is allowed at once (nothing remembered per host), any other host is 404.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answerTlsAsk, TLS_ASK_SNAPSHOT_MS } from '@/server/tlsAsk'
import { testPayload } from '../payload'

let payload: Payload
const created: number[] = []
const stamp = Date.now().toString(36)
const apex = `tls-ask-${stamp}.example`

const ask = async (domain: string | null, now = Date.now()) => {
  const url = new URL('http://app:3000/api/tls-ask')
  if (domain !== null) url.searchParams.set('domain', domain)
  const response = await answerTlsAsk(url, now)
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, response }
}

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  for (const id of created) await payload.delete({ collection: 'sites', id }).catch(() => undefined)
})

describe('TLS ask: certificates only for a site domain or a platform host', () => {
  it('a site added with a new domain is allowed at once, apex and www. as the site lists them', async () => {
    // Asked before the site exists: refused, and that answer is not remembered.
    expect((await ask(apex)).status).toBe(404)
    expect((await ask(`www.${apex}`)).status).toBe(404)
    const site = await payload.create({
      collection: 'sites',
      data: {
        name: `TLS ask ${stamp}`,
        slug: `tls-ask-${stamp}`,
        domains: [{ domain: apex }, { domain: `www.${apex}` }],
      },
      overrideAccess: true,
    } as never)
    created.push((site as { id: number }).id)
    const allowed = await ask(apex)
    expect(allowed.status).toBe(200)
    expect(allowed.response.headers.get('cache-control')).toBe('no-store')
    expect((await ask(`WWW.${apex.toUpperCase()}.`)).status).toBe(200)
  })

  it('a domain taken off a site is refused once the snapshot is read again; a name it does not list is 404', async () => {
    const gone = `gone-${apex}`
    const site = await payload.create({
      collection: 'sites',
      data: { name: `TLS gone ${stamp}`, slug: `tls-gone-${stamp}`, domains: [{ domain: gone }] },
      overrideAccess: true,
    } as never)
    const id = (site as { id: number }).id
    created.push(id)
    expect((await ask(gone)).status).toBe(200)
    expect((await ask(`shop.${gone}`)).status).toBe(404)
    await payload.update({ collection: 'sites', id, data: { domains: [] }, overrideAccess: true } as never)
    expect((await ask(gone, Date.now() + TLS_ASK_SNAPSHOT_MS + 1_000)).status).toBe(404)
  })

  it('the platform and admin hosts are allowed; localhost names, IPs and unknown hosts are 404', async () => {
    const before = { ...process.env }
    process.env.PLATFORM_HOST = 'platform.tls-ask.example'
    process.env.ADMIN_HOSTS = 'admin.tls-ask.example'
    try {
      expect((await ask('platform.tls-ask.example')).status).toBe(200)
      expect((await ask('admin.tls-ask.example')).status).toBe(200)
    } finally {
      process.env.PLATFORM_HOST = before.PLATFORM_HOST
      process.env.ADMIN_HOSTS = before.ADMIN_HOSTS
      if (before.PLATFORM_HOST === undefined) delete process.env.PLATFORM_HOST
      if (before.ADMIN_HOSTS === undefined) delete process.env.ADMIN_HOSTS
    }
    for (const host of ['harbour-motors.localhost', 'localhost', '127.0.0.1', `nobody-${stamp}.example`])
      expect((await ask(host)).status, host).toBe(404)
  })

  it('a missing or malformed domain is a 400 naming the field, never a 500', async () => {
    for (const domain of [null, '', 'https://x.example/', 'x.example:443', "x' OR 1=1 --", '\u0000', 'a'.repeat(300)]) {
      const answer = await ask(domain)
      expect(answer.status, String(domain)).toBe(400)
      expect(answer.body.errors).toEqual([{ field: 'domain', message: expect.any(String) }])
    }
  })

  it('a flood of names is answered 429 once the bucket is empty, without a database query each', async () => {
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => ask(`flood-${i}-${apex}`)))
    const statuses = answers.map((a) => a.status)
    expect(statuses.every((s) => s === 404 || s === 429)).toBe(true)
    // Burst 20: at most that many (and a few refilled meanwhile) reach the database.
    expect(statuses.filter((s) => s === 404).length).toBeLessThan(30)
    const limited = answers.find((a) => a.status === 429)
    expect(limited?.response.headers.get('retry-after')).toBe('1')
  })

  it('a proxy restart asking for every known domain at once is answered from the snapshot, never 429', async () => {
    // The bucket is empty after the flood above; known domains do not need it.
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => ask(i % 2 ? apex : `www.${apex}`)))
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]))
    expect((await ask(`nobody-else-${apex}`)).status).toBe(429)
  })
})
