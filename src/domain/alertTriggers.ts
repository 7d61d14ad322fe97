/** The fields of a car that decide whether a change is worth an alert. */
export interface AlertTriggerCar {
  id: number
  price?: number | null
  status?: string | null
  sold?: boolean | null
  show_on_dealer_website?: boolean | null
}

const onSale = (car: AlertTriggerCar | null | undefined) =>
  Boolean(car) &&
  // Unset is shown, as the car's shape reads it (src/data/shapes/car.ts).
  car!.show_on_dealer_website !== false &&
  car!.sold !== true &&
  (car!.status === 'in_stock' || car!.status === 'coming_soon')

/**
 * Issue 30.3 "matching runs after imports, price changes and edits": a car is newly listed when it is on sale now and
 * was not before (created, or put back on the website); its price dropped when both prices are real (over $10, the
 * price display's threshold) and the new one is lower. Anything else sends nothing.
 */
export function alertTrigger(
  before: AlertTriggerCar | null | undefined,
  after: AlertTriggerCar,
): { kind: 'listed' } | { kind: 'price-drop'; before: number; after: number } | null {
  if (!onSale(after)) return null
  if (!onSale(before)) return { kind: 'listed' }
  const was = before!.price
  const now = after.price
  if (typeof was === 'number' && typeof now === 'number' && now > 10 && was > 10 && now < was)
    return { kind: 'price-drop', before: was, after: now }
  return null
}
