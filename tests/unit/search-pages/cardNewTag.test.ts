import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CarCard, type CarHit } from '@/components/search/CarCard'
import type { CarSearchSettings } from '@/components/search/carSearchSettings'
import { cardTag, cardTagView } from '@/domain/cardTag'

const now = new Date('2026-03-10T00:00:00Z')
const base = { status: 'in_stock', car_type: 'used', make: 'Toyota', created_at: '2026-03-08T00:00:00Z' } as const

const settings = (newTagText: string): CarSearchSettings =>
  ({
    sortOptions: [],
    filters: [],
    popularMakes: [],
    hitsPerPage: 21,
    financeEnabled: false,
    finance: { provider: null, calculatorInterestRate: null, disabledMakes: [] },
    cards: { noPriceText: 'Enquire for price.', soldTagText: 'SOLD', newTagText, favourites: 'off', compare: false },
  }) as unknown as CarSearchSettings

const render = (newTagText: string) =>
  renderToStaticMarkup(
    createElement(CarCard, {
      hit: {
        objectID: '5',
        slug: '2015-toyota-corolla',
        name: '2015 Toyota Corolla',
        year: 2015,
        make: 'Toyota',
        model: 'Corolla',
        car_type: 'used',
        status: 'in_stock',
        price: 13990,
        created_at: '2026-03-08T00:00:00Z',
        primary_image_url: '/media/corolla.jpg',
      } as unknown as CarHit,
      settings: settings(newTagText),
      now,
      href: (p: string) => p,
      priority: false,
      favourite: false,
      compared: false,
      onFavourite: () => {},
      onCompare: () => {},
    }),
  )

describe("spec §4 card tags, 7: 'Car created within the last 8 days: the site's new tag.'", () => {
  it("the tag is the site's own wording ('NEW' stays 'NEW'), with its meaning as the title", () => {
    const tag = cardTag(base, now, { newTag: 'NEW' })!
    expect(cardTagView(tag)).toEqual({ text: 'NEW', title: 'Listed in the last 8 days' })
    expect(cardTagView(cardTag(base, now, { newTag: 'JUST IN' })!)).toEqual({
      text: 'JUST IN',
      title: 'Listed in the last 8 days',
    })
    expect(cardTagView({ kind: 'sold', text: 'SOLD' })).toEqual({ text: 'SOLD', title: null })
    expect(cardTagView({ kind: 'certified-badge', make: 'Toyota' })).toEqual({ text: 'Certified Toyota', title: null })
  })

  it("a used car listed two days ago shows the site's new tag as the setting says it, not other words", () => {
    const html = render('NEW')
    expect(html).toMatch(/data-testid="card-tag" title="Listed in the last 8 days">NEW</)
    expect(html).not.toMatch(/just listed/i)
    expect(render('Fresh in')).toContain('>Fresh in<')
  })

  it('spec §9: the card image is requested at 1000x1000', () => {
    expect(render('NEW')).toMatch(/<img[^>]*width="1000"[^>]*height="1000"/)
  })
})
