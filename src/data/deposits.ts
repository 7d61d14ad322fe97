import { payloadClient } from './payloadClient'
import { markDepositPaid } from './reservations'

/**
 * markDepositPaid for the payment provider's webhook. Its own module: reservations.ts is imported by the config's
 * release job, so it must not import the Payload client (the config) itself.
 */
export const depositPaid = async (paymentRef: string): Promise<boolean> =>
  markDepositPaid(await payloadClient(), paymentRef)
