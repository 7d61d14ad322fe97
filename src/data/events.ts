import { payloadClient } from './payloadClient'

/** A phone reveal (spec §7), recorded as a structured entry in Payload's log. */
export async function recordPhoneReveal(record: { car_id: number; dealership_id: number; website_id: number }) {
  const payload = await payloadClient()
  payload.logger.info({ event: 'phone_reveal', ...record }, 'phone reveal')
}
