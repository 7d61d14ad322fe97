import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * No schema change. Since the last migration, Cars gained only hooks (revalidateStock: a car's save or delete expires
 * its page's and the site's stock cache tags); `payload migrate:create` found no schema difference, and this file's
 * snapshot equals the previous one. Kept so the migration history records that the collection change was checked.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
