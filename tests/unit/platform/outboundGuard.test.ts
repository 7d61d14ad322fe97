import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Lead, Site } from '@/payload-types'
import { deliverLead } from '../../../src/leads/delivery/deliver'
import {
  forbiddenAddressReason,
  guardedLookup,
  OutboundForbiddenError,
  type Resolve,
} from '../../../src/platform/outboundGuard'
import {
  checkWebhookUrl,
  DestinationNotAllowedError,
  PermanentDeliveryError,
  postLeadWebhook,
  validateLeadWebhookUrl,
  WebhookHttpError,
} from '../../../src/leads/delivery/webhook'

const NONE = {} as const
const allow = (hosts: string) => ({ OUTBOUND_ALLOWED_HOSTS: hosts })

/** A local HTTP server that counts TCP connections and requests and answers with `handler`. */
async function server(
  handler: (req: http.IncomingMessage, res: http.ServerResponse) => void = (_req, res) => res.writeHead(200).end('{}'),
) {
  const requests: { url: string; headers: http.IncomingHttpHeaders; body: string }[] = []
  let connections = 0
  const s = http.createServer((req, res) => {
    let body = ''
    req.on('data', (c: Buffer) => (body += c.toString('utf8')))
    req.on('end', () => {
      requests.push({ url: req.url ?? '', headers: req.headers, body })
      handler(req, res)
    })
  })
  s.on('connection', () => connections++)
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve))
  const { port } = s.address() as AddressInfo
  const close = () => new Promise<void>((resolve) => s.close(() => resolve()))
  opened.push(close)
  return {
    port,
    requests,
    get connections() {
      return connections
    },
    close,
  }
}
const opened: (() => Promise<void>)[] = []
afterEach(async () => {
  await Promise.all(opened.splice(0).map((close) => close()))
})

const post = (url: string, env: Record<string, string>, extra: Partial<Parameters<typeof postLeadWebhook>[0]> = {}) =>
  postLeadWebhook({
    url,
    body: '{"lead_id":7}',
    secret: 's',
    leadId: 7,
    event: 'lead.created',
    round: 2,
    timeoutMs: 5_000,
    env,
    ...extra,
  })

/** A resolver that answers every name with these addresses (a DNS answer the attacker controls). */
const resolvesTo =
  (...addresses: string[]): Resolve =>
  (_host, _options, callback) =>
    callback(
      null,
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
    )

