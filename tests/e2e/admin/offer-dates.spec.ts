import { expect, test } from '@playwright/test'
import { signInToAdmin } from '../../adminSignIn'
import { shot } from '../shots'

/**
 * Issue 26 §8: 'an offer shows its end date, the admin lists scheduled offers as scheduled, dates in the site's
 * format'. Two offers of Harbour Toyota (en-AU, Sydney) made through the REST API: one live until a set day, one that
 * starts later. Both go again at the end.
 */
const port = Number(process.env.E2E_PORT ?? 3100)
const origin = `http://localhost:${port}`
const EDITOR = 'editor@harbour-toyota.example.com'
const stamp = Date.now().toString(36)

/** A day in the future, 17:00 in Sydney, as an instant; and how an AU page writes that day. */
function sydneyFivePm(daysAhead: number) {
  const day = new Date(Date.now() + daysAhead * 86_400_000)
  const ymd = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(day)
  // 17:00 in Sydney is 06:00 or 07:00 UTC (daylight saving or not): take the one that reads 17:00 there.
  const at = ['06', '07']
    .map((h) => new Date(`${ymd}T${h}:00:00.000Z`))
    .find(
      (d) =>
        new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Sydney', hour: 'numeric', hourCycle: 'h23' }).format(
          d,
        ) === '17',
    )!
  const long = new Intl.DateTimeFormat('en-AU', {
    timeZone: 'Australia/Sydney',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(at)
  const short = new Intl.DateTimeFormat('en-AU', {
    timeZone: 'Australia/Sydney',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(at)
  return { iso: at.toISOString(), long, short }
}

test("an offer shows its end date on the site; the admin lists a later offer as scheduled, in the site's format", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInToAdmin(page, EDITOR)
  const site = (
    (await (await page.request.get(`${origin}/api/sites?where[slug][equals]=harbour-toyota&depth=0`)).json()) as {
      docs: { id: number }[]
    }
  ).docs[0]!.id
  const ends = sydneyFivePm(20)
  const starts = sydneyFivePm(10)
  const made: number[] = []
  const create = async (data: Record<string, unknown>) => {
    const response = await page.request.post(`${origin}/api/offers`, {
      headers: { origin },
      data: { site, _status: 'published', description: 'An e2e offer.', ...data },
    })
    expect(response.ok(), await response.text()).toBe(true)
    const { doc } = (await response.json()) as { doc: { id: number } }
    made.push(doc.id)
    return doc.id
  }
  try {
    const live = `Ends-dated offer ${stamp}`
    const liveId = await create({ name: live, startsAt: '2026-01-01T00:00:00.000Z', expiresAt: ends.iso, order: -1 })
    const later = `Later offer ${stamp}`
    await create({ name: later, startsAt: starts.iso, expiresAt: ends.iso })

    // The site: the card and the offer's page say when it ends, in the site's format and clock.
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(`${origin}/sites/harbour-toyota/special-offers`)
      const card = page.getByRole('article', { name: live })
      await expect(card.getByTestId('offer-ends')).toHaveText(`Offer ends ${ends.long} at 5:00pm`)
      await card.scrollIntoViewIfNeeded()
      await shot(page, 'offer-card-ends')
    }
    await expect(page.getByRole('article', { name: later })).toHaveCount(0)
    await page.goto(`${origin}/sites/harbour-toyota/offers/${liveId}`)
    await expect(page.getByTestId('offer-ends')).toHaveText(`Offer ends ${ends.long} at 5:00pm`)
    await shot(page, 'offer-page-ends')
    await page.setViewportSize({ width: 390, height: 844 })
    await shot(page, 'offer-page-ends')

    // The admin: a Schedule column that says Scheduled, with the dates as the site writes them.
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(`/admin/collections/offers?where[name][like]=${stamp}`)
    const laterRow = page.getByRole('row').filter({ hasText: later })
    await expect(laterRow).toContainText(`Scheduled: ${starts.short}, 5:00pm – ${ends.short}, 5:00pm`)
    const liveRow = page.getByRole('row').filter({ hasText: live })
    await expect(liveRow).toContainText(`Live until ${ends.short}, 5:00pm`)
    await expect(page.getByRole('columnheader', { name: 'Schedule' }).first()).toBeVisible()
    await shot(page, 'admin-offers-scheduled')
  } finally {
    for (const id of made) await page.request.delete(`${origin}/api/offers/${id}`, { headers: { origin } })
  }
})
