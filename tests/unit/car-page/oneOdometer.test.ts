import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { Site } from '@/payload-types'
import { carJsonLd } from '@/components/car/carJsonLd'
import { carPdfFacts } from '@/components/car/carPdfResponse'
import { carPageModel } from '@/components/car/detail/carPageModel'
import { CarCard, type CarHit } from '@/components/search/CarCard'
import { CARD_ATTRIBUTES } from '@/components/search/carSearchRequests'
import { carSearchSettings } from '@/components/search/carSearchSettings'
import type { SiteCar } from '@/data/cars'
import { siteCarView } from '@/data/shapes/car'
import { compareRows } from '@/domain/compare'
import { vehicleFeedItem, type FeedCar } from '@/domain/vehicleFeed'
import { carIndexRecord } from '@/search/carRecord'
import { retrieveAttributes } from '@/search-service/engine/retrieve'

const now = new Date('2026-11-24T00:00:00Z')

/** The car: 17,624 on its odometer, listed on the US demo site (stored in miles, as its feed gives it). */
function car(km = 17624): SiteCar {
  return {
    id: 11,
    slug: '2022-ford-escape-11',
    name: '2022 Ford Escape SE',
    year: 2022,
    make: 'Ford',
    model: 'Escape',
    badge: 'SE',
    car_type: 'used',
    status: 'in_stock',
    price: 24990,
    km,
    vin: '1FMCU9G67NUA00011',
    images: [{ url: '/api/media/file/escape.jpg' }],
    dealership: { id: 4, name: 'Lakeside Motors', slug: 'lakeside-motors', financeDisabled: false },
    location: null,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
  } as unknown as SiteCar
}

const site = (locale: Site['locale']): Site =>
  ({
    id: 4,
    slug: 'lakeside-motors',
    name: 'Lakeside Motors',
    locale,
    cards: { showDescriptions: true },
    finance: { provider: null },
  }) as unknown as Site

/** The odometer as each of the six outputs shows it for the same car. */
function sixOutputs(c: SiteCar, s: Site) {
  const view = siteCarView(c, s)
  const record = carIndexRecord(c) as Record<string, unknown>
  const hit = retrieveAttributes(record as never, [...CARD_ATTRIBUTES], []) as unknown as CarHit
  const card = renderToStaticMarkup(
    createElement(CarCard, {
      hit,
      settings: carSearchSettings(s),
      now,
      href: (p: string) => p,
      priority: false,
      favourite: false,
      compared: false,
      onFavourite: () => {},
      onCompare: () => {},
    }),
  )
  const page = carPageModel({ car: view, site: s, basePath: '', now })
  const compare = compareRows([view.domain], { locale: s.locale ?? 'en-AU' })
  const ld = carJsonLd({
    car: view.domain,
    url: 'https://x/cars/1',
    imageUrl: null,
    seller: { name: 'x' },
    locale: s.locale,
  })
  const feed = vehicleFeedItem(
    { ...(record as unknown as FeedCar), primary_image_url: '/a.jpg' },
    {
      origin: 'https://x',
      basePath: '',
      locale: s.locale ?? 'en-AU',
    },
  )
  return {
    card: /<dd>([^<]*(?:mi|km))<\/dd>/.exec(card)?.[1],
    carPage: page.keyFacts.find((f) => f.label === 'Odometer')?.value,
    carPageSpecs: page.specs.find((r) => r.key === 'km')?.value,
    compare: compare.find((r) => r.label.startsWith('Odometer'))?.values[0],
    pdf: carPdfFacts(s, view)[0],
    jsonLd: (ld.mileageFromOdometer as { value: number; unitCode: string }) ?? null,
    feed: feed?.mileage,
  }
}

describe('One odometer (issue 26.4): units are converted once, where data enters, and every output shows the same figure', () => {
  it('the card, car page, compare, PDF, JSON-LD and vehicle feed show 17,624 mi for the same car on the US site', () => {
    const shown = sixOutputs(car(), site('en-US'))
    expect(shown).toEqual({
      card: '17,624 mi',
      carPage: '17,624 mi',
      carPageSpecs: '17,624 mi',
      compare: '17,624 mi',
      pdf: '17,624 mi',
      jsonLd: { '@type': 'QuantitativeValue', value: 17624, unitCode: 'SMI' },
      feed: '17624 miles',
    })
  })

  it('an Australian site shows the same car in kilometres, also unconverted, in all six', () => {
    const shown = sixOutputs(car(41250), site('en-AU'))
    expect([shown.card, shown.carPage, shown.carPageSpecs, shown.compare, shown.pdf]).toEqual(
      Array(5).fill('41,250 km'),
    )
    expect(shown.jsonLd).toMatchObject({ value: 41250, unitCode: 'KMT' })
    expect(shown.feed).toBe('41250 km')
  })
})
