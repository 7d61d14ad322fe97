import { handleReservation } from '@/shopper/reserveRequest'

export const dynamic = 'force-dynamic'

/** POST /api/reservations: reserve a car with the refundable deposit (48-hour hold). */
export function POST(request: Request) {
  return handleReservation(request)
}
