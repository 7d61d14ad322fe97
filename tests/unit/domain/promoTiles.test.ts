import { describe, expect, it } from 'vitest'
import { insertPromoTiles, isPromoActive, matchesPromoDisplay, promoTime, searchConditions } from '@/domain/promoTiles'
import type { PromoNode } from '@/domain/types'

describe('isPromoActive (spec: Promo nodes appear only between start and expiry)', () => {
  const tile = { start: '2025-01-01', expiry: '2025-02-01' }
  const zone = '+10:00'

  it('One tile runs from 2025-01-01 to 2025-02-01 at +10:00: starts at midnight +10:00', () => {
    expect(isPromoActive(tile, new Date('2024-12-31T13:59:59Z'), zone)).toBe(false)
    expect(isPromoActive(tile, new Date('2024-12-31T14:00:00Z'), zone)).toBe(true)
  })

  it('One tile runs from 2025-01-01 to 2025-02-01 at +10:00: ends at midnight +10:00 on 2025-02-01', () => {
    expect(isPromoActive(tile, new Date('2025-01-31T13:59:59Z'), zone)).toBe(true)
    expect(isPromoActive(tile, new Date('2025-01-31T14:00:00Z'), zone)).toBe(false)
  })

  it('times with an explicit offset are exact whatever the zone', () => {
    const exact = { start: '2025-01-01T00:00:00+10:00', expiry: '2025-02-01T00:00:00+10:00' }
    expect(isPromoActive(exact, new Date('2024-12-31T14:00:00Z'), 'Australia/Perth')).toBe(true)
    expect(isPromoActive(exact, new Date('2024-12-31T13:59:00Z'), 'Australia/Perth')).toBe(false)
  })

  it('date-only times are read in an IANA time zone too', () => {
    expect(promoTime('2025-01-01', 'Australia/Perth')).toBe(Date.parse('2025-01-01T00:00:00+08:00'))
    expect(promoTime('2025-07-01T09:30', 'Australia/Sydney')).toBe(Date.parse('2025-07-01T09:30:00+10:00'))
  })

  it('a missing start or expiry leaves that end open; an unreadable one hides the tile', () => {
    expect(isPromoActive({ expiry: '2025-02-01T00:00:00Z' }, new Date('2000-01-01T00:00:00Z'))).toBe(true)
    expect(isPromoActive({ start: '2025-01-01T00:00:00Z' }, new Date('2099-01-01T00:00:00Z'))).toBe(true)
    expect(isPromoActive({ start: 'soon' }, new Date('2099-01-01T00:00:00Z'))).toBe(false)
  })
})

describe('matchesPromoDisplay (spec: may be restricted by a display condition; strictDisplay limits the tile to exactly those conditions)', () => {
  it('a tile without display conditions shows on every search', () => {
    expect(matchesPromoDisplay({ display: [] }, ['used'])).toBe(true)
    expect(matchesPromoDisplay({}, [])).toBe(true)
  })

  it('restricted by a display condition: the search must meet its conditions', () => {
    expect(matchesPromoDisplay({ display: ['used'] }, ['used', 'make'])).toBe(true)
    expect(matchesPromoDisplay({ display: ['used'] }, ['new'])).toBe(false)
    expect(matchesPromoDisplay({ display: ['used', 'make'] }, ['used'])).toBe(false)
  })

  it('strictDisplay limits the tile to exactly those conditions', () => {
    expect(matchesPromoDisplay({ display: ['used'], strictDisplay: true }, ['used'])).toBe(true)
    expect(matchesPromoDisplay({ display: ['used'], strictDisplay: true }, ['used', 'make'])).toBe(false)
  })
})

describe('searchConditions', () => {
  it('lists the selected car types and make / model when refined', () => {
    expect(searchConditions({ refinements: { car_type: ['used'], make: ['Toyota'], model: ['RAV4'] } })).toEqual([
      'used',
      'make',
      'model',
    ])
    expect(searchConditions({})).toEqual([])
  })
})

describe('insertPromoTiles (spec: Promotional tiles are inserted into results at set positions (for example 6, 8 and 17, or 9))', () => {
  const now = new Date('2025-01-15T00:00:00Z')
  const hits = Array.from({ length: 21 }, (_, i) => `car${i + 1}`)
  const tile = (position: number, extra: Partial<PromoNode> = {}): PromoNode => ({ position, ...extra })
  const layout = (items: ReturnType<typeof insertPromoTiles<string, PromoNode>>) =>
    items.map((item) => (item.type === 'hit' ? item.hit : `promo@${item.tile.position}`))

  it('places tiles at positions 6, 8 and 17 of the list', () => {
    const items = insertPromoTiles(hits, [tile(17), tile(6), tile(8)], { now, conditions: [] })
    const out = layout(items)
    expect(out).toHaveLength(24)
    expect(out[5]).toBe('promo@6')
    expect(out[7]).toBe('promo@8')
    expect(out[16]).toBe('promo@17')
    expect(out[4]).toBe('car5')
    expect(out[6]).toBe('car6')
    expect(out.filter((x) => x.startsWith('car'))).toEqual(hits)
  })

  it('leaves out expired tiles, tiles for other conditions and tiles past the end of the results', () => {
    const items = insertPromoTiles(
      hits.slice(0, 5),
      [tile(2, { expiry: '2025-01-01T00:00:00Z' }), tile(3, { display: ['new'] }), tile(6), tile(9)],
      { now, conditions: ['used'] },
    )
    expect(layout(items)).toEqual(['car1', 'car2', 'car3', 'car4', 'car5', 'promo@6'])
  })

  it('tiles sharing a position follow one another in their given order', () => {
    const a = tile(2, { display: null })
    const b = tile(2, { strictDisplay: false })
    const items = insertPromoTiles(['x', 'y', 'z'], [a, b], { now, conditions: [] })
    expect(items.map((i) => (i.type === 'promo' ? i.tile : i.hit))).toEqual(['x', a, b, 'y', 'z'])
  })
})
