/**
 * A payment processor as a shopper reads it on the car page ("Payment methods": spec §4's sidebar): feeds and the
 * admin store ids ("stripe", "afterpay"); the brands have their own spelling. An unknown id is shown capitalised.
 */
const BRANDS: Record<string, string> = {
  stripe: 'Stripe',
  paypal: 'PayPal',
  afterpay: 'Afterpay',
  zip: 'Zip',
  zippay: 'Zip',
  klarna: 'Klarna',
  applepay: 'Apple Pay',
  apple_pay: 'Apple Pay',
  googlepay: 'Google Pay',
  google_pay: 'Google Pay',
  card: 'Card',
  eftpos: 'EFTPOS',
  bank_transfer: 'Bank transfer',
}

export function paymentMethodLabel(id: unknown): string | null {
  const text = typeof id === 'string' ? id.trim() : ''
  if (!text) return null
  const brand = BRANDS[text.toLowerCase().replace(/[\s-]+/g, '_')] ?? BRANDS[text.toLowerCase().replace(/[\s_-]+/g, '')]
  if (brand) return brand
  return text === text.toLowerCase() ? text.charAt(0).toUpperCase() + text.slice(1) : text
}

/** The labels of a car's processors, each once, in the feed's order. */
export function paymentMethodLabels(ids: readonly unknown[] | null | undefined): string[] {
  return [...new Set((ids ?? []).map(paymentMethodLabel).filter((l): l is string => l !== null))]
}
