import type { TaskConfig } from 'payload'
import { RELEASE_RESERVATION_TASK, releaseReservation } from '@/data/reservations'

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
