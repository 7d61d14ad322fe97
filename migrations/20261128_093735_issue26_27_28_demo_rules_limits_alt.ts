import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_sites_car_page_sidebar_buttons_button" AS ENUM('enquire', 'history', 'finance', 'trade-in', 'reserve', 'test-drive', 'make-offer', 'online-purchase', 'request-photos', 'pdf', 'custom');
  CREATE TYPE "public"."enum__sites_v_version_car_page_sidebar_buttons_button" AS ENUM('enquire', 'history', 'finance', 'trade-in', 'reserve', 'test-drive', 'make-offer', 'online-purchase', 'request-photos', 'pdf', 'custom');
  ALTER TYPE "public"."enum_sites_search_filters" ADD VALUE 'make_model' BEFORE 'price';
  ALTER TYPE "public"."enum_sites_search_filters" ADD VALUE 'status' BEFORE 'price';
  ALTER TYPE "public"."enum_sites_search_filters" ADD VALUE 'price_range' BEFORE 'year';
  ALTER TYPE "public"."enum_sites_search_filters" ADD VALUE 'subscription_price' BEFORE 'year';
  ALTER TYPE "public"."enum_sites_search_filters" ADD VALUE 'filtered_features' BEFORE 'year';
  ALTER TYPE "public"."enum__sites_v_version_search_filters" ADD VALUE 'make_model' BEFORE 'price';
  ALTER TYPE "public"."enum__sites_v_version_search_filters" ADD VALUE 'status' BEFORE 'price';
  ALTER TYPE "public"."enum__sites_v_version_search_filters" ADD VALUE 'price_range' BEFORE 'year';
  ALTER TYPE "public"."enum__sites_v_version_search_filters" ADD VALUE 'subscription_price' BEFORE 'year';
  ALTER TYPE "public"."enum__sites_v_version_search_filters" ADD VALUE 'filtered_features' BEFORE 'year';
  CREATE TABLE "sites_car_page_sidebar_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"button" "enum_sites_car_page_sidebar_buttons_button" NOT NULL,
  	"label" varchar,
  	"link" varchar
  );
  
  CREATE TABLE "_sites_v_version_car_page_sidebar_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"button" "enum__sites_v_version_car_page_sidebar_buttons_button" NOT NULL,
  	"label" varchar,
  	"link" varchar,
  	"_uuid" varchar
  );
  
  ALTER TABLE "media" ALTER COLUMN "alt" DROP NOT NULL;
  ALTER TABLE "locations" ADD COLUMN "address_map_key" varchar;
  ALTER TABLE "_locations_v" ADD COLUMN "version_address_map_key" varchar;
  ALTER TABLE "sites_car_page_sidebar_buttons" ADD CONSTRAINT "sites_car_page_sidebar_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sites_v_version_car_page_sidebar_buttons" ADD CONSTRAINT "_sites_v_version_car_page_sidebar_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sites_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "sites_car_page_sidebar_buttons_order_idx" ON "sites_car_page_sidebar_buttons" USING btree ("_order");
  CREATE INDEX "sites_car_page_sidebar_buttons_parent_id_idx" ON "sites_car_page_sidebar_buttons" USING btree ("_parent_id");
  CREATE INDEX "_sites_v_version_car_page_sidebar_buttons_order_idx" ON "_sites_v_version_car_page_sidebar_buttons" USING btree ("_order");
  CREATE INDEX "_sites_v_version_car_page_sidebar_buttons_parent_id_idx" ON "_sites_v_version_car_page_sidebar_buttons" USING btree ("_parent_id");
  ALTER TABLE "users" DROP COLUMN "login_attempts";
  ALTER TABLE "users" DROP COLUMN "lock_until";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sites_car_page_sidebar_buttons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sites_v_version_car_page_sidebar_buttons" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "sites_car_page_sidebar_buttons" CASCADE;
  DROP TABLE "_sites_v_version_car_page_sidebar_buttons" CASCADE;
  ALTER TABLE "sites_search_filters" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_sites_search_filters";
  CREATE TYPE "public"."enum_sites_search_filters" AS ENUM('car_type', 'make', 'model', 'price', 'year', 'km', 'body', 'fuel', 'transmission', 'drive', 'colour', 'seats', 'state', 'city', 'location_name', 'dealership_name', 'badge', 'item_type', 'tag', 'categories', 'weekly_price_range');
  ALTER TABLE "sites_search_filters" ALTER COLUMN "value" SET DATA TYPE "public"."enum_sites_search_filters" USING "value"::"public"."enum_sites_search_filters";
  ALTER TABLE "_sites_v_version_search_filters" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum__sites_v_version_search_filters";
  CREATE TYPE "public"."enum__sites_v_version_search_filters" AS ENUM('car_type', 'make', 'model', 'price', 'year', 'km', 'body', 'fuel', 'transmission', 'drive', 'colour', 'seats', 'state', 'city', 'location_name', 'dealership_name', 'badge', 'item_type', 'tag', 'categories', 'weekly_price_range');
  ALTER TABLE "_sites_v_version_search_filters" ALTER COLUMN "value" SET DATA TYPE "public"."enum__sites_v_version_search_filters" USING "value"::"public"."enum__sites_v_version_search_filters";
  ALTER TABLE "media" ALTER COLUMN "alt" SET NOT NULL;
  ALTER TABLE "users" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "users" ADD COLUMN "lock_until" timestamp(3) with time zone;
  ALTER TABLE "locations" DROP COLUMN "address_map_key";
  ALTER TABLE "_locations_v" DROP COLUMN "version_address_map_key";
  DROP TYPE "public"."enum_sites_car_page_sidebar_buttons_button";
  DROP TYPE "public"."enum__sites_v_version_car_page_sidebar_buttons_button";`)
}
