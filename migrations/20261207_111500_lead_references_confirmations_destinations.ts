import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 39.1 and 39.2: a lead's reference and its shopper confirmation, a reservation's order reference, when a
 * site without a lead destination last reminded its admins, and the daily reminder job. Leads and reservations
 * stored before this get a reference drawn the same way (site prefix + 8 random Crockford base32 characters), so
 * every row has one. Raw SQL, no schema snapshot.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE IF NOT EXISTS 'remindLeadDestinations' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE IF NOT EXISTS 'remindLeadDestinations' BEFORE 'schedulePublish';
  CREATE TYPE "public"."enum_leads_delivery_confirmation_status" AS ENUM('sent', 'failed', 'limited', 'no-contact');
  ALTER TABLE "leads" ADD COLUMN "reference" varchar;
  ALTER TABLE "leads" ADD COLUMN "delivery_confirmation_status" "enum_leads_delivery_confirmation_status";
  ALTER TABLE "leads" ADD COLUMN "delivery_confirmation_channel" varchar;
  ALTER TABLE "leads" ADD COLUMN "delivery_confirmation_sent_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "delivery_confirmation_to" varchar;
  ALTER TABLE "leads" ADD COLUMN "delivery_confirmation_last_error" varchar;
  ALTER TABLE "reservations" ADD COLUMN "order_reference" varchar;
  ALTER TABLE "sites" ADD COLUMN "forms_destination_reminded_at" timestamp(3) with time zone;
  ALTER TABLE "_sites_v" ADD COLUMN "version_forms_destination_reminded_at" timestamp(3) with time zone;

  -- Existing rows: the same shape as new references (40 random bits in Crockford base32 after the slug's prefix).
  CREATE OR REPLACE FUNCTION pg_temp.crockford_reference(slug text) RETURNS text AS $$
    SELECT rpad(left(regexp_replace(upper(slug), '[^A-Z]', '', 'g'), 3), 3, 'X') || '-' ||
      string_agg(CASE WHEN i = 5 THEN '-' ELSE '' END ||
        substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 1 + floor(random() * 32)::int, 1), '' ORDER BY i)
    FROM generate_series(1, 8) AS i
  $$ LANGUAGE sql VOLATILE;
  UPDATE "leads" l SET "reference" = pg_temp.crockford_reference(s."slug") FROM "sites" s
    WHERE s."id" = l."site_id" AND l."reference" IS NULL;
  UPDATE "reservations" r SET "order_reference" = pg_temp.crockford_reference(s."slug") FROM "sites" s
    WHERE s."id" = r."site_id" AND r."order_reference" IS NULL;

  CREATE UNIQUE INDEX "leads_reference_idx" ON "leads" USING btree ("reference");
  CREATE UNIQUE INDEX "reservations_order_reference_idx" ON "reservations" USING btree ("order_reference");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "leads_reference_idx";
  DROP INDEX IF EXISTS "reservations_order_reference_idx";
  ALTER TABLE "leads" DROP COLUMN IF EXISTS "reference";
  ALTER TABLE "leads" DROP COLUMN IF EXISTS "delivery_confirmation_status";
  ALTER TABLE "leads" DROP COLUMN IF EXISTS "delivery_confirmation_channel";
  ALTER TABLE "leads" DROP COLUMN IF EXISTS "delivery_confirmation_sent_at";
  ALTER TABLE "leads" DROP COLUMN IF EXISTS "delivery_confirmation_to";
  ALTER TABLE "leads" DROP COLUMN IF EXISTS "delivery_confirmation_last_error";
  DROP TYPE IF EXISTS "public"."enum_leads_delivery_confirmation_status";
  ALTER TABLE "reservations" DROP COLUMN IF EXISTS "order_reference";
  ALTER TABLE "sites" DROP COLUMN IF EXISTS "forms_destination_reminded_at";
  ALTER TABLE "_sites_v" DROP COLUMN IF EXISTS "version_forms_destination_reminded_at";`)
}
