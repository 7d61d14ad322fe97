/** Spec §2: /checkout-journey?car_id={slug}, online purchase of the used cars of the dealer that offers it. */
export const CHECKOUT_JOURNEY_PATH = '/checkout-journey'

/** The journey's steps, in order (issue: details, trade-in, finance, delivery or pick-up, review). */
export const PURCHASE_STEPS = ['Your details', 'Trade-in', 'Finance', 'Delivery or pick-up', 'Review'] as const

export const PICK_UP = 'Pick up from the dealership'
export const DELIVERY = 'Deliver to my address'
export const HANDOVER_OPTIONS = [PICK_UP, DELIVERY] as const

export interface PurchaseError {
  field: string
  message: string
}

type Values = Record<string, unknown>
const filled = (value: unknown) => typeof value === 'string' && value.trim() !== ''

/**
 * Rules that tie one step's answers to another's: a trade-in needs its make, model and year; delivery needs an
 * address. (Each field's own format is checked by the form's schema.)
 */
export function purchaseErrors(values: Values): PurchaseError[] {
  const errors: PurchaseError[] = []
  if (values['do-you-have-a-trade-in'] === 'Yes') {
    for (const [field, label] of [
      ['trade_make', 'make'],
      ['trade_model', 'model'],
      ['trade_year', 'year'],
    ] as const) {
      if (!filled(values[field])) errors.push({ field, message: `Enter your trade-in's ${label}.` })
    }
  }
  if (values.handover === DELIVERY && !filled(values.delivery_address)) {
    errors.push({ field: 'delivery_address', message: 'Enter the address we deliver the car to.' })
  }
  return errors
}
