import type { Payload } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { platformConsole } from '../../../src/data/platformConsole'
import { postgresPool, type Pool } from '../../../src/data/pool'
import { testPayload } from '../payload'

/**
 * Issue 39.11 "one console for the operator": every site's last import and feed pull, undelivered and undeliverable
 * leads, leads without a destination and alerts sent this week, read for all sites at once by a platform admin only.
 * Two fresh sites: Console North (a lead e-mail set up, its last import failed) and Console South (no destination,
 * an undelivered, a failed and an unsent lead, a failing feed pull, an alert sent this week).
 */

let payload: Payload
let db: Pool
const run = `${Date.now()}`
const made: { sites: number[] } = { sites: [] }
let north: number
let south: number
let southYard: number

const one = async (text: string, values: unknown[]) =>
  Number((await db.query<{ id: number }>(text, values)).rows[0]!.id)

beforeAll(async () => {
  payload = await testPayload()
  db = postgresPool(payload)
  north = await one(`INSERT INTO sites (name, slug, forms_lead_email) VALUES ($1, $2, $3) RETURNING id`, [
    `Console North ${run}`,
    `console-north-${run}`,
    'sales@north.example.com',
  ])
  south = await one(`INSERT INTO sites (name, slug) VALUES ($1, $2) RETURNING id`, [
    `Console South ${run}`,
    `console-south-${run}`,
  ])
  made.sites.push(north, south)
  // North: an import that worked yesterday, then one that failed today (the last one is what the console shows).
  await db.query(
    `INSERT INTO stock_imports (site_id, status, message, created_at, finished_at)
     VALUES ($1, 'done', null, now() - interval '1 day', now() - interval '1 day'),
            ($1, 'failed', 'The file is not a stock feed', now(), now())`,
    [north],
  )
  // South: one dealership's pull worked, another's failed; leads in every undelivered state; one alert this week.
  await db.query(
    `INSERT INTO dealerships (site_id, name, slug, feed_pull_last_pulled_at, feed_pull_last_error)
     VALUES ($1, 'South Works', $2, now(), null)`,
    [south, `south-works-${run}`],
  )
  southYard = await one(
    `INSERT INTO dealerships (site_id, name, slug, feed_pull_last_pulled_at, feed_pull_last_error)
     VALUES ($1, 'South Yard', $2, now() - interval '10 minutes', 'The feed answered 404') RETURNING id`,
    [south, `south-yard-${run}`],
  )
  await db.query(
    `INSERT INTO leads (site_id, form, delivery_status, created_at, updated_at)
     VALUES ($1, 'contact', 'pending', now(), now()), ($1, 'contact', 'retrying', now(), now()),
            ($1, 'contact', 'failed', now(), now()), ($1, 'contact', 'not-configured', now(), now()),
            ($1, 'contact', 'delivered', now(), now())`,
    [south],
  )
  await db.query(
    `INSERT INTO alert_digests (site_id, phone, day, channel, status, sent_at)
     VALUES ($1, '+61400000001', current_date, 'sms', 'sent', now()),
            ($1, '+61400000002', current_date, 'sms', 'failed', null)`,
    [south],
  )
})

afterAll(async () => {
  if (!made.sites.length) return
  await db.query('DELETE FROM leads WHERE site_id = ANY($1)', [made.sites])
  await db.query('DELETE FROM stock_imports WHERE site_id = ANY($1)', [made.sites])
  await db.query('DELETE FROM dealerships WHERE site_id = ANY($1)', [made.sites])
  await db.query('DELETE FROM sites WHERE id = ANY($1)', [made.sites])
})

const user = async (email: string) =>
  (await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, depth: 0 })).docs[0]!

