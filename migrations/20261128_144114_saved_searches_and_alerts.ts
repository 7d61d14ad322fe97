import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 30: saved searches, the shoppers' alert choices with their consent, what the next digest carries, and the
 * digests themselves. Plain tables like the watchlist (shoppers never see the admin). A digest is one row per
 * shopper, site and day under a unique constraint: two servers cannot both send it. Raw SQL, no schema snapshot.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "saved_searches" (
    "id" serial PRIMARY KEY,
    "site_id" integer NOT NULL REFERENCES "sites"("id") ON DELETE CASCADE,
    "phone" varchar(20) NOT NULL,
    "name" varchar(80) NOT NULL,
    "state" jsonb NOT NULL,
    "paused" boolean NOT NULL DEFAULT false,
    "created_at" timestamptz NOT NULL DEFAULT now(),
    "updated_at" timestamptz NOT NULL DEFAULT now()
  );
  CREATE INDEX IF NOT EXISTS "saved_searches_site_active_idx" ON "saved_searches" ("site_id") WHERE NOT "paused";
  CREATE INDEX IF NOT EXISTS "saved_searches_site_phone_idx" ON "saved_searches" ("site_id", "phone");
  CREATE TABLE IF NOT EXISTS "alert_subscriptions" (
    "site_id" integer NOT NULL REFERENCES "sites"("id") ON DELETE CASCADE,
    "phone" varchar(20) NOT NULL,
    "channel" varchar(5) NOT NULL CHECK ("channel" IN ('sms', 'email')),
    "email" varchar(320),
    "email_confirmed_at" timestamptz,
    "confirm_token" varchar(64) UNIQUE,
    "unsubscribe_token" varchar(64) NOT NULL UNIQUE,
    "consent_text" text NOT NULL,
    "consent_at" timestamptz NOT NULL,
    "unsubscribed_at" timestamptz,
    "created_at" timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY ("site_id", "phone")
  );
  CREATE TABLE IF NOT EXISTS "alert_digests" (
    "id" serial PRIMARY KEY,
    "site_id" integer NOT NULL REFERENCES "sites"("id") ON DELETE CASCADE,
    "phone" varchar(20) NOT NULL,
    "day" date NOT NULL,
    "channel" varchar(5) NOT NULL,
    "status" varchar(10) NOT NULL CHECK ("status" IN ('sending', 'sent', 'failed')),
    "car_ids" integer[] NOT NULL DEFAULT '{}',
    "error" text,
    "created_at" timestamptz NOT NULL DEFAULT now(),
    "sent_at" timestamptz,
    CONSTRAINT "alert_digests_one_a_day" UNIQUE ("site_id", "phone", "day")
  );
  CREATE INDEX IF NOT EXISTS "alert_digests_site_sent_idx" ON "alert_digests" ("site_id", "sent_at");
  CREATE TABLE IF NOT EXISTS "alert_items" (
    "id" bigserial PRIMARY KEY,
    "site_id" integer NOT NULL REFERENCES "sites"("id") ON DELETE CASCADE,
    "phone" varchar(20) NOT NULL,
    "car_id" integer NOT NULL REFERENCES "cars"("id") ON DELETE CASCADE,
    "reason" varchar(10) NOT NULL CHECK ("reason" IN ('new-match', 'price-drop')),
    "saved_search_id" integer REFERENCES "saved_searches"("id") ON DELETE SET NULL,
    "price_before" numeric,
    "price" numeric,
    "dedupe_key" varchar(80) NOT NULL,
    "digest_id" integer REFERENCES "alert_digests"("id") ON DELETE SET NULL,
    "created_at" timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT "alert_items_once" UNIQUE ("site_id", "phone", "dedupe_key")
  );
  CREATE INDEX IF NOT EXISTS "alert_items_pending_idx" ON "alert_items" ("site_id", "phone") WHERE "digest_id" IS NULL;
  CREATE INDEX IF NOT EXISTS "alert_items_digest_idx" ON "alert_items" ("digest_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS "alert_items";
  DROP TABLE IF EXISTS "alert_digests";
  DROP TABLE IF EXISTS "alert_subscriptions";
  DROP TABLE IF EXISTS "saved_searches";`)
}
