import { describe, expect, it } from 'vitest'
import {
  cardButtons,
  showsCarHistoryButton,
  showsCompareAndFavourite,
  showsFinanceButton,
  showsOnlinePurchase,
  showsReserveButton,
  showsStickyFooter,
  showsWatchlistButton,
} from '@/domain/carButtons'
import type { Car } from '@/domain/types'

describe('cardButtons (spec §4 Card buttons)', () => {
  it('A car available for sale shows Enquire, Finance, View Details, Reserve Now or Buy Online (per site)', () => {
    expect(cardButtons({ status: 'in_stock' })).toEqual({
      available: true,
      buttons: ['enquire', 'finance', 'view-details', 'reserve-now'],
      arrivingSoonText: null,
    })
    const buyOnline = cardButtons({ status: 'in_stock' }, { purchaseButton: 'buy-online' })
    expect(buyOnline.available && buyOnline.buttons).toEqual(['enquire', 'finance', 'view-details', 'buy-online'])
  })

  it("A car not available shows 'Find Me Something Similar'; its default enquiry message is 'Can you please find me something similar?'", () => {
    expect(cardButtons({ status: 'sold' })).toEqual({
      available: false,
      prompt: 'Like this and want something similar?',
      button: 'Find Me Something Similar',
      enquiryMessage: 'Can you please find me something similar?',
    })
  })

  it("Arriving-soon cars on some dealers show 'Arriving soon, please enquire for photos'", () => {
    const on = cardButtons({ status: 'coming_soon' }, { arrivingSoonText: true })
    expect(on.available && on.arrivingSoonText).toBe('Arriving soon, please enquire for photos')
    const inStock = cardButtons({ status: 'in_stock' }, { arrivingSoonText: true })
    expect(inStock.available && inStock.arrivingSoonText).toBeNull()
    const off = cardButtons({ status: 'coming_soon' })
    expect(off.available && off.arrivingSoonText).toBeNull()
  })
})

describe('sidebar buttons (spec §5)', () => {
  it('Reserve button requires availability', () => {
    expect(showsReserveButton({ status: 'coming_soon' }, true)).toBe(true)
    expect(showsReserveButton({ status: 'sold' }, true)).toBe(false)
  })

  it("A car available for sale shows ... Finance; a car not available shows 'Find Me Something Similar' (spec §4 Card buttons; issue 39.10: no Finance Enquiry on a sold car's page)", () => {
    expect(showsFinanceButton({ status: 'in_stock' }, true)).toBe(true)
    expect(showsFinanceButton({ status: 'coming_soon' }, true)).toBe(true)
    expect(showsFinanceButton({ status: 'sold' }, true)).toBe(false)
    expect(showsFinanceButton({ status: 'in_stock', sold: true }, true)).toBe(false)
    expect(showsFinanceButton({ status: 'in_stock' }, false)).toBe(false)
  })

  it('car history button requires a file', () => {
    expect(showsCarHistoryButton({ file: 'https://cdn.example/report.pdf' })).toBe(true)
    expect(showsCarHistoryButton({ file: true })).toBe(true)
    expect(showsCarHistoryButton({ file: false })).toBe(false)
    expect(showsCarHistoryButton({ file: '' })).toBe(false)
    expect(showsCarHistoryButton({ file: null })).toBe(false)
  })

  it('Online Purchase shows only for eligible used cars on one dealer', () => {
    expect(showsOnlinePurchase({ status: 'in_stock', car_type: 'used' }, true)).toBe(true)
    expect(showsOnlinePurchase({ status: 'in_stock', car_type: 'new' }, true)).toBe(false)
    expect(showsOnlinePurchase({ status: 'sold', car_type: 'used' }, true)).toBe(false)
    expect(showsOnlinePurchase({ status: 'in_stock', car_type: 'used' }, false)).toBe(false)
  })
})

describe('Reserve only where it can work (issue 19.6): cards and car pages follow one rule', () => {
  it('Reserve Now does not show on sites with reservations turned off (the link 404s)', () => {
    expect(showsReserveButton({ status: 'in_stock' }, false)).toBe(false)
    const card = cardButtons({ status: 'in_stock' }, { reservations: false })
    expect(card.available && card.buttons).toEqual(['enquire', 'finance', 'view-details'])
    const buyOnline = cardButtons({ status: 'in_stock' }, { reservations: false, purchaseButton: 'buy-online' })
    expect(buyOnline.available && buyOnline.buttons).not.toContain('buy-online')
  })

  it('Reserve Now does not show on cars that are already reserved, leading to a dead end', () => {
    expect(showsReserveButton({ status: 'in_stock', reserved: true }, true)).toBe(false)
    const card = cardButtons({ status: 'in_stock', reserved: true }, { purchaseButton: 'buy-online' })
    expect(card.available && card.buttons).toEqual(['enquire', 'finance', 'view-details'])
    expect(showsReserveButton({ status: 'in_stock', reserved: false }, true)).toBe(true)
  })

  it('Online Purchase does not show on a reserved car, as the checkout journey refuses it', () => {
    expect(showsOnlinePurchase({ status: 'in_stock', car_type: 'used', reserved: true }, true)).toBe(false)
  })

  it('the card drops its Finance button where finance is not offered for the car (spec §5)', () => {
    const card = cardButtons({ status: 'in_stock' }, { finance: false })
    expect(card.available && card.buttons).toEqual(['enquire', 'view-details', 'reserve-now'])
  })
})

describe('showsWatchlistButton (spec §4)', () => {
  it('A sold car is not shown in the watchlist button unless already saved', () => {
    expect(showsWatchlistButton({ status: 'sold' }, false)).toBe(false)
    expect(showsWatchlistButton({ status: 'sold' }, true)).toBe(true)
    expect(showsWatchlistButton({ status: 'in_stock' }, false)).toBe(true)
  })
})

describe('showsCompareAndFavourite (spec §5)', () => {
  const car: Car = { status: 'in_stock', car_type: 'used', price: 20000, images: [{ image: { url: 'a.jpg' } }] }

  it('Compare and favourite controls are hidden when the site does not store favourites or the car is not for sale', () => {
    expect(showsCompareAndFavourite(car, { storesFavourites: true })).toBe(true)
    expect(showsCompareAndFavourite(car, { storesFavourites: false })).toBe(false)
    expect(showsCompareAndFavourite({ ...car, status: 'sold' }, { storesFavourites: true })).toBe(false)
  })

  it('on some sites also when the car is not used, has price of 0 or less, or has no images', () => {
    const strict = { storesFavourites: true, requireUsedPricedWithImages: true }
    expect(showsCompareAndFavourite(car, strict)).toBe(true)
    expect(showsCompareAndFavourite({ ...car, car_type: 'new' }, strict)).toBe(false)
    expect(showsCompareAndFavourite({ ...car, price: 0 }, strict)).toBe(false)
    expect(showsCompareAndFavourite({ ...car, price: 1 }, strict)).toBe(true)
    expect(showsCompareAndFavourite({ ...car, images: [] }, strict)).toBe(false)
    expect(showsCompareAndFavourite({ ...car, images: [], photos_count: 3 }, strict)).toBe(true)
    expect(
      showsCompareAndFavourite({ ...car, car_type: 'new', price: 0, images: [] }, { storesFavourites: true }),
    ).toBe(true)
  })
})

describe('showsStickyFooter (spec §2)', () => {
  it('Sticky mobile footer appears after scrolling 50 px', () => {
    expect(showsStickyFooter(50)).toBe(false)
    expect(showsStickyFooter(51)).toBe(true)
  })
})
