import { environment, type Environment } from '@/config/env'

/**
 * Whether `GET /api/dev/sms-outbox` may answer at all: never on a production server (NODE_ENV=production), whoever
 * asks and whether or not Twilio is set. The outbox holds live sign-in codes of shoppers of every site; it is a
 * development aid only.
 */
export function devSmsOutboxEnabled(env: Environment = environment()): boolean {
  return env.NODE_ENV !== 'production'
}
