import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_leads_delivery_notification_status" AS ENUM('pending', 'delivered', 'retrying', 'failed', 'not-configured');
  ALTER TABLE "sites" ADD COLUMN "forms_lead_notifications_enabled" boolean DEFAULT true;
  ALTER TABLE "leads" ADD COLUMN "delivery_notification_status" "enum_leads_delivery_notification_status";
  ALTER TABLE "leads" ADD COLUMN "delivery_notification_attempts" numeric DEFAULT 0;
  ALTER TABLE "leads" ADD COLUMN "delivery_notification_delivered_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "delivery_notification_destination" varchar;
  ALTER TABLE "leads" ADD COLUMN "delivery_notification_last_error" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sites" DROP COLUMN "forms_lead_notifications_enabled";
  ALTER TABLE "leads" DROP COLUMN "delivery_notification_status";
  ALTER TABLE "leads" DROP COLUMN "delivery_notification_attempts";
  ALTER TABLE "leads" DROP COLUMN "delivery_notification_delivered_at";
  ALTER TABLE "leads" DROP COLUMN "delivery_notification_destination";
  ALTER TABLE "leads" DROP COLUMN "delivery_notification_last_error";
  DROP TYPE "public"."enum_leads_delivery_notification_status";`)
}
