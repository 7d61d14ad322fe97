import { describe, expect, it } from 'vitest'
import * as domain from '@/domain'

describe('src/domain index', () => {
  it('exports the rules pages and APIs call', () => {
    for (const name of [
      'priceDisplay',
      'cardTag',
      'isAvailableForSale',
      'isFinanceEligible',
      'showsTradeInButton',
      'showsBelowMarketBadge',
      'isOpenNow',
      'groupOpeningHours',
      'maskPhone',
      'dealerComments',
      'sortModels',
      'locationSlug',
      'listingTitle',
      'displayedResultCount',
      'localeSpelling',
      'moveThumb',
      'insertPromoTiles',
      'nearestLocation',
      'checkPostcode',
      'reducedPrice',
      'reservationDeposit',
      'offerTextView',
      'starRating',
      'enquiryEventId',
      'repayment',
      'carSpecRows',
      'listedUntil',
      'searchStateToUrl',
      'searchStateFromUrl',
      'complaintAuthoritiesFor',
      'normalisePhone',
    ]) {
      expect(typeof (domain as Record<string, unknown>)[name], name).toBe('function')
    }
  })
})
