import type { Payload } from 'payload'

/**
 * The Postgres pool of Payload's database adapter, for the tables Payload does not manage (sign-in codes, sessions,
 * watchlist, reservations, rate-limit counters: see the migrations). The one place outside Payload that reaches into
 * the adapter.
 */
export type Queryable = {
  query<R = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: R[]; rowCount: number | null }>
}
export type Pool = Queryable & { connect(): Promise<Queryable & { release(): void }> }

export function postgresPool(payload: Payload, purpose = 'This read'): Pool {
  const pool = (payload.db as unknown as { pool?: Pool }).pool
  if (!pool) throw new Error(`${purpose} needs the Postgres pool of the database adapter.`)
  return pool
}
