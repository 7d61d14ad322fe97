import { sendLimits, waitText } from '@/domain/sendLimits'
import { environment } from '@/config/env'

/**
 * How often staff may trigger mail by hand (issue 27.2): per user and per site, as the send table says
 * ('test-email', 'send-again' in src/domain/sendLimits.ts), counted by src/data/staffSendLimits.ts. "Send a test
 * e-mail" sends to the site's saved addresses; "Send again" repeats a lead's delivery. Both are bounded so a stolen
 * or careless admin session cannot turn them into a mail cannon.
 */
export type StaffSendAction = 'test-email' | 'send-again'

/** The 429 message: what was limited and when to try again. */
export function staffSendLimitMessage(action: StaffSendAction, retryAfterSeconds: number): string {
  const perSite = sendLimits(environment())[action].perSite?.points ?? 0
  const what = action === 'test-email' ? `test e-mails (${perSite} an hour)` : `"Send again" sends (${perSite} an hour)`
  return `Too many ${what}: try again in ${waitText(Math.max(60, retryAfterSeconds))}.`
}