describe('outbound requests never reach loopback, private, link-local or metadata addresses', () => {
  const forbidden = {
    '127.0.0.1': 'loopback',
    '127.255.0.9': 'loopback',
    '::1': 'loopback',
    '10.1.2.3': 'private',
    '172.16.0.1': 'private',
    '172.31.255.254': 'private',
    '192.168.1.1': 'private',
    '100.64.0.1': 'carrierGradeNat',
    '100.127.255.254': 'carrierGradeNat',
    '169.254.1.1': 'linkLocal',
    'fe80::1': 'linkLocal',
    'fc00::1': 'uniqueLocal',
    'fd12:3456::1': 'uniqueLocal',
    '0.0.0.0': 'unspecified',
    '::': 'unspecified',
    '224.0.0.1': 'multicast',
    'ff02::1': 'multicast',
    '255.255.255.255': 'broadcast',
    '169.254.169.254': 'metadata',
    'fd00:ec2::254': 'metadata',
    '::ffff:127.0.0.1': 'loopback',
    '::ffff:10.0.0.1': 'private',
    '::ffff:169.254.169.254': 'metadata',
    '::ffff:7f00:1': 'loopback',
    '::7f00:1': 'ipv4Compatible',
    '64:ff9b::7f00:1': 'rfc6052',
    '2002:7f00:1::1': '6to4',
  }
  it.each(Object.entries(forbidden))('refuses %s (%s)', (ip, reason) => {
    expect(forbiddenAddressReason(ip)).toBe(reason)
  })

  it('lets public unicast addresses through', () => {
    for (const ip of [
      '8.8.8.8',
      '1.1.1.1',
      '93.184.215.14',
      '172.32.0.1',
      '100.128.0.1',
      '2606:4700:4700::1111',
      '::ffff:8.8.8.8',
    ])
      expect(forbiddenAddressReason(ip), ip).toBeNull()
  })

  const forbiddenUrls = [
    'https://127.0.0.1/hook',
    'https://[::1]/hook',
    'https://[::ffff:127.0.0.1]/hook',
    'https://0.0.0.0/hook',
    'https://169.254.169.254/latest/meta-data/',
    'https://[fd00:ec2::254]/latest',
    'https://2130706433/hook', // decimal 127.0.0.1
    'https://0x7f.1/hook', // hex/short 127.0.0.1
    'https://0177.0.0.1/hook', // octal 127.0.0.1
    'https://10.0.0.1/hook',
    'https://172.16.5.4/hook',
    'https://192.168.0.10/hook',
    'https://100.64.0.1/hook',
    'https://[fe80::1]/hook',
    'https://[fc00::1]/hook',
    'https://224.0.0.1/hook',
    'https://255.255.255.255/hook',
    'https://localhost/hook',
    'https://crm.localhost/hook',
  ]
  it.each(forbiddenUrls)('refuses the webhook URL %s (a permanent fault)', (url) => {
    expect(() => checkWebhookUrl(url, NONE)).toThrow(DestinationNotAllowedError)
    expect(() => checkWebhookUrl(url, NONE)).toThrow(PermanentDeliveryError)
    expect(validateLeadWebhookUrl(url, NONE)).toMatch(/^Lead webhook URL/)
  })

  it('is https only; http only for a host in OUTBOUND_ALLOWED_HOSTS, which also exempts its private address', () => {
    expect(checkWebhookUrl('https://crm.example/leads', NONE).hostname).toBe('crm.example')
    expect(() => checkWebhookUrl('http://crm.example/leads', NONE)).toThrow('https')
    expect(() => checkWebhookUrl('http://127.0.0.1:9000/x', { NODE_ENV: 'test' })).toThrow(DestinationNotAllowedError)
    expect(() => checkWebhookUrl('ftp://crm.example/x', NONE)).toThrow(DestinationNotAllowedError)
    expect(checkWebhookUrl('http://127.0.0.1:9000/x', allow('127.0.0.1,localhost')).port).toBe('9000')
    expect(checkWebhookUrl('https://[::1]:9000/x', allow('::1')).port).toBe('9000')
    expect(() => checkWebhookUrl('http://10.0.0.1/x', allow('127.0.0.1'))).toThrow(DestinationNotAllowedError)
  })

  it('validates the field on save with a message naming it', () => {
    expect(validateLeadWebhookUrl('', NONE)).toBe(true)
    expect(validateLeadWebhookUrl(null, NONE)).toBe(true)
    expect(validateLeadWebhookUrl('https://crm.example/leads', NONE)).toBe(true)
    expect(validateLeadWebhookUrl('http://crm.example/leads', NONE)).toContain(
      'Lead webhook URL must start with https://',
    )
    expect(validateLeadWebhookUrl('crm.example/leads', NONE)).toContain('Lead webhook URL must start with https://')
    expect(validateLeadWebhookUrl('https://user:pw@crm.example/', NONE)).toContain('Lead webhook URL')
    expect(validateLeadWebhookUrl('https://169.254.169.254/', NONE)).toContain(
      'private, loopback, link-local or metadata',
    )
    expect(validateLeadWebhookUrl('http://127.0.0.1:4000/crm', allow('127.0.0.1'))).toBe(true)
  })
})

