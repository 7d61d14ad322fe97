import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Location, User } from '@/payload-types'
import { testPayload } from '../payload'
import { dayAhead } from '../../support/shopperDates'

// Staff input through the real server: days computed from the clock (issue 37), a month ahead.
const holiday = dayAhead(30)
const dayBefore = dayAhead(29)
const longDay = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/**
 * Issue 39.9 "Holiday hours": one entry per date per location. The admin accepted a second entry for the same date,
 * so the site listed 'Boxing Day 9:00am–1:00pm' and 'Boxing Day Closed' side by side. As the site's own admin
 * (access applied), against the seeded demo database.
 */

let payload: Payload
let siteAdmin: User
let location: Location
let original: Location['specialHours']

const asUser = (user: User) => ({ user: { ...user, collection: 'users' as const }, overrideAccess: false })

beforeAll(async () => {
  payload = await testPayload()
  const sites = await payload.find({ collection: 'sites', where: { slug: { equals: 'harbour-toyota' } }, limit: 1 })
  const users = await payload.find({
    collection: 'users',
    where: { email: { equals: 'site-admin@harbour-toyota.example.com' } },
    limit: 1,
  })
  siteAdmin = users.docs[0]!
  const { docs } = await payload.find({
    collection: 'locations',
    where: { site: { equals: sites.docs[0]!.id } },
    limit: 1,
  })
  location = docs[0]!
  original = location.specialHours
})

afterAll(async () => {
  if (location) await payload.update({ collection: 'locations', id: location.id, data: { specialHours: original } })
})

describe('one special-hours entry per date per location (issue 39.9)', () => {
  it('a second entry for the same date is refused with a 400 naming the date, and nothing is saved', async () => {
    const specialHours = [
      {
        date: `${holiday}T00:00:00.000Z`,
        label: 'Boxing Day',
        status: 'Open' as const,
        startHour: '9am',
        endHour: '1pm',
      },
      { date: `${holiday}T00:00:00.000Z`, label: 'Boxing Day', status: 'Closed' as const },
    ]
    const error = await payload
      .update({ collection: 'locations', id: location.id, data: { specialHours }, ...asUser(siteAdmin) })
      .then(
        () => null,
        (e: unknown) =>
          e as { status?: number; message?: string; data?: { errors?: { message: string; path: string }[] } },
      )
    expect(error?.status).toBe(400)
    const messages = (error?.data?.errors ?? []).map((e) => `${e.path}: ${e.message}`)
    expect(messages).toContain(
      `specialHours: Special hours: ${longDay.format(new Date(`${holiday}T00:00:00Z`))} (${holiday}) is listed twice; keep one entry per date.`,
    )
    const stored = await payload.findByID({ collection: 'locations', id: location.id })
    expect(stored.specialHours).toEqual(original)
  })

  it('one entry per date is saved', async () => {
    const specialHours = [
      { date: `${dayBefore}T00:00:00.000Z`, label: 'Christmas Day', status: 'Closed' as const },
      {
        date: `${holiday}T00:00:00.000Z`,
        label: 'Boxing Day',
        status: 'Open' as const,
        startHour: '9am',
        endHour: '1pm',
      },
    ]
    const saved = await payload.update({
      collection: 'locations',
      id: location.id,
      data: { specialHours },
      ...asUser(siteAdmin),
    })
    expect(saved.specialHours?.map((row) => [row.date.slice(0, 10), row.status, row.startHour ?? null])).toEqual([
      [dayBefore, 'Closed', null],
      [holiday, 'Open', '09:00'],
    ])
  })
})
