import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_stock_imports_status" AS ENUM('queued', 'running', 'done', 'failed');
  CREATE TYPE "public"."enum_stock_imports_format" AS ENUM('csv', 'json');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'importStock';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'importStock';
  CREATE TABLE "cars_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "stock_imports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"dealership_id" integer,
  	"status" "enum_stock_imports_status" DEFAULT 'queued' NOT NULL,
  	"message" varchar,
  	"progress_done" numeric,
  	"progress_total" numeric,
  	"summary_created" numeric,
  	"summary_updated" numeric,
  	"summary_sold" numeric,
  	"summary_unchanged" numeric,
  	"summary_rejected" numeric,
  	"rejected_rows" jsonb,
  	"format" "enum_stock_imports_format",
  	"started_at" timestamp(3) with time zone,
  	"finished_at" timestamp(3) with time zone,
  	"content" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "stock_imports_id" integer;
  ALTER TABLE "cars_rels" ADD CONSTRAINT "cars_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cars_rels" ADD CONSTRAINT "cars_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stock_imports" ADD CONSTRAINT "stock_imports_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stock_imports" ADD CONSTRAINT "stock_imports_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "cars_rels_order_idx" ON "cars_rels" USING btree ("order");
  CREATE INDEX "cars_rels_parent_idx" ON "cars_rels" USING btree ("parent_id");
  CREATE INDEX "cars_rels_path_idx" ON "cars_rels" USING btree ("path");
  CREATE INDEX "cars_rels_media_id_idx" ON "cars_rels" USING btree ("media_id");
  CREATE INDEX "stock_imports_site_idx" ON "stock_imports" USING btree ("site_id");
  CREATE INDEX "stock_imports_dealership_idx" ON "stock_imports" USING btree ("dealership_id");
  CREATE INDEX "stock_imports_status_idx" ON "stock_imports" USING btree ("status");
  CREATE INDEX "stock_imports_updated_at_idx" ON "stock_imports" USING btree ("updated_at");
  CREATE INDEX "stock_imports_created_at_idx" ON "stock_imports" USING btree ("created_at");
  CREATE UNIQUE INDEX "stock_imports_filename_idx" ON "stock_imports" USING btree ("filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_stock_imports_fk" FOREIGN KEY ("stock_imports_id") REFERENCES "public"."stock_imports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_stock_imports_id_idx" ON "payload_locked_documents_rels" USING btree ("stock_imports_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cars_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "stock_imports" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "cars_rels" CASCADE;
  DROP TABLE "stock_imports" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_stock_imports_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'syncCarsToIndex', 'deliverLead', 'releaseReservation');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'syncCarsToIndex', 'deliverLead', 'releaseReservation');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_stock_imports_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "stock_imports_id";
  DROP TYPE "public"."enum_stock_imports_status";
  DROP TYPE "public"."enum_stock_imports_format";`)
}
