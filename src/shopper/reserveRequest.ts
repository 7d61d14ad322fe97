import { reservationDeposit } from '@/domain/reservation'
import { carTitle } from '@/domain/carTitle'
import { clientIp } from '@/lib/requestGuards'
import { siteCarById } from '@/data/cars'
import { jsonResponse, phoneFrom, shopperRequest } from './http'
import { parsePositiveId } from './ids'
import { consumeLimit, refundLimit } from './limits'
import { CAR_ALREADY_RESERVED, reserveCar } from '@/data/reservations'
import { RESERVE_MESSAGES, reserveRules } from './reserveRules'
import { signedInPhone } from './session'
import { confirmReservation } from './reservationConfirmation'
import { hasControlCharacter } from '@/domain/controlCharacter'
import { currencyCode } from '@/domain/currency'

const field = (name: string, message: string) =>
  jsonResponse(400, { success: false, error: message, errors: [{ field: name, message }] })
const tooMany = (error: string, retryAfterSeconds: number) =>
  jsonResponse(429, { success: false, error }, { 'Retry-After': String(retryAfterSeconds) })

/**
 * POST /api/reservations { car_id, name, email, phone_number }: reserves one of the site's available cars with the
 * site's deposit. Issue 16: car_id is a strict positive integer; holds are limited per phone (live holds) and per
 * client address (a day), from the site's settings; gated sites, and sites that require a verified phone before a
 * hold (the default where a deposit is taken), take the phone from the signed-in session only, never the body.
 * Answers: 400 naming the field, 401 to sign in first, 404 when the site takes no reservations, 409 when the car
 * was just taken, 429 with Retry-After over a limit.
 */
export async function handleReservation(request: Request): Promise<Response> {
  const req = await shopperRequest(request)
  if ('response' in req) return req.response
  const { site, body } = req
  if (site.carPage?.reserve === false)
    return jsonResponse(404, { success: false, error: 'This site does not take reservations online.' })
  const rules = reserveRules(site.carPage)
  const carId = parsePositiveId(body.car_id)
  if (carId === null) return field('car_id', 'car_id: a car id (a whole number) is required.')
  const name = typeof body.name === 'string' ? body.name.trim() : ''
  const email = typeof body.email === 'string' ? body.email.trim() : ''
  // Control characters (NUL among them, which Postgres refuses with a 500) have no place in a name or an address.
  if (!name || name.length > 200 || hasControlCharacter(name)) return field('name', 'name: your name is required.')
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 320 || hasControlCharacter(email))
    return field('email', 'email: enter a valid email address.')
  const sessionPhone = await signedInPhone(request.headers)
  if ((site.finance?.gatedMode || rules.requiresSignIn) && !sessionPhone)
    return jsonResponse(401, { success: false, error: RESERVE_MESSAGES.signIn })
  const phone = sessionPhone ? { phone: sessionPhone } : phoneFrom(body, site)
  if ('response' in phone) return phone.response
  const car = await siteCarById(site, carId)
  if (!car || car.status !== 'in_stock' || car.reserved) {
    return car?.reserved
      ? jsonResponse(409, { success: false, error: CAR_ALREADY_RESERVED })
      : field('car_id', 'car_id: this car cannot be reserved.')
  }
  // Holds per client address a day: a point is taken before the hold and given back if no hold is made.
  const ipLimit = { name: 'reserve-ip', points: rules.holdsPerIpPerDay, duration: 24 * 60 * 60 } as const
  const ipKey = `${site.id}:${clientIp(request.headers)}`
  const allowed = await consumeLimit(ipLimit, ipKey)
  if (!allowed.ok) return tooMany(RESERVE_MESSAGES.ipLimit, allowed.retryAfterSeconds)
  const deposit = reservationDeposit({
    payment_processors: car.payment_processors,
    dealerDepositAmount: site.carPage?.depositAmount,
  })
  let result: Awaited<ReturnType<typeof reserveCar>>
  try {
    result = await reserveCar({
      siteId: site.id,
      siteSlug: site.slug,
      carId: car.id,
      phone: phone.phone,
      name,
      email,
      depositDollars: deposit.amount,
      // Stripe takes the ISO code in lower case.
      currency: currencyCode(site.locale).toLowerCase(),
      description: `Deposit for ${carTitle(car)} (${site.name})`,
      maxLiveHoldsPerPhone: rules.holdsPerPhone,
    })
  } catch (error) {
    await refundLimit(ipLimit, ipKey)
    throw error
  }
  if (!result.ok) {
    await refundLimit(ipLimit, ipKey)
    // Live holds end after 48 hours (or when staff cancel one), so the wait is the hold time at most.
    return result.reason === 'phone-limit'
      ? tooMany(RESERVE_MESSAGES.phoneLimit, 3600)
      : jsonResponse(409, { success: false, error: CAR_ALREADY_RESERVED })
  }
  // Issue 39.2: the shopper hears back with the order reference; the hold stands whatever the message does.
  await confirmReservation(site, car, { name, email, phone: phone.phone }, result.orderReference, result.holdUntil)
  return jsonResponse(201, {
    success: true,
    reservation_id: result.id,
    order_reference: result.orderReference,
    hold_until: result.holdUntil.toISOString(),
    provider: result.deposit.provider,
    client_secret: result.deposit.clientSecret,
    deposit: deposit.amount,
  })
}
