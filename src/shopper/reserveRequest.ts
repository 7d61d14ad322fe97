import { reservationDeposit } from '../domain/reservation'
import { siteCarById } from '../lib/carData'
import { jsonResponse, phoneFrom, shopperRequest } from './http'
import { CAR_ALREADY_RESERVED, reserveCar } from './reservations'
import { signedInPhone } from './session'

const CURRENCY: Record<string, string> = { 'en-AU': 'aud', 'en-NZ': 'nzd', 'en-US': 'usd' }
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001F\u007F]/

const field = (name: string, message: string) => jsonResponse(400, { success: false, error: message, errors: [{ field: name, message }] })

/**
 * POST /api/reservations { car_id, name, email, phone_number }: reserves one of the site's available cars with the
 * site's deposit. Gated sites take the phone from the signed-in session only.
 */
export async function handleReservation(request: Request): Promise<Response> {
  const req = await shopperRequest(request)
  if ('response' in req) return req.response
  const { site, body, payload } = req
  if (site.carPage?.reserve === false) return jsonResponse(404, { success: false, error: 'This site does not take reservations online.' })
  const sessionPhone = await signedInPhone(payload, request.headers)
  if (site.finance?.gatedMode && !sessionPhone) return jsonResponse(401, { success: false, error: 'Please sign in to reserve this car.' })
  const phone = sessionPhone ? { phone: sessionPhone } : phoneFrom(body, site)
  if ('response' in phone) return phone.response
  const name = typeof body.name === 'string' ? body.name.trim() : ''
  const email = typeof body.email === 'string' ? body.email.trim() : ''
  // Control characters (NUL among them, which Postgres refuses with a 500) have no place in a name or an address.
  if (!name || name.length > 200 || CONTROL_CHARACTER.test(name)) return field('name', 'name: your name is required.')
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 320 || CONTROL_CHARACTER.test(email)) return field('email', 'email: enter a valid email address.')
  const car = await siteCarById(site, Number(body.car_id))
  if (!car || car.status !== 'in_stock' || car.reserved) {
    return car?.reserved ? jsonResponse(409, { success: false, error: CAR_ALREADY_RESERVED }) : field('car_id', 'car_id: this car cannot be reserved.')
  }
  const deposit = reservationDeposit({ payment_processors: car.payment_processors, dealerDepositAmount: site.carPage?.depositAmount })
  const result = await reserveCar(payload, {
    siteId: site.id,
    carId: car.id,
    phone: phone.phone,
    name,
    email,
    depositDollars: deposit.amount,
    currency: CURRENCY[site.locale ?? 'en-AU'] ?? 'aud',
    description: `Deposit for ${[car.year, car.make, car.model].filter(Boolean).join(' ')} (${site.name})`,
  })
  if (!result.ok) return jsonResponse(409, { success: false, error: CAR_ALREADY_RESERVED })
  return jsonResponse(201, {
    success: true,
    reservation_id: result.id,
    hold_until: result.holdUntil.toISOString(),
    provider: result.deposit.provider,
    client_secret: result.deposit.clientSecret,
    deposit: deposit.amount,
  })
}
