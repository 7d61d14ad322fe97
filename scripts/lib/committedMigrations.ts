import type { Migration, Payload } from 'payload'
import { migrations } from '../../migrations'

/**
 * Applies the committed migrations (migrations/index.ts). The list, not Payload's migrationDir: the image runs the
 * compiled programs (dist/*.mjs), where Payload could not import the .ts files of that directory itself.
 */
export async function applyCommittedMigrations(payload: Payload): Promise<void> {
  // Payload types a migration's argument as unknown; the generated files take the MigrateUpArgs it passes them.
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
}
