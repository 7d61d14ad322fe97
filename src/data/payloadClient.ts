import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { nextRuntime } from '@/config/env'

/**
 * One Payload instance per server process (getPayload caches it). Inside the Next.js server it also starts the
 * jobs' autoRun crons (lead delivery, index retries, reservation expiry): Payload starts them only for a getPayload
 * call with `cron: true`, which its own admin and REST routes make but shopper pages and APIs did not, so a site with
 * shopper traffic alone never delivered a lead (test:faults, scenario c). Scripts and tests run jobs themselves.
 */
export const payloadClient = (): Promise<Payload> => getPayload({ config, cron: nextRuntime() === 'nodejs' })
