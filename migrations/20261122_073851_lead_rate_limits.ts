import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Rate-limit counters of the lead endpoints (rate-limiter-flexible's RateLimiterPostgres layout), shared by
 * every app instance. Not a Payload collection, so the schema snapshot does not list it.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE IF NOT EXISTS "lead_rate_limits" (
    "key" varchar(255) PRIMARY KEY,
    "points" integer NOT NULL DEFAULT 0,
    "expire" bigint
  );
  CREATE INDEX IF NOT EXISTS "lead_rate_limits_expire_idx" ON "lead_rate_limits" USING btree ("expire");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE IF EXISTS "lead_rate_limits";`)
}