describe('the check happens on the resolved addresses, inside the socket lookup', () => {
  const lookupWith = (env: Record<string, string>, resolve?: Resolve) =>
    new Promise<{ error: Error | null; address: unknown }>((done) =>
      guardedLookup({ env, resolve })('crm.example', { all: true }, (error, address) => done({ error, address })),
    )

  it('refuses a host name that resolves to 127.0.0.1 (localhost, real DNS)', async () => {
    const error = await new Promise<Error | null>((done) =>
      guardedLookup({ env: NONE })('localhost', {}, (e) => done(e)),
    )
    expect(error).toBeInstanceOf(OutboundForbiddenError)
  })

  it('refuses a name if ANY of its addresses is forbidden (DNS rebinding)', async () => {
    expect((await lookupWith(NONE, resolvesTo('93.184.215.14', '127.0.0.1'))).error).toBeInstanceOf(
      OutboundForbiddenError,
    )
    expect((await lookupWith(NONE, resolvesTo('93.184.215.14', '::ffff:169.254.169.254'))).error).toBeInstanceOf(
      OutboundForbiddenError,
    )
    expect(await lookupWith(NONE, resolvesTo('93.184.215.14'))).toEqual({
      error: null,
      address: [{ address: '93.184.215.14', family: 4 }],
    })
    expect((await lookupWith(allow('crm.example'), resolvesTo('10.0.0.5'))).error).toBeNull()
  })

  it('refuses an https host name resolving to loopback before connecting: the server sees no connection', async () => {
    const target = await server()
    await expect(post(`https://localhost:${target.port}/crm`, NONE)).rejects.toThrow(DestinationNotAllowedError)
    await expect(
      post(`https://crm.example:${target.port}/crm`, NONE, { resolve: resolvesTo('127.0.0.1') }),
    ).rejects.toThrow(DestinationNotAllowedError)
    expect(target.connections).toBe(0)
  })

  it('with OUTBOUND_ALLOWED_HOSTS unset, plain http to 127.0.0.1 is refused before connecting', async () => {
    const target = await server()
    await expect(post(`http://127.0.0.1:${target.port}/crm`, NONE)).rejects.toThrow(DestinationNotAllowedError)
    expect(target.connections).toBe(0)
  })
})

describe('every redirect hop is re-checked (at most 3 followed)', () => {
  const redirectTo =
    (location: string, status = 302) =>
    (_req: http.IncomingMessage, res: http.ServerResponse) =>
      res.writeHead(status, { location }).end()

  it('an allowed host redirecting to http://localhost (not allowed) is refused; the second server sees nothing', async () => {
    const second = await server()
    const first = await server(redirectTo(`http://localhost:${second.port}/crm`))
    await expect(post(`http://127.0.0.1:${first.port}/crm`, allow('127.0.0.1'))).rejects.toThrow(
      DestinationNotAllowedError,
    )
    expect(first.requests).toHaveLength(1)
    expect(second.connections).toBe(0)
  })

  it('a redirect to an https name that resolves to loopback is refused by the guarded lookup; the second server sees nothing', async () => {
    const second = await server()
    const first = await server(redirectTo(`https://crm.example:${second.port}/crm`))
    const resolve: Resolve = (host, options, callback) => resolvesTo('127.0.0.1')(host, options, callback)
    await expect(post(`http://127.0.0.1:${first.port}/crm`, allow('127.0.0.1'), { resolve })).rejects.toThrow(
      DestinationNotAllowedError,
    )
    expect(first.requests).toHaveLength(1)
    expect(second.connections).toBe(0)
  })

  it('a redirect to a literal private address is refused', async () => {
    const first = await server(redirectTo('https://169.254.169.254/latest/meta-data/', 307))
    await expect(post(`http://127.0.0.1:${first.port}/crm`, allow('127.0.0.1'))).rejects.toThrow(
      DestinationNotAllowedError,
    )
  })

  it('follows allowed redirects, re-POSTing the signed body with its Idempotency-Key', async () => {
    const second = await server((_req, res) => res.writeHead(202).end('{}'))
    const first = await server(redirectTo(`http://localhost:${second.port}/crm/final`, 308))
    await expect(post(`http://127.0.0.1:${first.port}/crm`, allow('127.0.0.1,localhost'))).resolves.toEqual({
      status: 202,
    })
    expect(second.requests).toHaveLength(1)
    expect(second.requests[0]!.url).toBe('/crm/final')
    expect(second.requests[0]!.body).toBe('{"lead_id":7}')
    expect(second.requests[0]!.headers['idempotency-key']).toBe('lead-7-round-2')
    expect(second.requests[0]!.headers['x-lead-signature']).toMatch(/^sha256=/)
  })

  it('gives up after 3 redirects (an HTTP answer, retried)', async () => {
    let hops = 0
    const loop = await server((req, res) => {
      hops++
      res.writeHead(302, { location: `/again-${hops}` }).end()
    })
    const failure = await post(`http://127.0.0.1:${loop.port}/crm`, allow('127.0.0.1')).catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(WebhookHttpError)
    expect(failure).not.toBeInstanceOf(PermanentDeliveryError)
    expect(hops).toBe(4)
  })
})

