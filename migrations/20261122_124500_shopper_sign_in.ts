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
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS "watchlist_entries";
  DROP TABLE IF EXISTS "shopper_sessions";
  DROP TABLE IF EXISTS "shopper_sign_in_codes";`)
}
