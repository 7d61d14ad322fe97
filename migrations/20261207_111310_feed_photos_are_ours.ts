import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 39.3, feed photos are ours: the photo job's task, the import report's photo part, the mark on media copied
 * from a feed, and the plain table of copies (address → media, SHA-256 of the bytes, the host's ETag), written with
 * SQL like the watchlist (src/photos/photoStore.ts). A copy's row goes with its media and its site. The cars' stored
 * feed photos are rows of the existing cars_rels (path 'feedPhotos'): no new column.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'storeFeedPhotos' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'storeFeedPhotos' BEFORE 'schedulePublish';
  ALTER TABLE "stock_imports" ADD COLUMN "photo_report" jsonb;
  ALTER TABLE "media" ADD COLUMN "feed_photo" boolean DEFAULT false;`)
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "feed_photos" (
    "site_id" integer NOT NULL REFERENCES "sites"("id") ON DELETE CASCADE,
    "url" text NOT NULL,
    "media_id" integer NOT NULL REFERENCES "media"("id") ON DELETE CASCADE,
    "content_hash" varchar(64) NOT NULL,
    "etag" text,
    "checked_at" timestamptz NOT NULL,
    PRIMARY KEY ("site_id", "url")
  );
  CREATE INDEX IF NOT EXISTS "feed_photos_site_hash_idx" ON "feed_photos" ("site_id", "content_hash");
  CREATE INDEX IF NOT EXISTS "feed_photos_media_idx" ON "feed_photos" ("media_id");
  CREATE INDEX IF NOT EXISTS "media_feed_photo_site_idx" ON "media" ("site_id") WHERE "feed_photo";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "feed_photos"; DROP INDEX IF EXISTS "media_feed_photo_site_idx";`)
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'syncCarsToIndex', 'deliverLead', 'releaseReservation', 'importStock', 'pullStockFeeds', 'matchAlerts', 'sendAlertDigests', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'syncCarsToIndex', 'deliverLead', 'releaseReservation', 'importStock', 'pullStockFeeds', 'matchAlerts', 'sendAlertDigests', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "stock_imports" DROP COLUMN "photo_report";
  ALTER TABLE "media" DROP COLUMN "feed_photo";`)
}
