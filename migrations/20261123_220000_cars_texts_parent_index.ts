import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Payload indexes the rows of a hasMany text field (`cars_texts`: features and the like, about 16 per car) on
 * ("order", parent_id), which cannot serve the `parent_id = $1` lookup every read of a car makes. With 10,000 cars
 * each car read scanned the whole table (12 ms, 176k rows) and a reindex page of 1,000 cars took over a minute.
 * Raw SQL, no schema snapshot: the index is not part of Payload's schema, so a later migrate:create leaves it alone.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE INDEX IF NOT EXISTS "cars_texts_parent_id_idx" ON "cars_texts" USING btree ("parent_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "cars_texts_parent_id_idx";`)
}