describe("staff see 'Delivery failed' and an HTTP status, never network detail", () => {
  function fakePayload(webhookUrl: string) {
    const site = {
      id: 1,
      slug: 'harbour',
      name: 'Harbour',
      forms: { leadWebhookUrl: webhookUrl },
      domains: [],
    } as unknown as Site
    const lead = {
      id: 41,
      site: 1,
      form: 'general',
      delivery: { round: 1 },
      createdAt: new Date().toISOString(),
    } as unknown as Lead
    const updates: { delivery?: { webhook?: { lastError?: string | null; status?: string | null } } }[] = []
    const payload = {
      find: async () => ({ docs: [lead] }),
      findByID: async () => site,
      // The job records its outcome with a column write (src/leads/delivery/deliver.ts).
      db: {
        updateOne: async ({ data }: { data: (typeof updates)[number] }) => {
          updates.push(data)
          return data
        },
      },
      logger: { warn: () => undefined, info: () => undefined, error: () => undefined },
    } as unknown as Payload
    return { payload, updates }
  }

  const run = async (url: string, env: Record<string, string | undefined>, last = false) => {
    const saved = process.env.OUTBOUND_ALLOWED_HOSTS
    if (env.OUTBOUND_ALLOWED_HOSTS === undefined) delete process.env.OUTBOUND_ALLOWED_HOSTS
    else process.env.OUTBOUND_ALLOWED_HOSTS = env.OUTBOUND_ALLOWED_HOSTS
    process.env.LEAD_WEBHOOK_SECRET ??= 'test-secret'
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      const { payload, updates } = fakePayload(url)
      const outcome = await deliverLead(payload, { leadId: 41, event: 'created', round: 1 }, { number: 1, last })
      return {
        outcome,
        webhook: updates.at(-1)!.delivery!.webhook!,
        logged: warn.mock.calls.map((c) => String(c[0])).join('\n'),
      }
    } finally {
      warn.mockRestore()
      if (saved === undefined) delete process.env.OUTBOUND_ALLOWED_HOSTS
      else process.env.OUTBOUND_ALLOWED_HOSTS = saved
    }
  }

  it('a closed port: "Delivery failed (no answer)", no ECONNREFUSED and no port number; the detail goes to the server log', async () => {
    const closed = await server()
    const port = closed.port
    await closed.close()
    const { webhook, outcome, logged } = await run(`http://127.0.0.1:${port}/crm`, allow('127.0.0.1'))
    expect(webhook.status).toBe('retrying')
    expect(webhook.lastError).toBe('Delivery failed (no answer)')
    expect(webhook.lastError).not.toContain('ECONNREFUSED')
    expect(webhook.lastError).not.toContain(String(port))
    expect(outcome.errors.join(' ')).not.toContain('ECONNREFUSED')
    expect(logged).toContain('ECONNREFUSED')
  })

  it('an answer: "Delivery failed (HTTP 503)", retried', async () => {
    const down = await server((_req, res) => res.writeHead(503).end('busy'))
    const { webhook } = await run(`http://127.0.0.1:${down.port}/crm`, allow('127.0.0.1'))
    expect(webhook).toMatchObject({ status: 'retrying', lastError: 'Delivery failed (HTTP 503)' })
  })

  it('a forbidden destination: "Delivery failed (destination not allowed)", failed at once (permanent)', async () => {
    const target = await server()
    const { webhook, outcome } = await run(`http://127.0.0.1:${target.port}/crm`, {})
    expect(webhook).toMatchObject({ status: 'failed', lastError: 'Delivery failed (destination not allowed)' })
    expect(outcome.errors).toEqual([])
    expect(target.connections).toBe(0)
  })
})
