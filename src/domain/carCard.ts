import { formatOdometer } from './odometer'
import type { Car, CarType, Locale } from './types'

/** Search cards show year, make, model, badge and series. */
export function carCardTitle(car: Pick<Car, 'year' | 'make' | 'model' | 'badge' | 'series'>): string {
  return [car.year, car.make, car.model, car.badge, car.series]
    .map((part) => (part === null || part === undefined ? '' : String(part).trim()))
    .filter(Boolean)
    .join(' ')
}

const CONDITION: Record<CarType, string> = { new: 'New', used: 'Used', demo: 'Demo' }

export interface CardDetail {
  label: 'Condition' | 'Transmission' | 'Odometer' | 'Fuel Type'
  value: string
}

/**
 * With descriptions on, cards also show Condition, Transmission, Odometer (in the site's unit, as stored) and Fuel Type
 * (missing values left out).
 */
export function carCardDetails(
  car: Pick<Car, 'car_type' | 'simple_transmission' | 'trans' | 'km' | 'simple_fuel' | 'fuel'>,
  locale?: Locale | null,
): CardDetail[] {
  const details: CardDetail[] = []
  if (car.car_type) details.push({ label: 'Condition', value: CONDITION[car.car_type] })
  const transmission = car.simple_transmission?.trim() || car.trans?.trim()
  if (transmission) details.push({ label: 'Transmission', value: transmission })
  if (typeof car.km === 'number') details.push({ label: 'Odometer', value: formatOdometer(car.km, locale) })
  const fuel = car.simple_fuel?.trim() || car.fuel?.trim()
  if (fuel) details.push({ label: 'Fuel Type', value: fuel })
  return details
}

/** The car PDF is saved as {slug}.pdf. */
export function carPdfFileName(slug: string): string {
  return `${slug}.pdf`
}
