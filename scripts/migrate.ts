/**
 * `npm run migrate`: applies the committed migrations (migrations/) to DATABASE_URL, then exits: 0 when the schema
 * is current, 1 when a migration failed. Run once per deploy, before any server starts (compose's `migrate`
 * service), so replicas never race a migration at boot. `npm start` does the same itself for the one-machine default.
 * `npm run migrate -- --down` rolls back the last batch instead (the migrations the last `npm run migrate` applied:
 * one deploy's), with this release's `down` functions; run it before going back to the previous release.
 * Needs DATABASE_URL and PAYLOAD_SECRET (payload.config.ts reads both); with DATABASE_DIRECT_URL set (DATABASE_URL is a
 * pooler's) it migrates through that one.
 */
// Reads nothing when imported, so the default below is still set before payload.config.ts loads.
import { defaultEnv, env, environment, useDirectDatabaseUrl } from '../src/config/env'

// This process only migrates: it must not pick up queued jobs while it is connected (payload.config.ts autoRun).
defaultEnv('DISABLE_JOB_AUTORUN', '1')
// Behind a pooler in transaction mode, migrations go to the database itself (DATABASE_DIRECT_URL when set).
useDirectDatabaseUrl()

async function main(): Promise<void> {
  if (!env('DATABASE_URL')) throw new Error('DATABASE_URL is required: the database to migrate.')
  const { assertEnvironment } = await import('../src/config/environment')
  assertEnvironment(environment(), 'npm run migrate', { serves: false })
  const { default: config } = await import('@payload-config')
  const { getPayload } = await import('payload')
  const { applyCommittedMigrations, rollBackLastBatch } = await import('./lib/committedMigrations')
  const payload = await getPayload({ config })
  const started = Date.now()
  if (process.argv.includes('--down')) {
    const names = await rollBackLastBatch(payload)
    console.log(
      names.length === 0
        ? 'migrate --down: no migration to roll back.'
        : `migrate --down: rolled back ${names.join(', ')} (${Date.now() - started} ms).`,
    )
    return
  }
  await applyCommittedMigrations(payload)
  console.log(`migrate: the database schema is current (${Date.now() - started} ms).`)
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('migrate: failed:', error instanceof Error ? (error.stack ?? error.message) : error)
    process.exit(1)
  },
)
