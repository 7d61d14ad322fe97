import type { Payload, TaskConfig } from 'payload'
import { reservationHoldContext } from '@collections/access/cars'
import { postgresPool } from './pool'

/**
 * The job that ends a reservation's 48-hour hold. Payload's config imports it, so it works with the job's own Payload
 * handle (the task's req.payload) rather than payloadClient, which imports the config.
 */
export const RELEASE_RESERVATION_TASK = 'releaseReservation'

/** Ends a hold that staff did not confirm as a sale; the car is shown as available again. */
export async function releaseReservation(
  payload: Payload,
  reservationId: number,
  now = new Date(),
): Promise<'released' | 'kept'> {
  const { rows } = await postgresPool(payload, 'Reservations').query<{ car_id: number }>(
    "UPDATE reservations SET status = 'released' WHERE id = $1 AND status IN ('awaiting_payment', 'held') AND hold_until <= $2 RETURNING car_id",
    [reservationId, now],
  )
  const carId = rows[0]?.car_id
  if (carId === undefined) return 'kept'
  await payload.update({
    collection: 'cars',
    id: carId,
    data: { reserved: false },
    overrideAccess: false,
    context: reservationHoldContext(carId),
  })
  return 'released'
}

/** Runs when a reservation's 48-hour hold ends (queued with waitUntil): releases it unless staff confirmed the sale. */
export const releaseReservationTask: TaskConfig<{ input: { reservationId: number }; output: { outcome: string } }> = {
  slug: RELEASE_RESERVATION_TASK,
  label: 'Release an expired car reservation',
  retries: 5,
  inputSchema: [{ name: 'reservationId', type: 'number', required: true }],
  outputSchema: [{ name: 'outcome', type: 'text' }],
  handler: async ({ input, req }) => ({
    output: { outcome: await releaseReservation(req.payload, input.reservationId) },
  }),
}
