import {
  commitTransaction,
  createLocalReq,
  getMigrations,
  initTransaction,
  killTransaction,
  type Migration,
  type Payload,
} from 'payload'
import { migrations } from '../../migrations'

/**
 * Applies the committed migrations (migrations/index.ts). The list, not Payload's migrationDir: the image runs the
 * compiled programs (dist/*.mjs), where Payload could not import the .ts files of that directory itself.
 */
export async function applyCommittedMigrations(payload: Payload): Promise<void> {
  // Payload types a migration's argument as unknown; the generated files take the MigrateUpArgs it passes them.
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
}

/**
 * Rolls back the last batch: the migrations one `npm run migrate` applied (one deploy's), newest first, each `down`
 * in a transaction with its row in payload_migrations. Payload's own `migrate:down` does the same from the migration
 * directory, which the image does not have (compiled programs only); this uses the committed list. Returns the names
 * rolled back; throws (and leaves the failed one applied) when a `down` fails.
 */
export async function rollBackLastBatch(payload: Payload): Promise<string[]> {
  const { existingMigrations, latestBatch } = await getMigrations({ payload })
  const batch = (existingMigrations ?? [])
    .filter((row) => row.batch === latestBatch)
    .sort((a, b) => String(b.name).localeCompare(String(a.name)))
  const rolledBack: string[] = []
  for (const row of batch) {
    const migration = migrations.find((m) => m.name === row.name)
    if (!migration)
      throw new Error(`Migration ${row.name} is not in this release: roll back with the release that applied it.`)
    const id = row.id
    if (id === undefined) throw new Error(`Migration ${row.name} has no row id in payload_migrations.`)
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    try {
      const adapter = payload.db as unknown as { sessions: Record<string, { db: unknown }>; drizzle: unknown }
      const db = adapter.sessions[String(await req.transactionID)]?.db ?? adapter.drizzle
      await migration.down({ db, payload, req } as never)
      await payload.delete({ collection: 'payload-migrations', id, req })
      await commitTransaction(req)
      rolledBack.push(String(row.name))
    } catch (error) {
      await killTransaction(req)
      throw new Error(
        `Rolling back ${row.name} failed; it stays applied: ${error instanceof Error ? error.message : error}`,
        {
          cause: error,
        },
      )
    }
  }
  return rolledBack
}
