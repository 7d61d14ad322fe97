import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 39.8: a stock import keeps the uploaded file's own name, who uploaded it, and the cars each change touches
 * (the preview's list and CSV download). Imports made before keep their stored name without its `feed-<time>-`
 * prefix as their title. Raw SQL, no schema snapshot.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "stock_imports" ADD COLUMN IF NOT EXISTS "original_filename" varchar;
  ALTER TABLE "stock_imports" ADD COLUMN IF NOT EXISTS "uploaded_by_id" integer;
  ALTER TABLE "stock_imports" ADD COLUMN IF NOT EXISTS "changes" jsonb;
  DO $$ BEGIN
    ALTER TABLE "stock_imports" ADD CONSTRAINT "stock_imports_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  EXCEPTION WHEN duplicate_object THEN NULL;
  END $$;
  CREATE INDEX IF NOT EXISTS "stock_imports_uploaded_by_idx" ON "stock_imports" USING btree ("uploaded_by_id");
  UPDATE "stock_imports" SET "original_filename" = regexp_replace("filename", '^feed-[0-9]+-', '')
    WHERE "original_filename" IS NULL AND "filename" IS NOT NULL;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "stock_imports" DROP CONSTRAINT IF EXISTS "stock_imports_uploaded_by_id_users_id_fk";
  DROP INDEX IF EXISTS "stock_imports_uploaded_by_idx";
  ALTER TABLE "stock_imports" DROP COLUMN IF EXISTS "original_filename";
  ALTER TABLE "stock_imports" DROP COLUMN IF EXISTS "uploaded_by_id";
  ALTER TABLE "stock_imports" DROP COLUMN IF EXISTS "changes";`)
}
