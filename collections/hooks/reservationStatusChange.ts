import type { CollectionAfterChangeHook } from 'payload'
import { relationId } from '@/domain/relationId'

/**
 * Staff changed a reservation: a confirmed sale marks the car sold (the listing rule keeps it listed as SOLD for
 * the dealer's include_sold_cars_days); a cancelled hold puts the car back on sale. The car's own hooks re-index it.
 * Done as the staff member (their access to their own site's cars), never overriding access.
 */
export const reservationStatusChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || doc.status === previousDoc?.status) return doc
  const carId = relationId(doc.car)
  if (carId === undefined) return doc
  if (doc.status === 'confirmed') {
    await req.payload.update({
      collection: 'cars',
      id: carId,
      data: { reserved: false, status: 'sold', sold_date: new Date().toISOString() },
      overrideAccess: false,
      req,
    })
  } else if (doc.status === 'cancelled' || doc.status === 'released') {
    await req.payload.update({ collection: 'cars', id: carId, data: { reserved: false }, overrideAccess: false, req })
  }
  return doc
}
