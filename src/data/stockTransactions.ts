import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres'
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

/**
 * The stock import's transaction (src/stock/stockImportJob.ts): every write of one import, its report and its undo
 * record commit together or not at all, so a failure or a killed server leaves the stock as it was.
 */
export async function inTransaction<T>(payload: Payload, work: (req: PayloadRequest) => Promise<T>): Promise<T> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const result = await work(req)
    await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/** Holds the dealership's import lock until the transaction ends: two imports of one yard never interleave. */
export async function lockDealershipStock(payload: Payload, req: PayloadRequest, dealershipId: number): Promise<void> {
  const adapter = payload.db as unknown as PostgresAdapter
  const db = adapter.sessions[String(await req.transactionID)]?.db ?? adapter.drizzle
  await db.execute(sql`select pg_advisory_xact_lock(25025, ${dealershipId})`)
}

/**
 * Moves an import from one of the `from` statuses to `to` in one statement, so two clicks (or two servers) move it
 * once; `confirm` records who confirmed an import that waited for a person. False when it was not in a `from` status.
 */
export async function moveStockImport(
  payload: Payload,
  {
    id,
    from,
    to,
    confirm,
    replan,
    userId,
  }: { id: number; from: string[]; to: string; confirm: boolean; replan: boolean; userId: number | null },
): Promise<boolean> {
  const adapter = payload.db as unknown as PostgresAdapter
  const moved = await adapter.drizzle.execute(sql`
    UPDATE stock_imports SET status = ${to}, updated_at = now(),
      confirmed_at = CASE WHEN ${confirm} THEN now() WHEN ${replan} THEN NULL ELSE confirmed_at END,
      confirmed_by_id = CASE WHEN ${confirm} THEN ${userId} WHEN ${replan} THEN NULL ELSE confirmed_by_id END
    WHERE id = ${id} AND status::text IN (${sql.join(
      from.map((s) => sql`${s}`),
      sql`, `,
    )})
    RETURNING id`)
  return (moved as unknown as { rows: unknown[] }).rows.length > 0
}
