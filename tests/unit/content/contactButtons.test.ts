import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { contactButtonsShown } from '@/domain/locations'
import { FindUs } from '@/components/FindUs'
import { LocationBanner } from '@/components/LocationBanner'
import { LocationCard } from '@/components/LocationCard'
import { LocationHero } from '@/components/LocationHero'
import { siteLocation } from '@/data/shapes/location'
import type { Location, Site } from '@/payload-types'

// The components import siteHref from the module that also resolves sites; no database here.
vi.mock('@/data/sites', () => ({}))

const site = (contactButtons?: boolean) =>
  ({
    id: 1,
    slug: 'harbour-toyota',
    name: 'Harbour Toyota',
    locale: 'en-AU',
    timeZone: 'Australia/Sydney',
    header: contactButtons === undefined ? {} : { contactButtons },
  }) as unknown as Site

const location = {
  id: 7,
  name: 'Harbour Toyota Sales',
  slug: 'harbour-toyota-sales',
  locationType: 'sales',
  showLicenceNumbers: true,
  dealerLicenseNumber: 'MD 12345',
  address: { street: '1 Harbour St', city: 'Sydney', state: 'NSW', postcode: '2000', lat: -33.86, lng: 151.2 },
  contactDetail: { phone: '02 9000 0000' },
} as unknown as Location
// The pages hand the components the location as the loaders shape it.
const shaped = siteLocation(location)

const all = (flag?: boolean) => {
  const ctx = { site: site(flag), basePath: '' }
  return [
    renderToStaticMarkup(createElement(LocationCard, { ctx, location: shaped })),
    renderToStaticMarkup(createElement(FindUs, { ctx, location: shaped, now: new Date('2026-11-25T00:00:00Z') })),
    renderToStaticMarkup(createElement(LocationHero, { ctx, title: 'Our location', locations: [shaped] })),
    renderToStaticMarkup(
      createElement(LocationBanner, {
        locations: [shaped],
        locale: 'en-AU',
        t: (s: string) => s,
        contactButtons: contactButtonsShown(flag),
      }),
    ),
  ]
}

describe('content §6: a consent or show flag governs whether contact buttons and licence numbers display', () => {
  it('the flag shows the buttons unless the site turned it off', () => {
    expect(contactButtonsShown(undefined)).toBe(true)
    expect(contactButtonsShown(null)).toBe(true)
    expect(contactButtonsShown(true)).toBe(true)
    expect(contactButtonsShown(false)).toBe(false)
  })

  it('on: the location card, find-us, location hero and banner show call links and Get Directions', () => {
    const [card, findUs, hero, banner] = all(undefined)
    for (const html of [card, findUs, hero, banner]) expect(html).toContain('href="tel:')
    expect(findUs).toContain('Get Directions')
    expect(hero).toContain('Get Directions')
  })

  it('off: no call link or directions button anywhere; the phone still reads as text; licence numbers keep their own flag', () => {
    const [card, findUs, hero, banner] = all(false)
    for (const html of [card, findUs, hero, banner]) {
      expect(html).not.toContain('href="tel:')
      expect(html).not.toContain('Get Directions')
    }
    expect(card).toContain('02 9000 0000')
    expect(findUs).toContain('02 9000 0000')
    expect(banner).toContain('02 9000 0000')
    expect(findUs).toContain('MD 12345')
  })
})
