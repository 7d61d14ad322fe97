import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 39.5: saved searches by e-mail with double opt-in on sites without the watchlist's phone sign-in. A saved
 * search waiting for its confirmation link carries the link's token (and is never matched); the link clears it.
 * Existing rows have none, so they stay active. Raw SQL, no schema snapshot.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "saved_searches" ADD COLUMN IF NOT EXISTS "confirm_token" varchar(64) UNIQUE;
  CREATE INDEX IF NOT EXISTS "saved_searches_site_pending_idx" ON "saved_searches" ("site_id", "created_at")
    WHERE "confirm_token" IS NOT NULL;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DELETE FROM "saved_searches" WHERE "confirm_token" IS NOT NULL;
  DROP INDEX IF EXISTS "saved_searches_site_pending_idx";
  ALTER TABLE "saved_searches" DROP COLUMN IF EXISTS "confirm_token";`)
}
