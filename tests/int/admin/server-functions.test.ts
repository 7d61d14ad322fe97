import { inAdminRequest } from './adminRequest'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { SERVER_FUNCTIONS } from '../../../src/admin/serverFunctions/args'
import { testPayload } from '../payload'

/**
 * Issue 38.6: "every admin server function answers 4xx for missing or foreign arguments". Each function is called
 * through the admin's handler (src/admin/serverFunctions/handle.ts) as a signed-in site admin of Harbour Toyota,
 * with no arguments and with Metro Used Cars' ids. A refusal is Next's HTTP fallback (its digest carries the status);
 * any other error is what Next answers 500.
 */

const SITE_ADMIN_A = 'site-admin@harbour-toyota.example.com'
const PASSWORD = process.env.SEED_PASSWORD ?? 'demo-password'

type Outcome = { status: number; reason: string }

let payload: Payload
let token: string
let pageB: number

beforeAll(async () => {
  payload = await testPayload()
  token = (await payload.login({ collection: 'users', data: { email: SITE_ADMIN_A, password: PASSWORD } })).token!
  const siteB = (await payload.find({ collection: 'sites', where: { slug: { equals: 'metro-used-cars' } }, depth: 0 }))
    .docs[0]!.id
  pageB = (await payload.find({ collection: 'pages', where: { site: { equals: siteB } }, depth: 0, limit: 1 })).docs[0]!
    .id
})

/** The status Next would answer the call with (200 when answered), and the refusal's reason. */
async function call(name: string, args: Record<string, unknown>): Promise<Outcome> {
  const { handleAdminServerFunction } = await import('../../../src/admin/serverFunctions/handle')
  const { default: config } = await import('../../../payload.config')
  const headers = new Headers({ authorization: `JWT ${token}`, host: 'localhost:3000' })
  try {
    await inAdminRequest(headers, () => handleAdminServerFunction({ name, args }, { config, importMap: {} }))
    return { status: 200, reason: '' }
  } catch (error) {
    const digest = /^NEXT_HTTP_ERROR_FALLBACK;(\d{3});(.*)$/.exec((error as { digest?: string }).digest ?? '')
    return digest ? { status: Number(digest[1]), reason: digest[2]! } : { status: 500, reason: String(error) }
  }
}

/** The functions that do something without arguments (the dashboard's layout and widgets, the sign-in form). */
const ANSWER_WITHOUT_ARGUMENTS = ['form-state', 'get-default-layout', 'render-widget']

describe('issue 38.6: every admin server function answers 4xx for missing or foreign arguments', () => {
  it('each called with none: refused naming the missing argument, never a 500', async () => {
    for (const name of SERVER_FUNCTIONS) {
      const outcome = await call(name, {})
      if (ANSWER_WITHOUT_ARGUMENTS.includes(name)) expect(outcome, name).toEqual({ status: 200, reason: '' })
      else {
        expect(outcome.status, `${name}: ${outcome.reason}`).toBe(404)
        expect(outcome.reason, name).toMatch(/^(collectionSlug|path|schemaPath|fromLocale|doc|name): /)
      }
    }
  })

  it("each called by a site admin of one site with another site's ids: not found, never a 500", async () => {
    const foreign: Array<[string, Record<string, unknown>]> = [
      ['copy-data-from-locale', { collectionSlug: 'pages', docID: pageB, fromLocale: 'en', toLocale: 'en' }],
      ['form-state', { collectionSlug: 'pages', id: pageB, schemaPath: 'pages', operation: 'update', formState: {} }],
      ['get-upcoming-scheduled-publish', { collectionSlug: 'pages', id: pageB }],
      ['render-document', { collectionSlug: 'pages', docID: String(pageB) }],
      ['render-document-slots', { collectionSlug: 'pages', id: pageB }],
      [
        'schedule-publish',
        { type: 'publish', date: new Date(Date.now() + 864e5), doc: { relationTo: 'pages', value: pageB } },
      ],
    ]
    for (const [name, args] of foreign) {
      const outcome = await call(name, args)
      expect(outcome.status, `${name}: ${outcome.reason}`).toBe(404)
    }
  })

  it('"render-list without collectionSlug or for a collection the user cannot read" is refused naming collectionSlug', async () => {
    for (const name of ['render-list', 'table-state']) {
      for (const args of [{}, { collectionSlug: 'payload-jobs' }]) {
        const outcome = await call(name, args)
        expect(outcome.status, `${name} ${JSON.stringify(args)}: ${outcome.reason}`).toBe(404)
        expect(outcome.reason).toMatch(/^collectionSlug: /)
      }
      // Their own site's pages are listed (so the refusal above is about the argument).
      expect(await call(name, { collectionSlug: 'pages' }), name).toEqual({ status: 200, reason: '' })
    }
  })

  it('"slugify with a path that is no field" is refused naming path', async () => {
    const outcome = await call('slugify', { collectionSlug: 'pages', path: 'nope', valueToSlugify: 'Hi there' })
    expect(outcome.status, outcome.reason).toBe(404)
    expect(outcome.reason).toMatch(/^path: /)
    expect(await call('slugify', { collectionSlug: 'pages', path: 'slug', valueToSlugify: 'Hi there' })).toEqual({
      status: 200,
      reason: '',
    })
  })

  it('"the folder view while folders are off" is refused', async () => {
    const outcome = await call('get-folder-results-component-and-data', { collectionSlug: 'pages' })
    expect(outcome.status, outcome.reason).toBe(404)
    expect(outcome.reason).toContain('folders are off')
  })
})
