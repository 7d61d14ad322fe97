import type { Payload } from 'payload'
import { payloadClient } from './payloadClient'

/** Whoever the request's Payload session cookie signs in (staff in the admin), or null. Never cached. */
export async function signedInUser(headers: Headers): Promise<Awaited<ReturnType<Payload['auth']>>['user']> {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers })
  return user
}
