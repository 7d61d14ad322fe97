import { describe, expect, it } from 'vitest'
import { paymentMethodLabel, paymentMethodLabels } from '@/domain/paymentMethodLabel'

describe('spec §4 sidebar "Payment methods": processors read as their brands', () => {
  it('stored ids show as the brands spell them', () => {
    expect(paymentMethodLabel('stripe')).toBe('Stripe')
    expect(paymentMethodLabel('PAYPAL')).toBe('PayPal')
    expect(paymentMethodLabel('apple-pay')).toBe('Apple Pay')
    expect(paymentMethodLabel('eftpos')).toBe('EFTPOS')
  })

  it('an unknown id is capitalised, a spelled name kept, blanks and non-text dropped, repeats shown once', () => {
    expect(paymentMethodLabel('humm')).toBe('Humm')
    expect(paymentMethodLabel('Latitude Pay')).toBe('Latitude Pay')
    expect(paymentMethodLabels(['stripe', ' ', null, 7, 'Stripe', 'afterpay'])).toEqual(['Stripe', 'Afterpay'])
    expect(paymentMethodLabels(null)).toEqual([])
  })
})
