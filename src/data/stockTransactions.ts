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

/** The connection of `req`'s transaction (its session), or the pool's when it has none. */
async function transactionDb(payload: Payload, req: PayloadRequest) {
  const adapter = payload.db as unknown as PostgresAdapter
  return adapter.sessions[String(await req.transactionID)]?.db ?? adapter.drizzle
}

/** Holds the dealership's import lock until the transaction ends: two imports of one yard never interleave. */
export async function lockDealershipStock(payload: Payload, req: PayloadRequest, dealershipId: number): Promise<void> {
  const db = await transactionDb(payload, req)
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

/**
 * Starts a run of an import's job: in one statement, only while the import is in one of the `from` statuses (an
 * import being applied stays `applying`, anything else becomes `to`). False when another run has already taken it past
 * them: Payload may start one job twice (the command line's `runByID` and a server's worker), and the second run must
 * not write over the first one's report. An import already in progress keeps the time it started.
 */
export async function startStockImportRun(
  payload: Payload,
  { id, from, to }: { id: number; from: readonly string[]; to: string },
): Promise<boolean> {
  const adapter = payload.db as unknown as PostgresAdapter
  const started = await adapter.drizzle.execute(sql`
    UPDATE stock_imports
    SET status = CASE WHEN status::text = 'applying' THEN status ELSE ${to}::enum_stock_imports_status END,
      started_at = CASE WHEN status::text IN ('planning', 'applying') THEN started_at ELSE now() END,
      updated_at = now()
    WHERE id = ${id} AND status::text IN (${sql.join(
      from.map((s) => sql`${s}`),
      sql`, `,
    )})
    RETURNING id`)
  return (started as unknown as { rows: unknown[] }).rows.length > 0
}

/** The import's status as the transaction `req` sees it (after the dealership's lock: what the last run committed). */
export async function stockImportStatus(payload: Payload, req: PayloadRequest, id: number): Promise<string | null> {
  const db = await transactionDb(payload, req)
  const found = await db.execute(sql`SELECT status::text AS status FROM stock_imports WHERE id = ${id}`)
  return (found as unknown as { rows: { status: string | null }[] }).rows[0]?.status ?? null
}

/** A new car's feed photos and finance figures, written with every other new car's in one statement each. */
export type NewCarArrays = {
  parentId: number
  images?: { id: string; url: string }[]
  lenders?: ({ id: string; provider: string } & Record<string, string | number | undefined>)[]
}

const LENDER_COLUMNS = [
  'interestRate',
  'comparisonRate',
  'paymentWeek',
  'paymentMonth',
  'termYears',
  'termMonths',
  'deposit',
  'balloon',
  'disclaimer',
] as const

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

/**
 * The array rows (cars_images, cars_finance_lenders) of a batch of new cars, inside `req`'s transaction, a thousand
 * rows a statement. Payload's adapter writes them one car at a time, a statement per array per car: for 10,000 new
 * cars that doubled the import's time (scripts/bench-import.ts). The tables are the ones Payload's migrations made.
 */
export async function insertNewCarArrays(payload: Payload, req: PayloadRequest, cars: NewCarArrays[]): Promise<void> {
  const db = await transactionDb(payload, req)
  const images = cars.flatMap((car) =>
    (car.images ?? []).map((image, order) => sql`(${order + 1}, ${car.parentId}, ${image.id}, ${image.url})`),
  )
  for (let i = 0; i < images.length; i += 1000)
    await db.execute(
      sql`INSERT INTO cars_images (_order, _parent_id, id, url) VALUES ${sql.join(images.slice(i, i + 1000), sql`, `)}`,
    )
  const columns = sql.raw(LENDER_COLUMNS.map(snake).join(', '))
  const lenders = cars.flatMap((car) =>
    (car.lenders ?? []).map(
      (lender, order) =>
        sql`(${order + 1}, ${car.parentId}, ${lender.id}, ${lender.provider}, ${sql.join(
          LENDER_COLUMNS.map((key) => sql`${lender[key] ?? null}`),
          sql`, `,
        )})`,
    ),
  )
  for (let i = 0; i < lenders.length; i += 500)
    await db.execute(
      sql`INSERT INTO cars_finance_lenders (_order, _parent_id, id, provider, ${columns}) VALUES ${sql.join(
        lenders.slice(i, i + 500),
        sql`, `,
      )}`,
    )
}
