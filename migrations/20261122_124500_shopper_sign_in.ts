import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Phone sign-in (codes and sessions) and the watchlist. Plain tables, not Payload collections: shoppers never
 * see the admin, codes and tokens are stored only as hashes, and the watchlist's uniqueness is a constraint.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "shopper_sign_in_codes" (
    "id" serial PRIMARY KEY,
    "phone" varchar(20) NOT NULL,
    "code_hash" char(64) NOT NULL,
    "expires_at" timestamptz NOT NULL,
    "attempts" integer NOT NULL DEFAULT 0,
    "used_at" timestamptz,
    "created_at" timestamptz NOT NULL DEFAULT now()
  );
  CREATE INDEX IF NOT EXISTS "shopper_sign_in_codes_phone_idx" ON "shopper_sign_in_codes" ("phone", "id" DESC);
  CREATE TABLE IF NOT EXISTS "shopper_sessions" (
    "token_hash" char(64) PRIMARY KEY,
    "phone" varchar(20) NOT NULL,
    "created_at" timestamptz NOT NULL DEFAULT now(),
    "expires_at" timestamptz NOT NULL
  );
  CREATE TABLE IF NOT EXISTS "watchlist_entries" (
    "id" serial PRIMARY KEY,
    "site_id" integer NOT NULL REFERENCES "sites"("id") ON DELETE CASCADE,
    "phone" varchar(20) NOT NULL,
    "car_id" integer NOT NULL REFERENCES "cars"("id") ON DELETE CASCADE,
    "created_at" timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT "watchlist_entries_site_phone_car" UNIQUE ("site_id", "phone", "car_id")
  );
  CREATE TABLE IF NOT EXISTS "reservations" (
    "id" serial PRIMARY KEY,
    "site_id" integer NOT NULL REFERENCES "sites"("id") ON DELETE CASCADE,
    "car_id" integer NOT NULL REFERENCES "cars"("id") ON DELETE CASCADE,
    "phone" varchar(20) NOT NULL,
    "name" varchar(200) NOT NULL,
    "email" varchar(320) NOT NULL,
    "status" varchar(20) NOT NULL CHECK ("status" IN ('awaiting_payment', 'held', 'confirmed', 'released', 'cancelled')),
    "deposit_cents" integer NOT NULL,
    "provider" varchar(20) NOT NULL,
    "payment_ref" varchar(200),
    "hold_until" timestamptz NOT NULL,
    "created_at" timestamptz NOT NULL DEFAULT now()
  );
  -- Two shoppers can never hold the same car: at most one live reservation a car, enforced by Postgres.
  CREATE UNIQUE INDEX IF NOT EXISTS "reservations_one_live_per_car" ON "reservations" ("car_id") WHERE "status" IN ('awaiting_payment', 'held', 'confirmed');
  CREATE INDEX IF NOT EXISTS "reservations_site_idx" ON "reservations" ("site_id", "created_at" DESC);`)
  // The hold-release job's task slug (Payload keeps task slugs as enums).
  await db.execute(sql`ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE IF NOT EXISTS 'releaseReservation'`)
  await db.execute(sql`ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE IF NOT EXISTS 'releaseReservation'`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS "reservations";
  DROP TABLE IF EXISTS "watchlist_entries";
  DROP TABLE IF EXISTS "shopper_sessions";
  DROP TABLE IF EXISTS "shopper_sign_in_codes";`)
}
