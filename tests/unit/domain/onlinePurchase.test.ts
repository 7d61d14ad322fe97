import { describe, expect, it } from 'vitest'
import { DELIVERY, PICK_UP, PURCHASE_STEPS, purchaseErrors } from '@/domain/onlinePurchase'

describe('online purchase (spec §2 /checkout-journey?car_id={slug}: steps details, trade-in, finance, delivery or pick-up, review)', () => {
  it('has the five steps in order', () => {
    expect(PURCHASE_STEPS).toEqual(['Your details', 'Trade-in', 'Finance', 'Delivery or pick-up', 'Review'])
  })

  it('pick-up without a trade-in needs nothing more', () => {
    expect(purchaseErrors({ handover: PICK_UP, 'do-you-have-a-trade-in': 'No' })).toEqual([])
  })

  it('delivery needs an address', () => {
    expect(purchaseErrors({ handover: DELIVERY, delivery_address: '  ' }).map((e) => e.field)).toEqual([
      'delivery_address',
    ])
    expect(purchaseErrors({ handover: DELIVERY, delivery_address: '1 Main St, Dandenong VIC 3175' })).toEqual([])
  })

  it('a trade-in needs its make, model and year', () => {
    const errors = purchaseErrors({ 'do-you-have-a-trade-in': 'Yes', trade_make: 'Mazda', handover: PICK_UP })
    expect(errors.map((e) => e.field)).toEqual(['trade_model', 'trade_year'])
    expect(errors[0]!.message).toBe("Enter your trade-in's model.")
  })
})
