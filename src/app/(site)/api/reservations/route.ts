import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH } from '@payloadcms/next/routes'
import { handleReservation } from '@/shopper/reserveRequest'

export const dynamic = 'force-dynamic'

/** POST /api/reservations: a shopper reserves a car with the refundable deposit (48-hour hold). */
export function POST(request: Request) {
  return handleReservation(request)
}

// This file shadows Payload's REST route for the reservations collection, so staff's list, bulk update and bulk
// delete are handed to Payload's own handlers (with its access control and tenant scoping) rather than lost.
const collection = { params: Promise.resolve({ slug: ['reservations'] }) }
const rest = {
  GET: REST_GET(config),
  PATCH: REST_PATCH(config),
  DELETE: REST_DELETE(config),
  OPTIONS: REST_OPTIONS(config),
}
export const GET = (request: Request) => rest.GET(request, collection)
export const PATCH = (request: Request) => rest.PATCH(request, collection)
export const DELETE = (request: Request) => rest.DELETE(request, collection)
export const OPTIONS = (request: Request) => rest.OPTIONS(request, collection)
