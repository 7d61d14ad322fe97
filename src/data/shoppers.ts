import type { StoredCode } from '@/shopper/otp'
import { payloadClient } from './payloadClient'
import { postgresPool } from './pool'

/**
 * Sign-in codes, sessions and watchlist entries live in their own tables (migration shopper_sign_in), written with
 * plain SQL: they are never edited in the admin, and the watchlist's uniqueness is a database constraint.
 */
async function query<R = Record<string, unknown>>(text: string, values?: unknown[]) {
  return postgresPool(await payloadClient(), 'The shopper store').query<R>(text, values)
}

/** `attempts` carries the wrong tries of the code this one replaces, so a resend never wipes them. */
export async function saveCode(phone: string, codeHash: string, expiresAt: Date, attempts: number): Promise<void> {
  await query('INSERT INTO shopper_sign_in_codes (phone, code_hash, expires_at, attempts) VALUES ($1, $2, $3, $4)', [
    phone,
    codeHash,
    expiresAt,
    attempts,
  ])
}

/** The newest code sent to the number (a new code replaces the old one). */
export async function latestCode(phone: string): Promise<(StoredCode & { id: number }) | null> {
  const { rows } = await query<{
    id: number
    code_hash: string
    expires_at: Date
    attempts: number
    used_at: Date | null
  }>(
    'SELECT id, code_hash, expires_at, attempts, used_at FROM shopper_sign_in_codes WHERE phone = $1 ORDER BY id DESC LIMIT 1',
    [phone],
  )
  const row = rows[0]
  return row
    ? {
        id: row.id,
        codeHash: row.code_hash,
        expiresAt: new Date(row.expires_at),
        attempts: row.attempts,
        usedAt: row.used_at ? new Date(row.used_at) : null,
      }
    : null
}

/**
 * Takes one of the code's tries in a single UPDATE, before the code is compared: true when a try was left. Parallel
 * guesses each need their own row update, so no more than `maxAttempts` of them are ever compared.
 */
export async function claimAttempt(id: number, maxAttempts: number): Promise<boolean> {
  const { rowCount } = await query(
    'UPDATE shopper_sign_in_codes SET attempts = attempts + 1 WHERE id = $1 AND attempts < $2 AND used_at IS NULL',
    [id, maxAttempts],
  )
  return rowCount === 1
}

/** Marks the code used; false when another request used it first (single use even under a race). */
export async function useCode(id: number): Promise<boolean> {
  const { rowCount } = await query(
    'UPDATE shopper_sign_in_codes SET used_at = now() WHERE id = $1 AND used_at IS NULL',
    [id],
  )
  return rowCount === 1
}

export async function createSession(tokenHash: string, phone: string, expiresAt: Date): Promise<void> {
  await query('INSERT INTO shopper_sessions (token_hash, phone, expires_at) VALUES ($1, $2, $3)', [
    tokenHash,
    phone,
    expiresAt,
  ])
}

export async function sessionPhone(tokenHash: string, now: Date): Promise<string | null> {
  const { rows } = await query<{ phone: string }>(
    'SELECT phone FROM shopper_sessions WHERE token_hash = $1 AND expires_at > $2',
    [tokenHash, now],
  )
  return rows[0]?.phone ?? null
}

export async function deleteSession(tokenHash: string): Promise<void> {
  await query('DELETE FROM shopper_sessions WHERE token_hash = $1', [tokenHash])
}

/** Saving twice is one entry (unique site, phone, car). */
export async function addToWatchlist(siteId: number, phone: string, carId: number): Promise<void> {
  await query(
    'INSERT INTO watchlist_entries (site_id, phone, car_id) VALUES ($1, $2, $3) ON CONFLICT (site_id, phone, car_id) DO NOTHING',
    [siteId, phone, carId],
  )
}

export async function removeFromWatchlist(siteId: number, phone: string, carId: number): Promise<void> {
  await query('DELETE FROM watchlist_entries WHERE site_id = $1 AND phone = $2 AND car_id = $3', [siteId, phone, carId])
}

export async function watchlistCarIds(siteId: number, phone: string): Promise<number[]> {
  const { rows } = await query<{ car_id: number }>(
    'SELECT car_id FROM watchlist_entries WHERE site_id = $1 AND phone = $2 ORDER BY created_at DESC',
    [siteId, phone],
  )
  return rows.map((r) => r.car_id)
}
