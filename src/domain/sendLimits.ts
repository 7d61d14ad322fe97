/**
 * Every message the platform sends, and how often it may (issue 27.2), in one table: per sender (the client address,
 * keyed by clientKey, or the staff user), per sender and target together, per target (a phone number or e-mail
 * address) and per site. Counted in Postgres (src/data/sendLimits.ts), so every app server shares the counts.
 *
 * A stranger must never use up someone else's own access. So what a target may receive is never a hard cap that
 * anyone can fill: it is a back-off (a growing delay between sends, counted over a window), and a client that has
 * already signed in as that target within KNOWN_CLIENT_DAYS is not held by it (only by its own per-client limits).
 * Hard caps count the sender's own budget (per client, per user, per client and target) or a site's.
 */

const MINUTE = 60
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** At most `points` in `seconds`. */
export interface Window {
  points: number
  seconds: number
}

/**
 * A growing delay: the first `free` sends in `windowSeconds` go at once; after send n (n >= free) the next waits
 * firstDelaySeconds * 2^(n - free), at most maxDelaySeconds.
 */
export interface Backoff {
  free: number
  firstDelaySeconds: number
  maxDelaySeconds: number
  windowSeconds: number
}

export interface SendLimit {
  /** What goes out, to whom (for docs and log lines). */
  what: string
  /** Per client address (shopper sends) or per staff user (staff sends). */
  perSender?: Window & { sender: 'client' | 'user' }
  /** Per target and client together: one client's budget at one number or address. */
  perSenderAndTarget?: Window
  /** Per target, as a back-off that clients known to the target pass (see above). */
  perTarget?: Backoff
  /**
   * Per target and site as a hard cap, only where filling it costs the target no access: a lead names a shopper's
   * phone, and five leads an hour in that name refuse more leads in it, never the shopper's sign-in.
   */
  perTargetCap?: Window
  /** Per site: what one dealer's site may send in all. */
  perSite?: Window
}

export type SendName =
  | 'sign-in-code'
  | 'lead'
  | 'lead-follow-up'
  | 'lead-notification'
  | 'lead-confirmation'
  | 'lead-destination-reminder'
  | 'test-email'
  | 'send-again'
  | 'staff-password-reset'
  | 'feed-pull-failure'
  | 'saved-search-alert'
  | 'alert-email-confirmation'
  | 'saved-search-confirmation'

/** Not a message but the same rule for staff passwords: wrong tries back off per account, never lock it. */
export type AccessName = 'staff-login'

type Env = Readonly<Record<string, string | undefined>>
const num = (value: string | undefined, fallback: number) => (value && /^\d+$/.test(value) ? Number(value) : fallback)

/** A client that signed in as a target within this many days passes that target's back-off. */
export const KNOWN_CLIENT_DAYS = 30

/**
 * The table. Environment overrides keep their old names (the security suite raises the per-client ones). The caller
 * hands in the environment (src/config/env.ts `environment()`): the domain reads nothing of the process itself.
 */
