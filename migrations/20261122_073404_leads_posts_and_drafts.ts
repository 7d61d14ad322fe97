import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_leads_delivery_status" AS ENUM('pending', 'delivered', 'retrying', 'failed', 'not-configured');
  CREATE TYPE "public"."enum_leads_follow_up" AS ENUM('new', 'contacted', 'won', 'lost');
  CREATE TYPE "public"."enum_leads_delivery_webhook_status" AS ENUM('pending', 'delivered', 'retrying', 'failed', 'not-configured');
  CREATE TYPE "public"."enum_leads_delivery_email_status" AS ENUM('pending', 'delivered', 'retrying', 'failed', 'not-configured');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'deliverLead';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'deliverLead';
  CREATE TABLE "leads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"title" varchar,
  	"form" varchar NOT NULL,
  	"category" varchar,
  	"subcategory" varchar,
  	"delivery_status" "enum_leads_delivery_status" DEFAULT 'pending',
  	"follow_up" "enum_leads_follow_up" DEFAULT 'new',
  	"staff_notes" varchar,
  	"name" varchar,
  	"last_name" varchar,
  	"email" varchar,
  	"phone" varchar,
  	"postcode" varchar,
  	"message" varchar,
  	"car_id" integer,
  	"dealership_id" integer,
  	"location_id" integer,
  	"vehicle_name" varchar,
  	"vehicle_stocknum" varchar,
  	"vehicle_vin" varchar,
  	"vehicle_car_type" varchar,
  	"vehicle_year" numeric,
  	"vehicle_make" varchar,
  	"vehicle_model" varchar,
  	"vehicle_badge" varchar,
  	"vehicle_km" numeric,
  	"vehicle_price" numeric,
  	"vehicle_tag" varchar,
  	"fields" jsonb,
  	"trade_in_rego" varchar,
  	"trade_in_rego_state" varchar,
  	"trade_in_year" numeric,
  	"trade_in_make" varchar,
  	"trade_in_model" varchar,
  	"trade_in_kms" numeric,
  	"trade_in_preferred_contact_method" varchar,
  	"trade_in_finance" varchar,
  	"trade_in_valuation_id" varchar,
  	"trade_in_adjustment_answers" jsonb,
  	"trade_in_offer_price" numeric,
  	"trade_in_car_price" numeric,
  	"trade_in_reduced_price" numeric,
  	"trade_in_offer_accepted" boolean,
  	"trade_in_offer_accepted_at" timestamp(3) with time zone,
  	"source" varchar DEFAULT 'Website',
  	"event_id" numeric,
  	"url" varchar,
  	"user_agent" varchar,
  	"lead_attributes_visited_pages" jsonb,
  	"lead_attributes_linked_query_params" jsonb,
  	"consent_opt_in" boolean,
  	"consent_opt_in_at" timestamp(3) with time zone,
  	"consent_terms_agreed" boolean,
  	"consent_terms_agreed_at" timestamp(3) with time zone,
  	"consent_opt_in_finance" boolean,
  	"consent_opt_in_trade" boolean,
  	"delivery_webhook_status" "enum_leads_delivery_webhook_status",
  	"delivery_webhook_attempts" numeric DEFAULT 0,
  	"delivery_webhook_delivered_at" timestamp(3) with time zone,
  	"delivery_webhook_destination" varchar,
  	"delivery_webhook_last_error" varchar,
  	"delivery_email_status" "enum_leads_delivery_email_status",
  	"delivery_email_attempts" numeric DEFAULT 0,
  	"delivery_email_delivered_at" timestamp(3) with time zone,
  	"delivery_email_destination" varchar,
  	"delivery_email_last_error" varchar,
  	"delivery_last_event" varchar,
  	"delivery_round" numeric DEFAULT 0,
  	"delivery_resend" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "cars" ALTER COLUMN "rego_expiry" SET DATA TYPE varchar;
  ALTER TABLE "cars" ALTER COLUMN "build_date" SET DATA TYPE varchar;
  ALTER TABLE "cars" ALTER COLUMN "compliance_date" SET DATA TYPE varchar;
  ALTER TABLE "cars" ALTER COLUMN "variant_enginesize" SET DATA TYPE numeric USING NULLIF("variant_enginesize", '')::numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "leads_id" integer;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "leads_site_idx" ON "leads" USING btree ("site_id");
  CREATE INDEX "leads_form_idx" ON "leads" USING btree ("form");
  CREATE INDEX "leads_delivery_status_idx" ON "leads" USING btree ("delivery_status");
  CREATE INDEX "leads_email_idx" ON "leads" USING btree ("email");
  CREATE INDEX "leads_phone_idx" ON "leads" USING btree ("phone");
  CREATE INDEX "leads_car_idx" ON "leads" USING btree ("car_id");
  CREATE INDEX "leads_dealership_idx" ON "leads" USING btree ("dealership_id");
  CREATE INDEX "leads_location_idx" ON "leads" USING btree ("location_id");
  CREATE INDEX "leads_updated_at_idx" ON "leads" USING btree ("updated_at");
  CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_leads_fk" FOREIGN KEY ("leads_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_leads_id_idx" ON "payload_locked_documents_rels" USING btree ("leads_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "leads" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_leads_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'syncCarsToIndex');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'syncCarsToIndex');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_leads_id_idx";
  ALTER TABLE "cars" ALTER COLUMN "rego_expiry" SET DATA TYPE timestamp(3) with time zone USING NULLIF("rego_expiry", '')::timestamp(3) with time zone;
  ALTER TABLE "cars" ALTER COLUMN "build_date" SET DATA TYPE timestamp(3) with time zone USING NULLIF("build_date", '')::timestamp(3) with time zone;
  ALTER TABLE "cars" ALTER COLUMN "compliance_date" SET DATA TYPE timestamp(3) with time zone USING NULLIF("compliance_date", '')::timestamp(3) with time zone;
  ALTER TABLE "cars" ALTER COLUMN "variant_enginesize" SET DATA TYPE varchar;
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "leads_id";
  DROP TYPE "public"."enum_leads_delivery_status";
  DROP TYPE "public"."enum_leads_follow_up";
  DROP TYPE "public"."enum_leads_delivery_webhook_status";
  DROP TYPE "public"."enum_leads_delivery_email_status";`)
}
