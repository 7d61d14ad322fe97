/**
 * Whether an error means the database cannot be reached right now (refused or dropped connection, server shutting
 * down or starting up), as opposed to a bug or bad data. Such a request may be retried shortly: answer 503, not 500.
 * Looks through wrapped errors (`cause`, as Drizzle and Payload wrap the driver's error) and AggregateErrors (Node's
 * connect to several addresses).
 */

/** Node socket errors and PostgreSQL SQLSTATEs of class 08 (connection exception) and 57P (operator intervention). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
])

/**
 * What node-postgres and its pool say when the server went away or no connection could be had, and the socket error
 * inside a message that was re-wrapped without its cause (Payload: "cannot begin transaction: connect ECONNREFUSED …").
 */
const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /cannot use a pool after calling end/i,
  /client has encountered a connection error/i,
  /terminating connection due to administrator command/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
  // The socket dropped while connecting, reading or writing (test:faults b: "cannot begin transaction: read ECONNRESET").
  /\b(connect|read|write) (ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE)\b/,
  // A BEGIN fails only on a broken connection; Payload re-wraps it without the driver's error.
  /cannot begin transaction: Failed query: begin\b/i,
]

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 8) return false
  const { code, message, cause, errors } = error as {
    code?: unknown
    message?: unknown
    cause?: unknown
    errors?: unknown
  }
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true
  return isDatabaseUnavailable(cause, depth + 1)
}
