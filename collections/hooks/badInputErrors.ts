import type { AfterErrorHook, PayloadRequest } from 'payload'
import { isDatabaseUnavailable } from '../../src/lib/databaseUnavailable'

/**
 * Bad input that reached Postgres or Payload's own code and came back as a 500 (issue 27.7, found by the staff fuzz):
 * a where or sort value that does not fit the column (`?where[price][equals]=abc`, a date that is no date), a body
 * that is not a JSON object, text Postgres cannot store. Each is the client's mistake: 400, saying what was wrong.
 * Root-level, so it covers Payload's own collections (payload-jobs, payload-kv, payload-preferences, …) too; errors
 * that already carry a status other than 500 pass through untouched, and every other 500 stays a 500.
 */

/** Postgres error classes that mean "this value or this query does not fit", never "the server failed". */
const DATA_EXCEPTION = /^22/ // invalid text representation, out of range, bad datetime, NUL in text, …
const QUERY_DOES_NOT_FIT = new Set([
  '42883', // operator does not exist: comparing a number column with text
  '42804', // datatype mismatch
  '42P18', // indeterminate datatype
  '42703', // undefined column: a sort or where on a name that is no column
])

/** The Postgres SQLSTATE somewhere in an error's cause chain (drizzle wraps the driver's error). */
export function postgresCode(error: unknown): string | null {
  return driverError(error)?.code ?? null
}

const isPlainObject = (value: unknown) =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Uint8Array)

type DriverError = { code?: string; table?: string; column?: string; constraint?: string; detail?: string }

/** The driver's error in the cause chain: the one that carries the SQLSTATE and what it was about. */
function driverError(error: unknown): DriverError | null {
  let current: unknown = error
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth++) {
    const code = (current as DriverError).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return current as DriverError
    current = (current as { cause?: unknown }).cause
  }
  return null
}

/**
 * A write that breaks a rule the database keeps (class 23): the request conflicts with what is stored, which stays as
 * it was. Deleting a site that still has staff, for example, would leave their site link empty (23502 on
 * users_tenants.site_id): 409, naming what still refers to it.
 */
export function integrityAnswer(
  error: unknown,
  req?: Pick<PayloadRequest, 'method'>,
): { status: 400 | 409; message: string } | null {
  const driver = driverError(error)
  if (!driver?.code?.startsWith('23')) return null
  const where = [driver.table, driver.column].filter(Boolean).join('.')
  switch (driver.code) {
    case '23505':
      return { status: 409, message: `That value is already used: ${driver.detail ?? driver.constraint ?? 'unique'}` }
    case '23503':
      return { status: 409, message: `Other records still refer to this one (${driver.table ?? driver.constraint}).` }
    case '23502':
      return req?.method?.toUpperCase() === 'DELETE'
        ? { status: 409, message: `Other records still refer to this one (${where}): remove or move them first.` }
        : { status: 400, message: `${driver.column ?? 'A field'} is required.` }
    default:
      return { status: 400, message: `A value breaks a rule of ${where || driver.constraint || 'the data'}.` }
  }
}

/** The 400 for an error that is the client's input, or null when it is not one (a real server failure). */
export function badInputAnswer(error: Error, req?: Pick<PayloadRequest, 'data' | 'method'>): string | null {
  const code = postgresCode(error)
  if (code && (DATA_EXCEPTION.test(code) || QUERY_DOES_NOT_FIT.has(code)))
    return code === '22021' || code === '22P05'
      ? 'Text may not contain NUL characters.'
      : 'A value in the request does not fit its field: check the where, sort and body values against the field types.'
  const method = req?.method?.toUpperCase()
  // A date field given a number no date has (`updatedAt: 3.9e219`): the database adapter's toISOString throws.
  if (error instanceof RangeError && /invalid time value/i.test(error.message) && method !== 'GET')
    return 'A date in the request is not a valid date.'
  // A body that is a string, number or array, where Payload expects an object of fields.
  if (
    error instanceof TypeError &&
    (method === 'POST' || method === 'PATCH' || method === 'PUT') &&
    req?.data !== undefined &&
    !isPlainObject(req.data)
  )
    return 'The request body must be a JSON object of fields.'
  return null
}

export const badInputIsBadRequest: AfterErrorHook = ({ error, req }) => {
  const status = (error as { status?: number }).status
  if (status !== undefined && status !== 500) return
  // No connection to be had within the pool's wait (a burst of heavy requests), or the database away: the request was
  // fine and may be sent again shortly, as the lead intake already answers (src/lib/databaseUnavailable.ts).
  if (isDatabaseUnavailable(error))
    return { status: 503, response: { errors: [{ message: 'The server is busy. Try again in a few seconds.' }] } }
  const integrity = integrityAnswer(error, req)
  if (integrity) return { status: integrity.status, response: { errors: [{ message: integrity.message }] } }
  const message = badInputAnswer(error, req)
  if (!message) return
  return { status: 400, response: { errors: [{ message }] } }
}