describe('issue 39.11: one console for the operator', () => {
  it("lists every site with its last import and feed pull, undelivered, failed and unsent leads, and this week's alerts", async () => {
    const admin = await user('admin@example.com')
    const { sites, serverErrors } = await platformConsole(payload, admin)
    const northRow = sites.find((s) => s.id === north)!
    const southRow = sites.find((s) => s.id === south)!
    // Every site, the seeded demo sites too.
    const { totalDocs } = await payload.count({ collection: 'sites' })
    expect(sites).toHaveLength(totalDocs)

    expect(northRow.hasLeadDestination).toBe(true)
    expect(northRow.lastImport).toMatchObject({ status: 'failed', message: 'The file is not a stock feed' })
    expect(northRow.lastFeedPull).toBeNull()
    expect(northRow.leads).toEqual({ undelivered: 0, undeliverable: 0, withoutDestination: 0 })
    expect(northRow.alertsThisWeek).toBe(0)

    expect(southRow.hasLeadDestination).toBe(false)
    expect(southRow.lastImport).toBeNull()
    // The failing pull is shown even though another dealership's pull is more recent.
    expect(southRow.lastFeedPull).toMatchObject({
      dealershipId: southYard,
      dealership: 'South Yard',
      error: 'The feed answered 404',
      failing: 1,
    })
    expect(southRow.leads).toEqual({ undelivered: 2, undeliverable: 1, withoutDestination: 1 })
    expect(southRow.alertsThisWeek).toBe(1)

    expect(serverErrors.count).toBeGreaterThanOrEqual(0)
    expect(Date.parse(serverErrors.since)).not.toBeNaN()
  })

  it('a site admin, a site editor and nobody signed in are refused (403) before anything is read', async () => {
    const staff = [await user('site-admin@harbour-toyota.example.com'), await user('editor@harbour-toyota.example.com')]
    const query = vi.spyOn(db, 'query')
    try {
      for (const member of staff)
        await expect(platformConsole(payload, member), member.email).rejects.toMatchObject({ status: 403 })
      await expect(platformConsole(payload, null)).rejects.toMatchObject({ status: 403 })
      expect(query).not.toHaveBeenCalled()
    } finally {
      query.mockRestore()
    }
  })

  it('reads one query per figure for all sites together, not one per site', async () => {
    const admin = await user('admin@example.com')
    const query = vi.spyOn(db, 'query')
    try {
      const { sites } = await platformConsole(payload, admin)
      expect(sites.length).toBeGreaterThanOrEqual(4)
      expect(query).toHaveBeenCalledTimes(5)
    } finally {
      query.mockRestore()
    }
  })

  it('the all-sites leads list has a Site column and a Site filter', async () => {
    const leads = payload.collections.leads.config
    expect(leads.admin.defaultColumns).toContain('site')
    const siteField = leads.fields.find((f) => 'name' in f && f.name === 'site') as {
      admin?: { disableListColumn?: boolean; disableListFilter?: boolean }
    }
    expect(siteField.admin?.disableListColumn).toBe(false)
    expect(siteField.admin?.disableListFilter).toBe(false)
    // The filter a platform admin picks in the list: one site's leads only, read with the admin's own access.
    const admin = await user('admin@example.com')
    const { docs } = await payload.find({
      collection: 'leads',
      where: { site: { equals: south } },
      depth: 0,
      limit: 20,
      overrideAccess: false,
      user: admin,
    })
    expect(docs.map((d) => d.site)).toEqual(Array(5).fill(south))
  })

  it("a platform admin's dashboard shows the console: each site's row links to its admin and its filtered leads", async () => {
    const { PlatformConsole } = await import('../../../src/admin/PlatformConsole')
    const admin = await user('admin@example.com')
    const html = renderToStaticMarkup(await PlatformConsole({ payload, user: admin }))
    const row = (id: string) => html.split(`data-testid="${id}"`)[1]!.split('</tr>')[0]!
    const southRow = row(`console-site-console-south-${run}`)
    expect(southRow).toContain(`href="/admin/collections/sites/${south}"`)
    expect(southRow).toContain('No lead destination set up')
    expect(southRow).toContain('The feed answered 404')
    const failed = `where%5Band%5D%5B0%5D%5Bsite%5D%5Bequals%5D=${south}&amp;where%5Band%5D%5B1%5D%5BdeliveryStatus%5D%5Bin%5D%5B0%5D=failed`
    expect(southRow).toContain(`href="/admin/collections/leads?${failed}"`)
    const northRow = row(`console-site-console-north-${run}`)
    expect(northRow).toContain('Failed')
    expect(northRow).not.toContain('No lead destination set up')
    // Leads that reach nobody come before a failed import.
    expect(html.indexOf(`console-site-console-south-${run}`)).toBeLessThan(
      html.indexOf(`console-site-console-north-${run}`),
    )
  })
})
