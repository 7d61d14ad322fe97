import { describe, expect, it } from 'vitest'
import { cardTag } from '@/domain/cardTag'
import type { Car } from '@/domain/types'

const now = new Date('2025-03-10T00:00:00Z')
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 3600 * 1000).toISOString()
const base: Car = { status: 'in_stock', car_type: 'used', make: 'Toyota', created_at: daysAgo(30) }

describe('cardTag (spec §4 Card tags, priority order, first match wins)', () => {
  it("1. Sold: the site's sold tag", () => {
    expect(cardTag({ ...base, status: 'sold', reserved: true, tag: 'Hot' }, now, { soldTag: 'SOLD!' })).toEqual({
      kind: 'sold',
      text: 'SOLD!',
    })
  })

  it('2. On sites with electric/hybrid tags: Electric or Hybrid fuel shows a green tag', () => {
    const settings = { electricHybridTags: true }
    expect(cardTag({ ...base, fuel: 'Electric', reserved: true }, now, settings)).toEqual({
      kind: 'fuel',
      text: 'Electric',
      tone: 'green',
    })
    expect(cardTag({ ...base, fuel: 'Petrol - Hybrid' }, now, settings)).toEqual({
      kind: 'fuel',
      text: 'Hybrid',
      tone: 'green',
    })
  })

  it('no fuel tag on sites without electric/hybrid tags, nor for petrol cars', () => {
    expect(cardTag({ ...base, fuel: 'Electric' }, now)).toBeNull()
    expect(cardTag({ ...base, fuel: 'Petrol' }, now, { electricHybridTags: true })).toBeNull()
  })

  it('3. Reserved car: Reserved tag', () => {
    expect(cardTag({ ...base, reserved: true, tag: 'Hot' }, now, { reservedTag: 'Reserved' })).toEqual({
      kind: 'reserved',
      text: 'Reserved',
    })
  })

  it('4. Used certified car of one particular make: an image badge', () => {
    const settings = { certifiedBadgeMake: 'Toyota' }
    expect(cardTag({ ...base, certified: true, tag: 'Hot' }, now, settings)).toEqual({
      kind: 'certified-badge',
      make: 'Toyota',
    })
    expect(cardTag({ ...base, certified: true, make: 'Mazda' }, now, settings)).toBeNull()
    expect(cardTag({ ...base, certified: true, car_type: 'demo' }, now, settings)).toBeNull()
  })

  it("5. Otherwise the car's own tag text; green background only for 'runout sale' on certain sites, otherwise red", () => {
    expect(cardTag({ ...base, tag: 'Runout Sale' }, now, { runoutSaleGreen: true })).toEqual({
      kind: 'own',
      text: 'Runout Sale',
      tone: 'green',
    })
    expect(cardTag({ ...base, tag: 'Runout Sale' }, now)).toEqual({ kind: 'own', text: 'Runout Sale', tone: 'red' })
    expect(cardTag({ ...base, tag: 'Test Drive Only', status: 'coming_soon' }, now, { runoutSaleGreen: true })).toEqual(
      {
        kind: 'own',
        text: 'Test Drive Only',
        tone: 'red',
      },
    )
  })

  it('6. status coming_soon: COMING SOON', () => {
    expect(cardTag({ ...base, status: 'coming_soon', created_at: daysAgo(1) }, now)).toEqual({
      kind: 'coming-soon',
      text: 'COMING SOON',
    })
  })

  it("7. Car created within the last 8 days: the site's new tag", () => {
    expect(cardTag({ ...base, created_at: daysAgo(7.99) }, now, { newTag: 'JUST IN' })).toEqual({
      kind: 'new',
      text: 'JUST IN',
    })
  })

  it('no new tag once the car is 8 days old', () => {
    expect(cardTag({ ...base, created_at: daysAgo(8) }, now)).toBeNull()
    expect(cardTag({ ...base, created_at: null }, now)).toBeNull()
  })

  it('a blank own tag falls through to the next rules', () => {
    expect(cardTag({ ...base, tag: '   ', created_at: daysAgo(2) }, now)).toEqual({ kind: 'new', text: 'NEW' })
  })
})
