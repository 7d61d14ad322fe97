import { TZDate } from '@date-fns/tz'
import type { Site } from '@/payload-types'
import { carTitle } from '@/domain/carTitle'
import { formatAppointment } from '@/domain/clock'
import type { Locale } from '@/domain/types'
import type { SiteCar } from '@/data/cars'
import { sendShopperConfirmation } from '@/data/confirmations'
import { type ConfirmationDeps, type ConfirmationRecord, dealerContact } from '@/leads/delivery/confirmation'

const pad = (n: number) => String(n).padStart(2, '0')

/** The hold's end as the shopper reads it, on the site's clock: 'Wednesday 9 December at 3:00pm'. */
export function holdUntilText(holdUntil: Date, timeZone: string, locale: Locale): string | null {
  const at = new TZDate(holdUntil.getTime(), timeZone)
  const wall = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`
  return formatAppointment(wall, locale)
}

/**
 * Issue 39.2: a reservation's confirmation to the shopper (their e-mail; the reservation form asks no contact
 * method), with the order reference, the dealer, the car and how long it is held. Never fails the reservation.
 */
export async function confirmReservation(
  site: Site,
  car: SiteCar,
  shopper: { name: string; email: string; phone: string },
  orderReference: string,
  holdUntil: Date,
  deps: ConfirmationDeps = {},
): Promise<ConfirmationRecord | null> {
  try {
    const location = car.location && typeof car.location === 'object' ? car.location : null
    const dealer = dealerContact(site, car.dealership, location)
    const locale = (site.locale ?? 'en-AU') as Locale
    return await sendShopperConfirmation(
      site,
      { email: shopper.email, phone: shopper.phone },
      {
        kind: 'reservation',
        reference: orderReference,
        locale,
        dealer,
        car: carTitle(car),
        holdUntil: holdUntilText(holdUntil, dealer.timeZone, locale),
      },
      { 'X-Reservation-Reference': orderReference, 'X-Lead-Event': 'reservation-confirmation' },
      deps,
    )
  } catch (error) {
    console.warn(
      `reservation ${orderReference}: confirmation not sent (${error instanceof Error ? error.message : error})`,
    )
    return null
  }
}
