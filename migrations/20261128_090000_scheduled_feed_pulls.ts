import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// The scheduled stock feed pulls' task slug (Payload keeps task slugs as enums). No collection changes.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql`ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE IF NOT EXISTS 'pullStockFeeds' BEFORE 'schedulePublish'`,
  )
  await db.execute(
    sql`ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE IF NOT EXISTS 'pullStockFeeds' BEFORE 'schedulePublish'`,
  )
}

// Postgres cannot drop an enum value; the jobs of this task are removed so nothing refers to it.
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DELETE FROM "payload_jobs" WHERE "task_slug" = 'pullStockFeeds'`)
}
