import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { FindUs } from '@/components/FindUs'
import { LocationCard } from '@/components/LocationCard'
import { siteLocation } from '@/data/shapes/location'
import type { Location, Site } from '@/payload-types'

// The components import siteHref from the module that also resolves sites; no database here.
vi.mock('@/data/sites', () => ({}))

const ctx = {
  site: {
    id: 1,
    slug: 'harbour-toyota',
    name: 'Harbour Toyota',
    locale: 'en-AU',
    timeZone: 'Australia/Sydney',
    header: {},
  },
  basePath: '',
} as unknown as { site: Site; basePath: string }

const location = siteLocation({
  id: 7,
  name: 'Harbour Toyota Sales',
  slug: 'harbour-toyota-sales',
  locationType: 'sales',
  timeZone: 'Australia/Sydney',
  address: { street: '1 Harbour St', city: 'Sydney', state: 'NSW', postcode: '2000' },
  contactDetail: { phone: '02 9000 0000' },
  specialHours: [
    { date: '2026-12-25T00:00:00.000Z', label: 'Christmas Day', status: 'Closed' },
    { date: '2026-12-26T00:00:00.000Z', label: 'Boxing Day', status: 'Open', startHour: '09:00', endHour: '13:00' },
  ],
} as unknown as Location)

const card = (now: string) => renderToStaticMarkup(createElement(LocationCard, { ctx, location, now: new Date(now) }))

describe('the location card shows the holiday hours during their week (issue 39.9)', () => {
  it("in Boxing Day's week the card lists it with its hours", () => {
    const html = card('2026-12-20T01:00:00Z')
    expect(html).toContain('data-testid="holiday-week"')
    expect(html).toContain('Holiday hours this week')
    expect(html).toMatch(/Boxing Day, Sat,? 26 Dec,? 2026<\/span> 9:00am–1:00pm/)
    expect(html).toMatch(/Christmas Day, Fri,? 25 Dec,? 2026<\/span> Closed/)
  })

  it('before that week the card says nothing about holidays', () => {
    expect(card('2026-12-10T01:00:00Z')).not.toContain('holiday-week')
  })

  it('the find-us card of the location page shows them too', () => {
    const html = renderToStaticMarkup(createElement(FindUs, { ctx, location, now: new Date('2026-12-24T01:00:00Z') }))
    expect(html).toContain('Holiday hours this week')
    expect(html).toContain('9:00am–1:00pm')
  })
})
