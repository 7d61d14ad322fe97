import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_sites_forms_terms_field" AS ENUM('terms_agreed', 'terms_conditions');
  CREATE TYPE "public"."enum_sites_forms_terms_message" AS ENUM('short', 'long');
  ALTER TABLE "sites" ADD COLUMN "search_seo_heading" varchar;
  ALTER TABLE "sites" ADD COLUMN "search_seo_footer" varchar;
  ALTER TABLE "sites" ADD COLUMN "cards_strict_save_rule" boolean DEFAULT false;
  ALTER TABLE "sites" ADD COLUMN "forms_no_preferred_dealership" boolean DEFAULT false;
  ALTER TABLE "sites" ADD COLUMN "forms_terms_field" "enum_sites_forms_terms_field" DEFAULT 'terms_agreed';
  ALTER TABLE "sites" ADD COLUMN "forms_terms_message" "enum_sites_forms_terms_message" DEFAULT 'short';
  ALTER TABLE "sites" ADD COLUMN "header_contact_buttons" boolean DEFAULT true;
  ALTER TABLE "sites" ADD COLUMN "content_default_images_offers_id" integer;
  ALTER TABLE "sites" ADD COLUMN "content_default_images_finance_id" integer;
  ALTER TABLE "sites" ADD COLUMN "content_default_images_contact_id" integer;
  ALTER TABLE "sites" ADD COLUMN "content_default_images_fleet_id" integer;
  ALTER TABLE "sites" ADD COLUMN "content_default_images_parts_id" integer;
  ALTER TABLE "sites" ADD COLUMN "content_default_images_blog_id" integer;
  ALTER TABLE "dealerships" ADD COLUMN "address_place_id" varchar;
  ALTER TABLE "dealerships" ADD COLUMN "finance_disabled" boolean DEFAULT false;
  ALTER TABLE "locations_special_hours" ADD COLUMN "appointment_phone" varchar;
  ALTER TABLE "locations" ADD COLUMN "address_place_id" varchar;
  ALTER TABLE "locations_rels" ADD COLUMN "locations_id" integer;
  ALTER TABLE "sites" ADD CONSTRAINT "sites_content_default_images_offers_id_media_id_fk" FOREIGN KEY ("content_default_images_offers_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites" ADD CONSTRAINT "sites_content_default_images_finance_id_media_id_fk" FOREIGN KEY ("content_default_images_finance_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites" ADD CONSTRAINT "sites_content_default_images_contact_id_media_id_fk" FOREIGN KEY ("content_default_images_contact_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites" ADD CONSTRAINT "sites_content_default_images_fleet_id_media_id_fk" FOREIGN KEY ("content_default_images_fleet_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites" ADD CONSTRAINT "sites_content_default_images_parts_id_media_id_fk" FOREIGN KEY ("content_default_images_parts_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites" ADD CONSTRAINT "sites_content_default_images_blog_id_media_id_fk" FOREIGN KEY ("content_default_images_blog_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "locations_rels" ADD CONSTRAINT "locations_rels_locations_fk" FOREIGN KEY ("locations_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "sites_content_default_images_content_default_images_offe_idx" ON "sites" USING btree ("content_default_images_offers_id");
  CREATE INDEX "sites_content_default_images_content_default_images_fina_idx" ON "sites" USING btree ("content_default_images_finance_id");
  CREATE INDEX "sites_content_default_images_content_default_images_cont_idx" ON "sites" USING btree ("content_default_images_contact_id");
  CREATE INDEX "sites_content_default_images_content_default_images_flee_idx" ON "sites" USING btree ("content_default_images_fleet_id");
  CREATE INDEX "sites_content_default_images_content_default_images_part_idx" ON "sites" USING btree ("content_default_images_parts_id");
  CREATE INDEX "sites_content_default_images_content_default_images_blog_idx" ON "sites" USING btree ("content_default_images_blog_id");
  CREATE INDEX "locations_rels_locations_id_idx" ON "locations_rels" USING btree ("locations_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sites" DROP CONSTRAINT "sites_content_default_images_offers_id_media_id_fk";
  
  ALTER TABLE "sites" DROP CONSTRAINT "sites_content_default_images_finance_id_media_id_fk";
  
  ALTER TABLE "sites" DROP CONSTRAINT "sites_content_default_images_contact_id_media_id_fk";
  
  ALTER TABLE "sites" DROP CONSTRAINT "sites_content_default_images_fleet_id_media_id_fk";
  
  ALTER TABLE "sites" DROP CONSTRAINT "sites_content_default_images_parts_id_media_id_fk";
  
  ALTER TABLE "sites" DROP CONSTRAINT "sites_content_default_images_blog_id_media_id_fk";
  
  ALTER TABLE "locations_rels" DROP CONSTRAINT "locations_rels_locations_fk";
  
  DROP INDEX "sites_content_default_images_content_default_images_offe_idx";
  DROP INDEX "sites_content_default_images_content_default_images_fina_idx";
  DROP INDEX "sites_content_default_images_content_default_images_cont_idx";
  DROP INDEX "sites_content_default_images_content_default_images_flee_idx";
  DROP INDEX "sites_content_default_images_content_default_images_part_idx";
  DROP INDEX "sites_content_default_images_content_default_images_blog_idx";
  DROP INDEX "locations_rels_locations_id_idx";
  ALTER TABLE "sites" DROP COLUMN "search_seo_heading";
  ALTER TABLE "sites" DROP COLUMN "search_seo_footer";
  ALTER TABLE "sites" DROP COLUMN "cards_strict_save_rule";
  ALTER TABLE "sites" DROP COLUMN "forms_no_preferred_dealership";
  ALTER TABLE "sites" DROP COLUMN "forms_terms_field";
  ALTER TABLE "sites" DROP COLUMN "forms_terms_message";
  ALTER TABLE "sites" DROP COLUMN "header_contact_buttons";
  ALTER TABLE "sites" DROP COLUMN "content_default_images_offers_id";
  ALTER TABLE "sites" DROP COLUMN "content_default_images_finance_id";
  ALTER TABLE "sites" DROP COLUMN "content_default_images_contact_id";
  ALTER TABLE "sites" DROP COLUMN "content_default_images_fleet_id";
  ALTER TABLE "sites" DROP COLUMN "content_default_images_parts_id";
  ALTER TABLE "sites" DROP COLUMN "content_default_images_blog_id";
  ALTER TABLE "dealerships" DROP COLUMN "address_place_id";
  ALTER TABLE "dealerships" DROP COLUMN "finance_disabled";
  ALTER TABLE "locations_special_hours" DROP COLUMN "appointment_phone";
  ALTER TABLE "locations" DROP COLUMN "address_place_id";
  ALTER TABLE "locations_rels" DROP COLUMN "locations_id";
  DROP TYPE "public"."enum_sites_forms_terms_field";
  DROP TYPE "public"."enum_sites_forms_terms_message";`)
}
