import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * No schema change. Every collection gained a beforeOperation hook (collections/hooks/idNotANumber.ts: an id that is
 * not a whole number is a 404); `payload migrate:create` found no schema difference, and this file's snapshot equals
 * the previous one. Kept so the migration history records that the collection change was checked.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
