import { describe, expect, it } from 'vitest'
import { offerPath, offersForSite } from '@/domain/offers'

describe('offerPath (content spec: /offers/{manufacturer}/{offerId} or /offers/{offerId}. The manufacturer segment appears only when the site has no single manufacturer)', () => {
  it('leaves out the manufacturer on a single-manufacturer site', () => {
    expect(offerPath({ id: 12 }, 'toyota', true)).toBe('/offers/12')
  })

  it('includes the manufacturer when the site has no single manufacturer', () => {
    expect(offerPath({ id: 12 }, 'toyota', false)).toBe('/offers/toyota/12')
    expect(offerPath({ id: 12 }, null, false)).toBe('/offers/12')
  })
})

describe('offersForSite (Offer excluded_website_ids)', () => {
  it('drops offers that exclude the site', () => {
    const offers = [{ id: 1, excluded_website_ids: [7] }, { id: 2, excluded_website_ids: ['8'] }, { id: 3 }]
    expect(offersForSite(offers, '7').map((o) => o.id)).toEqual([2, 3])
    expect(offersForSite(offers, 8).map((o) => o.id)).toEqual([1, 3])
  })
})
