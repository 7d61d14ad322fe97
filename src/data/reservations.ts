import { reservationHoldContext } from '@collections/access/cars'
import { RESERVATION_HOLD_HOURS } from '@/domain/reservation'
import { paymentProvider, type DepositStart } from '@/shopper/payments/provider'
import { freshReference } from '@/leads/reference'
import { payloadClient } from './payloadClient'
import { postgresPool } from './pool'
import { RELEASE_RESERVATION_TASK } from './reservationRelease'

/** Shopper reservations (and the payment webhook's paid deposit); the hold's end is reservationRelease.ts, a job. */
const pool = async () => postgresPool(await payloadClient(), 'Reservations')
async function query<R = Record<string, unknown>>(text: string, values?: unknown[]) {
  return (await pool()).query<R>(text, values)
}

export const CAR_ALREADY_RESERVED =
  'Sorry, someone has just reserved this car. Enquire and we will let you know if it comes free.'

export interface ReservationInput {
  siteId: number
  /** The site's slug: the order reference's prefix (issue 39.2); read from the site when not given. */
  siteSlug?: string
  carId: number
  phone: string
  name: string
  email: string
  depositDollars: number
  currency: string
  description: string
  /** Live holds (awaiting payment or held) the phone may have on the site; unset: no limit (staff and tests). */
  maxLiveHoldsPerPhone?: number
}

export type ReservationResult =
  | { ok: true; id: number; orderReference: string; holdUntil: Date; deposit: DepositStart }
  | { ok: false; reason: 'taken' | 'phone-limit' }

/** Statuses that hold a car for the shopper (a confirmed sale is no longer a hold). */
const LIVE_HOLD = "status IN ('awaiting_payment', 'held')"

const INSERT_RESERVATION = `INSERT INTO reservations (site_id, car_id, phone, name, email, status, deposit_cents, provider, hold_until, order_reference)
       VALUES ($1, $2, $3, $4, $5, 'awaiting_payment', $6, $7, $8, $9) RETURNING id`

/** Live holds of one phone on one site. */
export async function liveHoldsOfPhone(siteId: number, phone: string, now = new Date()): Promise<number> {
  const { rows } = await query<{ n: string }>(
    `SELECT count(*) AS n FROM reservations WHERE site_id = $1 AND phone = $2 AND ${LIVE_HOLD} AND hold_until > $3`,
    [siteId, phone, now],
  )
  return Number(rows[0]?.n ?? 0)
}

/**
 * Inserts the hold; with a per-phone limit, in a transaction that first takes an advisory lock on (site, phone) and
 * then counts: two parallel holds by one phone are decided one after the other, so both cannot see one hold left.
 */
async function insertHold(input: ReservationInput, values: unknown[], now: Date): Promise<number | 'phone-limit'> {
  const db = await pool()
  if (input.maxLiveHoldsPerPhone === undefined)
    return (await db.query<{ id: number }>(INSERT_RESERVATION, values)).rows[0]!.id
  const client = await db.connect()
  try {
    await client.query('BEGIN')
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
      `reservation-phone:${input.siteId}:${input.phone}`,
    ])
    const { rows } = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM reservations WHERE site_id = $1 AND phone = $2 AND ${LIVE_HOLD} AND hold_until > $3`,
      [input.siteId, input.phone, now],
    )
    if (Number(rows[0]?.n ?? 0) >= input.maxLiveHoldsPerPhone) {
      await client.query('ROLLBACK')
      return 'phone-limit'
    }
    const id = (await client.query<{ id: number }>(INSERT_RESERVATION, values)).rows[0]!.id
    await client.query('COMMIT')
    return id
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
}

/**
 * Reserves a car for 48 hours. The partial unique index (one live reservation a car) decides a race: of two shoppers
 * reserving at once exactly one insert succeeds, never check-then-write. The car then shows Reserved everywhere (its
 * save re-indexes it at once) and a job is queued to release the hold when it ends. With `maxLiveHoldsPerPhone` a
 * phone that already holds that many cars on the site is refused (issue 16).
 */
export async function reserveCar(input: ReservationInput, now = new Date()): Promise<ReservationResult> {
  const holdUntil = new Date(now.getTime() + RESERVATION_HOLD_HOURS * 3600 * 1000)
  const provider = paymentProvider()
  let id: number
  const slug =
    input.siteSlug ??
    (await query<{ slug: string }>('SELECT slug FROM sites WHERE id = $1', [input.siteId])).rows[0]?.slug ??
    'site'
  const orderReference = await freshReference(await payloadClient(), slug, async (reference) => {
    const { rows } = await query('SELECT 1 FROM reservations WHERE order_reference = $1', [reference])
    return rows.length > 0
  })
  try {
    const values = [
      input.siteId,
      input.carId,
      input.phone,
      input.name,
      input.email,
      Math.round(input.depositDollars * 100),
      provider.name,
      holdUntil,
      orderReference,
    ]
    const inserted = await insertHold(input, values, now)
    if (inserted === 'phone-limit') return { ok: false, reason: 'phone-limit' }
    id = inserted
  } catch (error) {
    if ((error as { code?: string }).code === '23505') return { ok: false, reason: 'taken' }
    throw error
  }
  const deposit = await provider.startDeposit({
    reservationId: id,
    amountCents: Math.round(input.depositDollars * 100),
    currency: input.currency,
    description: input.description,
    email: input.email,
  })
  if (deposit.paymentRef)
    await query('UPDATE reservations SET payment_ref = $2 WHERE id = $1', [id, deposit.paymentRef])
  // A system write for the shopper: access allows exactly this car through the reservation context.
  const payload = await payloadClient()
  await payload.update({
    collection: 'cars',
    id: input.carId,
    data: { reserved: true },
    overrideAccess: false,
    context: reservationHoldContext(input.carId),
  })
  await payload.jobs.queue({
    task: RELEASE_RESERVATION_TASK,
    input: { reservationId: id },
    waitUntil: holdUntil,
  })
  return { ok: true, id, orderReference, holdUntil, deposit }
}

/** Stripe said the deposit is paid: the hold stands (awaiting_payment → held). */
export async function markDepositPaid(paymentRef: string): Promise<boolean> {
  const { rowCount } = await query(
    "UPDATE reservations SET status = 'held' WHERE payment_ref = $1 AND status = 'awaiting_payment'",
    [paymentRef],
  )
  return rowCount === 1
}

export async function liveReservationsOfCar(carId: number): Promise<number> {
  const { rows } = await query<{ n: string }>(
    "SELECT count(*) AS n FROM reservations WHERE car_id = $1 AND status IN ('awaiting_payment', 'held', 'confirmed')",
    [carId],
  )
  return Number(rows[0]?.n ?? 0)
}
