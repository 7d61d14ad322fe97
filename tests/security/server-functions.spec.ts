import { expect, test } from '@playwright/test'
import { ADMIN, EDITOR_A, login, send, SITE_A, SITE_ADMIN_A, SITE_ADMIN_B, SITE_B, siteIdOf } from './http'
import { callServerFunction, scheduledJobsOf } from './serverFunctions'

/**
 * Issue 27.3, "Payload's server functions and jobs check the document's site": every server function the admin
 * exposes (@payloadcms/next 3.90.1 handleServerFunctions, behind src/admin/serverFunctions/), called as a staff member
 * of site A (Harbour Toyota) against site B (Metro Used Cars), on the real server. A document of another site is 404
 * (as in the REST API) and never in the answer; schedule-publish neither deletes nor queues for another site.
 */

type Page = { id: number; title: string }
let admin: string
let editorA: string
let siteAdminA: string
let siteAdminB: string
let pageA: Page
let pageB: Page

const pageOf = async (site: number): Promise<Page> => {
  const answer = await send(`/api/pages?where[site][equals]=${site}&limit=1&depth=0&sort=id`, { token: admin })
  const page = (answer.json() as { docs: Page[] }).docs[0]
  if (!page) throw new Error(`no page of site ${site}`)
  return page
}

/** The scheduled publish jobs waiting for a page. */
const jobsOf = async (page: Page): Promise<{ id: number }[]> =>
  (await scheduledJobsOf('pages', page.id)).map((id) => ({ id }))

const inAWeek = () => new Date(Date.now() + 7 * 24 * 3600 * 1000)

test.beforeAll(async () => {
  admin = await login(ADMIN)
  editorA = await login(EDITOR_A)
  siteAdminA = await login(SITE_ADMIN_A)
  siteAdminB = await login(SITE_ADMIN_B)
  pageA = await pageOf(await siteIdOf(SITE_A))
  pageB = await pageOf(await siteIdOf(SITE_B))
})

/** Each server function that names a document, with the arguments the admin sends it. */
const DOCUMENT_CALLS: Array<{ name: string; args: (id: number) => Record<string, unknown> }> = [
  {
    name: 'render-document',
    args: (id) => ({ collectionSlug: 'pages', docID: String(id), redirectAfterDelete: false }),
  },
  { name: 'render-document-slots', args: (id) => ({ collectionSlug: 'pages', id }) },
  {
    name: 'form-state',
    args: (id) => ({ collectionSlug: 'pages', id, schemaPath: 'pages', operation: 'update', formState: {} }),
  },
  { name: 'get-upcoming-scheduled-publish', args: (id) => ({ collectionSlug: 'pages', id }) },
  {
    name: 'copy-data-from-locale',
    args: (id) => ({ collectionSlug: 'pages', docID: id, fromLocale: 'en', toLocale: 'en', overrideData: false }),
  },
]

test.describe('every server function, as staff of another site', () => {
  for (const call of DOCUMENT_CALLS) {
    test(`${call.name}: another site's document is not found, and not in the answer`, async () => {
      for (const token of [editorA, siteAdminA]) {
        const theirs = await callServerFunction(token, call.name, call.args(pageB.id))
        expect(theirs.status, theirs.text.slice(0, 300)).toBe(404)
        expect(theirs.text).not.toContain(pageB.title)
      }
      // The same call for their own site's page is answered (so the 404 above is the site check); the platform has
      // no localization, so copy-data-from-locale has nothing to copy for any page.
      const own = await callServerFunction(editorA, call.name, call.args(pageA.id))
      expect(own.status, own.text.slice(0, 300)).toBeLessThan(500)
      if (call.name !== 'copy-data-from-locale') expect(own.status).not.toBe(404)
    })
  }

  test("render-list and table-state list the user's own site only", async () => {
    for (const name of ['render-list', 'table-state']) {
      const answer = await callServerFunction(editorA, name, {
        collectionSlug: 'pages',
        query: { limit: 100 },
        enableRowSelections: true,
      })
      expect(answer.status, `${name}: ${answer.text.slice(0, 300)}`).toBe(200)
      // The seeded sites share page titles, so the rows are told apart by id.
      expect(answer.text, name).toContain(`"id":${pageA.id},`)
      expect(answer.text, name).not.toContain(`"id":${pageB.id},`)
    }
  })

  test('the functions without a document answer without a 5xx, and nothing to a caller without a session', async () => {
    const calls: Array<[string, Record<string, unknown>]> = [
      ['slugify', { collectionSlug: 'pages', path: 'slug', valueToSlugify: 'Hello World' }],
      ['render-field', { schemaPath: 'pages.title', path: 'title', initialValue: 'x' }],
      ['render-widget', { widgetSlug: 'collections' }],
      ['get-default-layout', {}],
      ['get-folder-results-component-and-data', { collectionSlug: 'pages' }],
    ]
    for (const [name, args] of calls) {
      const answer = await callServerFunction(editorA, name, args)
      expect(answer.status, `${name}: ${answer.text.slice(0, 300)}`).toBeLessThan(500)
      const anonymous = await callServerFunction(null, name, args)
      expect([401, 403, 404], `${name} anonymous: ${anonymous.text.slice(0, 300)}`).toContain(anonymous.status)
    }
  })
})

