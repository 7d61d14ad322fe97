import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { postgresPool } from '@/data/pool'
import { remindSitesWithoutDestination, sitesWithoutLeadDestination } from '../../../src/leads/destinationReminders'
import { mailHeader } from '../../eml'
import { leadTestEnvironment, outboxFiles, setup, siteId } from './helpers'

/**
 * Issue 39.1: "a site with no destination ... its site admins get an e-mail once a day until it is set". The job's
 * work, run with an injected clock, read back from the outbox.
 */
const { outbox } = leadTestEnvironment()
// The rule sends one a day; the per-site cap behind it would count this suite's reruns on a kept database.
process.env.DESTINATION_REMINDERS_PER_SITE = '1000'

let payload: Payload
let metro: number

const HOUR = 3_600_000

const remindersTo = (site: number) =>
  outboxFiles(outbox)
    .map((file) => fs.readFileSync(path.join(outbox, file), 'utf8'))
    .filter((raw) => mailHeader(raw, 'X-Site-Id') === String(site))

beforeAll(async () => {
  ;({ payload } = await setup())
  metro = await siteId(payload, 'metro-used-cars')
  const before = await payload.findByID({ collection: 'sites', id: metro, depth: 0 })
  await payload.update({
    collection: 'sites',
    id: metro,
    data: { forms: { leadEmail: '', leadWebhookUrl: '', leadNotifications: { enabled: true, emails: [] } } },
  })
  await postgresPool(payload).query('UPDATE sites SET forms_destination_reminded_at = NULL WHERE id = $1', [metro])
  return async () => {
    await payload.update({
      collection: 'sites',
      id: metro,
      data: {
        forms: {
          leadEmail: before.forms?.leadEmail ?? '',
          leadWebhookUrl: before.forms?.leadWebhookUrl ?? '',
          leadNotifications: before.forms?.leadNotifications ?? { enabled: true, emails: [] },
        },
      },
    })
  }
})

describe('a site whose leads reach nobody', () => {
  it("is listed for the platform's dashboard; its site admins are e-mailed once a day until a destination is set", async () => {
    expect((await sitesWithoutLeadDestination(payload)).map((s) => s.id)).toContain(metro)
    const now = new Date()

    const first = await remindSitesWithoutDestination(payload, now)
    expect(first.reminded).toContain(metro)
    const mails = remindersTo(metro)
    expect(mails).toHaveLength(1)
    expect(mailHeader(mails[0]!, 'To')).toContain('site-admin@metro-used-cars.example.com')
    expect(mailHeader(mails[0]!, 'To')).not.toContain('harbour')
    expect(mailHeader(mails[0]!, 'Subject')).toMatch(/reach nobody/)

    // The same day: no second e-mail.
    expect((await remindSitesWithoutDestination(payload, new Date(now.getTime() + 23 * HOUR))).reminded).not.toContain(
      metro,
    )
    expect(remindersTo(metro)).toHaveLength(1)

    // Once a destination is set, never again.
    await payload.update({
      collection: 'sites',
      id: metro,
      data: { forms: { leadNotifications: { enabled: true, emails: ['sales@metro-used-cars.example'] } } },
    })
    expect((await sitesWithoutLeadDestination(payload)).map((s) => s.id)).not.toContain(metro)
    expect((await remindSitesWithoutDestination(payload, new Date(now.getTime() + 25 * HOUR))).reminded).not.toContain(
      metro,
    )
    expect(remindersTo(metro)).toHaveLength(1)
  })
})
