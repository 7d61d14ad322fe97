import type { Access, RequestContext } from 'payload'

/** Set by the server's reservation flow (hold, release): the one car whose `reserved` flag it may change. */
export const RESERVATION_HOLD_CAR = 'reservationHoldCar'

export const reservationHoldContext = (carId: number): RequestContext => ({ [RESERVATION_HOLD_CAR]: carId })

/**
 * Staff edit cars (the multi-tenant plugin narrows them to their sites). Without a user, only the reservation flow
 * reaches a car, and only the one it holds; the context is set by server code, never from a request.
 */
export const updateCars: Access = ({ req }) => {
  if (req.user) return true
  const carId = req.context?.[RESERVATION_HOLD_CAR]
  return typeof carId === 'number' ? { id: { equals: carId } } : false
}