test.describe('schedule-publish', () => {
  test("attack (issue 27): staff of site A can neither cancel site B's scheduled publish nor schedule site B's page", async () => {
    // Site B's admin schedules a publish of their page, as the admin's drawer does.
    const scheduled = await callServerFunction(siteAdminB, 'schedule-publish', {
      type: 'publish',
      date: inAWeek(),
      doc: { relationTo: 'pages', value: String(pageB.id) },
      timezone: 'Australia/Sydney',
    })
    expect(scheduled.status, scheduled.text.slice(0, 300)).toBe(200)
    const jobs = await jobsOf(pageB)
    expect(jobs.length).toBeGreaterThan(0)
    const job = jobs.at(-1)!

    // Site A's editor and admin try to delete it by id (Payload 3.90.1 deleted it with access overridden).
    for (const token of [editorA, siteAdminA]) {
      const cancel = await callServerFunction(token, 'schedule-publish', { deleteID: job.id })
      expect(cancel.status, cancel.text.slice(0, 300)).toBe(404)
    }
    expect((await jobsOf(pageB)).map((j) => j.id)).toContain(job.id)

    // …nor schedule site B's page (the queue took any document before).
    const before = (await jobsOf(pageB)).length
    const foreign = await callServerFunction(editorA, 'schedule-publish', {
      type: 'unpublish',
      date: inAWeek(),
      doc: { relationTo: 'pages', value: String(pageB.id) },
    })
    expect(foreign.status, foreign.text.slice(0, 300)).toBe(404)
    expect((await jobsOf(pageB)).length).toBe(before)

    // Site B's admin deletes their own event: the drawer's delete queues nothing more.
    const own = await callServerFunction(siteAdminB, 'schedule-publish', { deleteID: job.id })
    expect(own.status, own.text.slice(0, 300)).toBe(200)
    expect((await jobsOf(pageB)).map((j) => j.id)).not.toContain(job.id)
    expect((await jobsOf(pageB)).length).toBe(before - 1)
  })

  test('"a date sent as a string" is refused naming date (it answered 500); an empty call queues nothing', async () => {
    const before = (await jobsOf(pageA)).length
    const asString = await callServerFunction(editorA, 'schedule-publish', {
      type: 'publish',
      date: inAWeek().toISOString(),
      doc: { relationTo: 'pages', value: String(pageA.id) },
    })
    expect(asString.status, asString.text.slice(0, 300)).toBe(404)
    expect(asString.text).toContain('date: a date')
    const empty = await callServerFunction(editorA, 'schedule-publish', {})
    expect(empty.status).toBe(404)
    expect(empty.text).toContain('doc:')
    expect((await jobsOf(pageA)).length).toBe(before)
  })

  test('the job queue is bounded: at most 20 scheduled events wait per document', async () => {
    const created: number[] = []
    try {
      let refused = ''
      for (let i = 0; i < 22 && !refused; i++) {
        const answer = await callServerFunction(siteAdminA, 'schedule-publish', {
          type: 'publish',
          date: new Date(Date.now() + (8 + i) * 24 * 3600 * 1000),
          doc: { relationTo: 'pages', value: String(pageA.id) },
        })
        expect(answer.status, answer.text.slice(0, 300)).toBe(200)
        if (answer.text.includes('already has 20 scheduled events')) refused = answer.text
      }
      expect(refused).toBeTruthy()
      const jobs = await jobsOf(pageA)
      created.push(...jobs.map((j) => j.id))
      expect(jobs.length).toBe(20)
    } finally {
      for (const id of created) await callServerFunction(siteAdminA, 'schedule-publish', { deleteID: id })
    }
    expect((await jobsOf(pageA)).length).toBe(0)
  })
})
