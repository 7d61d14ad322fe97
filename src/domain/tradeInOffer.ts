/** Spec §4 Trade-in reduced price: when offer_price is above 0, reducedPrice = price minus offer_price; otherwise the price. */
export function reducedPrice(price: number, offer_price: number | null | undefined): number {
  return typeof offer_price === 'number' && offer_price > 0 ? price - offer_price : price
}
