/**
 * How often staff may trigger mail by hand (issue 27.2): per user and per site, counted in Postgres
 * (src/data/staffSendLimits.ts). "Send a test e-mail" sends to the site's saved addresses; "Send again" repeats a
 * lead's delivery. Both are bounded so a stolen or careless admin session cannot turn them into a mail cannon.
 */
export type StaffSendAction = 'test-email' | 'send-again'

const HOUR = 60 * 60

export const STAFF_SEND_LIMITS: Record<StaffSendAction, { perSite: number; perUser: number; duration: number }> = {
  'test-email': { perSite: 5, perUser: 5, duration: HOUR },
  'send-again': { perSite: 20, perUser: 20, duration: HOUR },
}

/** The 429 message: what was limited and when to try again. */
export function staffSendLimitMessage(action: StaffSendAction, retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  const { perSite } = STAFF_SEND_LIMITS[action]
  const what = action === 'test-email' ? `test e-mails (${perSite} an hour)` : `"Send again" sends (${perSite} an hour)`
  return `Too many ${what}: try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
}