export function sendLimits(env: Env): Record<SendName | AccessName, SendLimit> {
  return {
    'sign-in-code': {
      what: 'an SMS sign-in code to a shopper phone number',
      perSender: { sender: 'client', points: num(env.SIGN_IN_CODES_PER_IP, 20), seconds: HOUR },
      perSenderAndTarget: { points: num(env.SIGN_IN_CODES_PER_PHONE, 5), seconds: HOUR },
      perTarget: { free: 5, firstDelaySeconds: MINUTE, maxDelaySeconds: HOUR, windowSeconds: DAY },
      perSite: { points: num(env.SIGN_IN_CODES_PER_SITE, 1000), seconds: HOUR },
    },
    lead: {
      what: "a lead (the CRM webhook, the CRM's ADF e-mail, the staff notification) from a shopper form",
      perSender: { sender: 'client', points: num(env.LEAD_RATE_LIMIT_IP_POINTS, 30), seconds: 10 * MINUTE },
      perTargetCap: { points: num(env.LEAD_RATE_LIMIT_PHONE_POINTS, 5), seconds: HOUR },
    },
    'lead-follow-up': {
      what: "a lead's follow-up (offer accepted) delivered to the CRM again",
      perSender: { sender: 'client', points: num(env.LEAD_RATE_LIMIT_IP_POINTS, 30), seconds: 10 * MINUTE },
    },
    'lead-notification': {
      what: "a new lead's notification e-mail to the site's saved addresses (at most 10)",
      perSite: { points: num(env.LEAD_NOTIFICATIONS_PER_SITE, 120), seconds: HOUR },
    },
    'lead-confirmation': {
      what: "a lead's or a reservation's confirmation to the shopper who sent it, by SMS or e-mail (issue 39.2)",
      // Per shopper, the lead itself is capped (five an hour a phone); this bounds what one site may send.
      perSite: { points: num(env.LEAD_CONFIRMATIONS_PER_SITE, 300), seconds: HOUR },
    },
    'lead-destination-reminder': {
      what: "the daily e-mail to a site's admins while its leads have no destination (issue 39.1)",
      perSite: { points: num(env.DESTINATION_REMINDERS_PER_SITE, 2), seconds: DAY },
    },
    'test-email': {
      what: "a test e-mail to the site's saved notification addresses",
      perSender: { sender: 'user', points: 5, seconds: HOUR },
      perSite: { points: 5, seconds: HOUR },
    },
    'send-again': {
      what: "a lead's delivery sent again by staff",
      perSender: { sender: 'user', points: 20, seconds: HOUR },
      perSite: { points: 20, seconds: HOUR },
    },
    'staff-password-reset': {
      what: 'a password reset e-mail to a staff address',
      perSender: { sender: 'client', points: 10, seconds: HOUR },
      perTarget: { free: 2, firstDelaySeconds: 5 * MINUTE, maxDelaySeconds: HOUR, windowSeconds: DAY },
    },
    'feed-pull-failure': {
      what: "a stock feed pull's failure e-mail to the dealership",
      perSite: { points: 24, seconds: DAY },
    },
    'saved-search-alert': {
      what: "a shopper's daily alert digest (saved-search matches, price drops) by SMS or e-mail",
      perSite: { points: num(env.ALERTS_PER_SITE, 5000), seconds: HOUR },
    },
    'alert-email-confirmation': {
      what: "the double opt-in e-mail of a shopper's alert address",
      perSender: { sender: 'client', points: 10, seconds: HOUR },
      perTarget: { free: 2, firstDelaySeconds: 5 * MINUTE, maxDelaySeconds: HOUR, windowSeconds: DAY },
      perSite: { points: 500, seconds: HOUR },
    },
    'saved-search-confirmation': {
      what: 'the double opt-in e-mail of a search saved by e-mail, on a site without phone sign-in (issue 39.5)',
      // Anyone may ask (no sign-in), so per client it is tighter than the signed-in shopper's; the address backs off
      // (its owner's own saves included: they confirm by the link, never by a known client), and the site's own
      // number is apart from the signed-in shoppers' confirmations, so e-mail saves cannot use those up.
      perSender: { sender: 'client', points: num(env.SAVED_SEARCH_CONFIRMATIONS_PER_IP, 5), seconds: HOUR },
      perTarget: { free: 2, firstDelaySeconds: 5 * MINUTE, maxDelaySeconds: HOUR, windowSeconds: DAY },
      perSite: { points: num(env.SAVED_SEARCH_CONFIRMATIONS_PER_SITE, 1000), seconds: HOUR },
    },
    'staff-login': {
      what: 'a wrong staff password (counted per try; a right one gives its point back)',
      perSender: { sender: 'client', points: num(env.STAFF_LOGIN_TRIES_PER_IP, 50), seconds: 15 * MINUTE },
      perSenderAndTarget: { points: 10, seconds: 15 * MINUTE },
      perTarget: { free: 5, firstDelaySeconds: 30, maxDelaySeconds: 15 * MINUTE, windowSeconds: DAY },
    },
  }
}

/** Seconds the next send must wait after send number `n` (1-based) of a back-off window. */
export function backoffDelaySeconds(n: number, policy: Backoff): number {
  if (n < policy.free) return 0
  return Math.min(policy.maxDelaySeconds, policy.firstDelaySeconds * 2 ** Math.min(n - policy.free, 30))
}

/** "try again in 2 minutes": the wait, for 429 messages. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`
  const minutes = Math.ceil(seconds / 60)
  return `${minutes} minute${minutes === 1 ? '' : 's'}`
}
