import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import type { Car, User } from '@/payload-types'
import { testPayload } from '../payload'

/** Every lead int test: jobs are run by hand, retries are quick, e-mail goes to a throwaway outbox. */
export function leadTestEnvironment() {
  process.env.DISABLE_JOB_AUTORUN = '1'
  process.env.LEAD_DELIVERY_RETRIES = '2'
  process.env.LEAD_DELIVERY_BACKOFF_MS = '0'
  // The tests' CRM receivers listen on loopback, which outbound requests refuse unless the operator allows it.
  process.env.OUTBOUND_ALLOWED_HOSTS ??= '127.0.0.1,localhost'
  process.env.LEAD_RATE_LIMIT_IP_POINTS ??= '6'
  process.env.LEAD_RATE_LIMIT_PHONE_POINTS ??= '5'
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lead-int-'))
  process.env.DATA_DIR = dataDir
  delete process.env.SMTP_HOST
  return { dataDir, outbox: path.join(dataDir, 'outbox') }
}

export type Handlers = typeof import('../../../src/leads/server/intake')

export async function setup(): Promise<{ payload: Payload; handlers: Handlers }> {
  const payload = await testPayload()
  const handlers = await import('../../../src/leads/server/intake')
  return { payload, handlers }
}

let ipCounter = Math.floor(Math.random() * 60_000)
/** A fresh client address per call unless one is given, so tests (and reruns) do not share rate-limit counters. */
export const freshIp = () => {
  ipCounter = (ipCounter + 1) % 65_000
  return `10.${Math.floor(Math.random() * 250)}.${ipCounter >> 8}.${ipCounter & 255}`
}

/** A mobile number no earlier run used (the per-phone limit counts across runs on a kept database). */
export const freshMobile = () => `041${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`

export interface PostOptions {
  host?: string
  origin?: string | null
  ip?: string
  userAgent?: string
}

export function leadRequest(pathname: string, body: unknown, options: PostOptions = {}): Request {
  const host = options.host ?? 'harbour-toyota.localhost:3000'
  const headers = new Headers({
    'content-type': 'application/json',
    host,
    'x-client-ip': options.ip ?? freshIp(),
    'user-agent': options.userAgent ?? 'vitest-lead-client/1.0',
  })
  const origin = options.origin === undefined ? `http://${host}` : options.origin
  if (origin) headers.set('origin', origin)
  return new Request(`http://${host}${pathname}`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

export async function siteId(payload: Payload, slug: string): Promise<number> {
  const { docs } = await payload.find({ collection: 'sites', where: { slug: { equals: slug } }, limit: 1, depth: 0 })
  if (!docs[0]) throw new Error(`missing seeded site ${slug}`)
  return docs[0].id
}

export async function userByEmail(payload: Payload, email: string): Promise<User> {
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1 })
  if (!docs[0]) throw new Error(`missing seeded user ${email}`)
  return docs[0]
}

let stock = 1
/** A car of the site's first dealership (not pushed to the search index). */
export async function createCar(payload: Payload, site: number, data: Partial<Car> = {}): Promise<Car> {
  const dealership = (
    await payload.find({ collection: 'dealerships', where: { site: { equals: site } }, limit: 1, depth: 0 })
  ).docs[0]!
  return payload.create({
    collection: 'cars',
    data: {
      year: 2022,
      make: 'Toyota',
      model: 'RAV4',
      badge: 'GX',
      car_type: 'used',
      status: 'in_stock',
      price: 38990,
      km: 24000,
      stocknum: `INT-${site}-${Date.now()}-${stock++}`,
      vin: 'JTMW1RFV20D000001',
      dealership: dealership.id,
      site,
      ...data,
    } as Car,
    context: { skipIndex: true },
    depth: 0,
  })
}

export const validContact = (phone: string = freshMobile()) => ({
  name: 'Jamie Citizen',
  email: 'jamie@example.com',
  phone,
})

export interface Received {
  body: string
  headers: http.IncomingHttpHeaders
}

/** A CRM double on 127.0.0.1 that answers each request with the next status of `script` (then the last one). */
export async function webhookReceiver(script: number[]) {
  const received: Received[] = []
  let index = 0
  const server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
    req.on('end', () => {
      received.push({ body, headers: req.headers })
      const status = script[Math.min(index++, script.length - 1)] ?? 200
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: status < 300 }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/crm/leads`,
    received,
    setScript(next: number[]) {
      script = next
      index = 0
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** Runs the pending delivery jobs of these leads only (other tests' leads wait their turn). */
export async function runDeliveryJobs(payload: Payload, ...leadIds: number[]) {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'deliverLead' } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
      ],
    },
    limit: 1000,
    depth: 0,
    sort: 'createdAt',
  })
  for (const job of docs) {
    if (leadIds.includes((job.input as { leadId?: number }).leadId ?? -1)) await payload.jobs.runByID({ id: job.id })
  }
}

export const outboxFiles = (outbox: string) =>
  fs.existsSync(outbox)
    ? fs
        .readdirSync(outbox)
        .filter((f) => f.endsWith('.eml'))
        .sort()
    : []

/** A trade-in on a car with every answer the form requires (the shopper's contact details are added by the caller). */
export const tradeInOnCar = (carId: number) => ({
  form: 'trade-in',
  car_id: String(carId),
  rego: 'trade1',
  regoState: 'NSW',
  trade_make: 'Toyota',
  trade_model: 'Corolla',
  trade_year: String(new Date().getFullYear() - 4),
  kms: '45,000',
  adj_condition: 'Good',
  adj_accident: 'No',
  adj_service_history: 'Yes',
  adj_keys: 'Yes',
  PreferredContactMethod: 'Email',
  finance: 'Yes',
})
