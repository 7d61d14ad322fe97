import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** One Payload instance per server process (getPayload caches it). */
export const payloadClient = (): Promise<Payload> => getPayload({ config })
