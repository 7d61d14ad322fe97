import {
  APIError,
  type CollectionAfterErrorHook,
  type CollectionAfterLoginHook,
  type CollectionBeforeOperationHook,
} from 'payload'
import { refundSend, rememberKnownClient, type SendScope, takeSend } from '../../src/data/sendLimits'
import { waitText } from '../../src/domain/sendLimits'
import { clientIp } from '../../src/lib/requestGuards'

/**
 * Staff passwords and reset e-mails are limited, never locked (issue 27.2). Payload's own lock (maxLoginAttempts)
 * let anyone lock any staff account, the platform admin's included, with ten wrong passwords, and its "This user is
 * locked" answer told real accounts from unknown ones. Instead ('staff-login' and 'staff-password-reset' in
 * src/domain/sendLimits.ts): wrong tries count per client and per client and address as hard limits (the caller's
 * own budget), and per address as a growing delay that a client which signed in as that account lately skips.
 * Every limit is keyed by the address as typed, so an unknown address gets exactly the answers a real one gets.
 */

/** How Payload's login finds the account (lower case, trimmed), so 'A@x' and 'a@x' are one target. */
const addressOf = (data: unknown): string | null => {
  const email = (data as { email?: unknown } | undefined)?.email
  return typeof email === 'string' && email.trim() ? `staff:${email.toLowerCase().trim()}` : null
}

const REFUSALS: Record<SendScope, string> = {
  sender: 'Too many sign-in attempts from this connection',
  'sender-and-target': 'Too many sign-in attempts for this e-mail address from this connection',
  target: 'Too many sign-in attempts for this e-mail address',
  site: 'Too many sign-in attempts',
}

/** Marks the refusal for answerStaffSignInLimit (a property, not a class: the built server's errors lose theirs). */
const LIMITED = 'staff-sign-in-limited'

const refuse = (scope: SendScope, retryAfterSeconds: number, reset = false): never => {
  const what = reset ? REFUSALS[scope].replace('sign-in attempts', 'password reset e-mails') : REFUSALS[scope]
  const error = new APIError(`${what}: try again in ${waitText(retryAfterSeconds)}.`, 429, { retryAfterSeconds }, true)
  error.name = 'TooManyAttempts'
  throw Object.assign(error, { limited: LIMITED, retryAfterSeconds })
}

/**
 * The refusal's answer: 429, its message and Retry-After. Set here because in the production build Payload's error
 * formatting answered "An unknown error occurred." for an error thrown from a hook.
 */
export const answerStaffSignInLimit: CollectionAfterErrorHook = ({ error, req }) => {
  const limited = error as Error & { limited?: string; retryAfterSeconds?: number }
  if (limited.limited !== LIMITED) return
  req.responseHeaders = new Headers(req.responseHeaders)
  req.responseHeaders.set('Retry-After', String(limited.retryAfterSeconds ?? 60))
  return { status: 429, response: { errors: [{ message: limited.message }] } }
}

/** Before a login or a password reset over HTTP: take one try (a right password gives it back, afterLogin). */
export const limitStaffSignIn: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (req.payloadAPI === 'local' || (operation !== 'login' && operation !== 'forgotPassword')) return args
  const target = addressOf((args as { data?: unknown }).data)
  if (!target) return args
  const client = clientIp(req.headers)
  if (operation === 'login') {
    const taken = await takeSend(req.payload, 'staff-login', { sender: client, target })
    if (!taken.ok) refuse(taken.scope, taken.retryAfterSeconds)
  } else {
    const taken = await takeSend(req.payload, 'staff-password-reset', { sender: client, target, known: 'staff-login' })
    if (!taken.ok) refuse(taken.scope, taken.retryAfterSeconds, true)
  }
  return args
}

/** A right password: the try is given back, and this client is the account's own from now on. */
export const rememberStaffClient: CollectionAfterLoginHook = async ({ req, user }) => {
  if (req.payloadAPI === 'local') return
  const target = addressOf(user)
  if (!target) return
  const client = clientIp(req.headers)
  await refundSend(req.payload, 'staff-login', { sender: client, target })
  await rememberKnownClient(req.payload, 'staff-login', target, client)
}
