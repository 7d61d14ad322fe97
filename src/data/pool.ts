import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

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

/**
 * A read on the connection of `req`'s transaction when it has one (a hook inside a save), else on the pool. A hook
 * that took a second connection while its save held one could wait forever once every connection was so held.
 */
export async function queryIn<R = Record<string, unknown>>(
  payload: Payload,
  req: PayloadRequest | undefined,
  text: string,
): Promise<{ rows: R[] }> {
  const transactionID = req ? await req.transactionID : undefined
  const session =
    transactionID !== undefined && transactionID !== null
      ? (payload.db as unknown as PostgresAdapter).sessions?.[String(transactionID)]
      : undefined
  if (!session) return postgresPool(payload).query<R>(text)
  const result = await session.db.execute(sql.raw(text))
  return { rows: (result as unknown as { rows: R[] }).rows }
}
