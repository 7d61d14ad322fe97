import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // ---- per-site slugs, step 1 (hand-written, before the generated statements) --------------------------------------------------------------------------------
  // Dealership slugs become unique across all sites. A slug several dealerships share stays with the lowest id; each
  // other one becomes the first free slug-2, slug-3, … (what the uniqueDealershipSlug hook does for new ones).
  // Car (site, slug) duplicates cannot exist: car slugs were unique across all sites until this migration.
  await db.execute(sql`
  DO $$
  DECLARE
    d record;
    n integer;
  BEGIN
    FOR d IN
      SELECT dl.id, dl.slug FROM "dealerships" dl
      WHERE EXISTS (SELECT 1 FROM "dealerships" o WHERE o.slug = dl.slug AND o.id < dl.id)
      ORDER BY dl.id
    LOOP
      n := 2;
      WHILE EXISTS (SELECT 1 FROM "dealerships" WHERE slug = d.slug || '-' || n) LOOP
        n := n + 1;
      END LOOP;
      UPDATE "dealerships" SET slug = d.slug || '-' || n WHERE id = d.id;
    END LOOP;
  END $$;`)
  // Generated, with one hand-written UPDATE (old imports' statuses). Cars' unique index moves from (slug) to
  // (site_id, slug); dealerships' slug index becomes unique. Payload names a compound index after its fields, so cars'
  // (site, slug) index takes the name "site_slug_idx" and posts' own (site, slug) index is renamed "site_slug_1_idx".
  await db.execute(sql`
   CREATE TYPE "public"."enum_dealerships_feed_column_mapping_field" AS ENUM('ignore', 'stocknum', 'vin', 'make', 'model', 'badge', 'series', 'year', 'name', 'slug', 'carsales_title', 'price', 'price_type', 'before_price', 'subscription_price', 'km', 'colour', 'simple_body', 'trans', 'simple_transmission', 'fuel', 'simple_fuel', 'drive', 'seats', 'doors', 'engine_size', 'regplate', 'rego_expiry', 'build_date', 'compliance_date', 'car_type', 'status', 'dealercomments', 'images', 'features', 'standardEquipment', 'payment_processors', 'location_name', 'tag', 'item_type', 'reserved', 'preorder', 'certified', 'show_on_dealer_website', 'sold_date', 'has_nvic', 'private_suburb', 'private_postcode', 'accessories_count', 'specifications', 'autograb_data', 'finance_lenders', 'variant.cylinders', 'variant.enginesize', 'variant.enginesize_litres', 'variant.induction', 'variant.geartype', 'variant.fuelconsumptioncombined', 'variant.fuelcapacity', 'variant.grossvehiclemass', 'variant.vehiclelength', 'variant.vehicleheight', 'variant.vehiclewidth', 'variant.torque', 'variant.ancaprating', 'variant.bodyconfiguration', 'specifications.body_length', 'specifications.body_width', 'specifications.tare_weight', 'specifications.aggregate_trailer_mass', 'specifications.axle_type', 'specifications.sleeps', 'autograb_data.average_market_price', 'autograb_data.state_average_market_price');
  CREATE TYPE "public"."enum_dealerships_feed_pull_schedule" AS ENUM('off', 'hourly', 'nightly');
  CREATE TYPE "public"."enum_stock_imports_source" AS ENUM('admin', 'api', 'cli', 'schedule');
  CREATE TABLE "dealerships_feed_column_mapping" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"column" varchar NOT NULL,
  	"field" "enum_dealerships_feed_column_mapping_field" NOT NULL
  );
  
  ALTER TABLE "stock_imports" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "stock_imports" ALTER COLUMN "status" SET DEFAULT 'queued'::text;
  -- Imports of the old job: 'running' is gone (a run is planning or applying now), and an old import's feed was kept in
  -- the content column dropped below, so one not finished can never run: it failed.
  UPDATE "stock_imports" SET "status" = 'failed', "message" = 'Stopped by an upgrade before it ran: upload the feed again.'
    WHERE "status" IN ('queued', 'running');
  DROP TYPE "public"."enum_stock_imports_status";
  CREATE TYPE "public"."enum_stock_imports_status" AS ENUM('queued', 'planning', 'preview', 'confirm', 'applying', 'done', 'done-rejected', 'refused', 'failed', 'undoing', 'undone');
  ALTER TABLE "stock_imports" ALTER COLUMN "status" SET DEFAULT 'queued'::"public"."enum_stock_imports_status";
  ALTER TABLE "stock_imports" ALTER COLUMN "status" SET DATA TYPE "public"."enum_stock_imports_status" USING "status"::"public"."enum_stock_imports_status";
  DROP INDEX "site_slug_idx";
  DROP INDEX "dealerships_slug_idx";
  DROP INDEX "cars_slug_idx";
  ALTER TABLE "sites" ADD COLUMN "search_import_sell_threshold_percent" numeric DEFAULT 20;
  ALTER TABLE "_sites_v" ADD COLUMN "version_search_import_sell_threshold_percent" numeric DEFAULT 20;
  ALTER TABLE "dealerships" ADD COLUMN "feed_pull_url" varchar;
  ALTER TABLE "dealerships" ADD COLUMN "feed_pull_schedule" "enum_dealerships_feed_pull_schedule" DEFAULT 'off';
  ALTER TABLE "dealerships" ADD COLUMN "feed_pull_last_pulled_at" timestamp(3) with time zone;
  ALTER TABLE "dealerships" ADD COLUMN "feed_pull_last_error" varchar;
  ALTER TABLE "stock_imports" ADD COLUMN "apply_when_safe" boolean DEFAULT false;
  ALTER TABLE "stock_imports" ADD COLUMN "source" "enum_stock_imports_source" DEFAULT 'admin';
  ALTER TABLE "stock_imports" ADD COLUMN "listed_before" numeric;
  ALTER TABLE "stock_imports" ADD COLUMN "columns" jsonb;
  ALTER TABLE "stock_imports" ADD COLUMN "applied_at" timestamp(3) with time zone;
  ALTER TABLE "stock_imports" ADD COLUMN "undo_until" timestamp(3) with time zone;
  ALTER TABLE "stock_imports" ADD COLUMN "confirmed_at" timestamp(3) with time zone;
  ALTER TABLE "stock_imports" ADD COLUMN "confirmed_by_id" integer;
  ALTER TABLE "stock_imports" ADD COLUMN "undo" jsonb;
  ALTER TABLE "dealerships_feed_column_mapping" ADD CONSTRAINT "dealerships_feed_column_mapping_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "dealerships_feed_column_mapping_order_idx" ON "dealerships_feed_column_mapping" USING btree ("_order");
  CREATE INDEX "dealerships_feed_column_mapping_parent_id_idx" ON "dealerships_feed_column_mapping" USING btree ("_parent_id");
  ALTER TABLE "stock_imports" ADD CONSTRAINT "stock_imports_confirmed_by_id_users_id_fk" FOREIGN KEY ("confirmed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "site_slug_idx" ON "cars" USING btree ("site_id","slug");
  CREATE INDEX "stock_imports_applied_at_idx" ON "stock_imports" USING btree ("applied_at");
  CREATE INDEX "stock_imports_confirmed_by_idx" ON "stock_imports" USING btree ("confirmed_by_id");
  CREATE UNIQUE INDEX "site_slug_1_idx" ON "posts" USING btree ("site_id","slug");
  CREATE UNIQUE INDEX "dealerships_slug_idx" ON "dealerships" USING btree ("slug");
  CREATE INDEX "cars_slug_idx" ON "cars" USING btree ("slug");
  ALTER TABLE "stock_imports" DROP COLUMN "content";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Dealership slugs renamed by up() keep their variant. Restoring cars' unique (slug) index fails when two sites now
  // have a car with the same slug: rename those first.
  await db.execute(sql`
   ALTER TABLE "dealerships_feed_column_mapping" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "dealerships_feed_column_mapping" CASCADE;
  ALTER TABLE "stock_imports" DROP CONSTRAINT "stock_imports_confirmed_by_id_users_id_fk";
  
  ALTER TABLE "stock_imports" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "stock_imports" ALTER COLUMN "status" SET DEFAULT 'queued'::text;
  DROP TYPE "public"."enum_stock_imports_status";
  UPDATE "stock_imports" SET "status" = 'done' WHERE "status" IN ('done-rejected', 'undone');
  UPDATE "stock_imports" SET "status" = 'failed' WHERE "status" NOT IN ('queued', 'done', 'failed');
  CREATE TYPE "public"."enum_stock_imports_status" AS ENUM('queued', 'running', 'done', 'failed');
  ALTER TABLE "stock_imports" ALTER COLUMN "status" SET DEFAULT 'queued'::"public"."enum_stock_imports_status";
  ALTER TABLE "stock_imports" ALTER COLUMN "status" SET DATA TYPE "public"."enum_stock_imports_status" USING "status"::"public"."enum_stock_imports_status";
  DROP INDEX "site_slug_idx";
  DROP INDEX "stock_imports_applied_at_idx";
  DROP INDEX "stock_imports_confirmed_by_idx";
  DROP INDEX "site_slug_1_idx";
  DROP INDEX "dealerships_slug_idx";
  DROP INDEX "cars_slug_idx";
  ALTER TABLE "stock_imports" ADD COLUMN "content" varchar;
  CREATE UNIQUE INDEX "site_slug_idx" ON "posts" USING btree ("site_id","slug");
  CREATE INDEX "dealerships_slug_idx" ON "dealerships" USING btree ("slug");
  CREATE UNIQUE INDEX "cars_slug_idx" ON "cars" USING btree ("slug");
  ALTER TABLE "sites" DROP COLUMN "search_import_sell_threshold_percent";
  ALTER TABLE "_sites_v" DROP COLUMN "version_search_import_sell_threshold_percent";
  ALTER TABLE "dealerships" DROP COLUMN "feed_pull_url";
  ALTER TABLE "dealerships" DROP COLUMN "feed_pull_schedule";
  ALTER TABLE "dealerships" DROP COLUMN "feed_pull_last_pulled_at";
  ALTER TABLE "dealerships" DROP COLUMN "feed_pull_last_error";
  ALTER TABLE "stock_imports" DROP COLUMN "apply_when_safe";
  ALTER TABLE "stock_imports" DROP COLUMN "source";
  ALTER TABLE "stock_imports" DROP COLUMN "listed_before";
  ALTER TABLE "stock_imports" DROP COLUMN "columns";
  ALTER TABLE "stock_imports" DROP COLUMN "applied_at";
  ALTER TABLE "stock_imports" DROP COLUMN "undo_until";
  ALTER TABLE "stock_imports" DROP COLUMN "confirmed_at";
  ALTER TABLE "stock_imports" DROP COLUMN "confirmed_by_id";
  ALTER TABLE "stock_imports" DROP COLUMN "undo";
  DROP TYPE "public"."enum_dealerships_feed_column_mapping_field";
  DROP TYPE "public"."enum_dealerships_feed_pull_schedule";
  DROP TYPE "public"."enum_stock_imports_source";`)
}
