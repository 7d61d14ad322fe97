import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // ---- per-site slugs, step 1 (hand-written; copy this statement before CREATE UNIQUE INDEX "dealerships_slug_idx"
  // when regenerating the migration) --------------------------------------------------------------------------------
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
  // ---- end of step 1; step 2 is generated: cars' unique index moves from (slug) to (site_id, slug), dealerships'
  // slug index becomes unique. Payload names a compound index after its fields, so cars' (site, slug) index takes the
  // name "site_slug_idx" and posts' own (site, slug) index is renamed "site_slug_1_idx".
  await db.execute(sql`
   DROP INDEX "site_slug_idx";
  DROP INDEX "dealerships_slug_idx";
  DROP INDEX "cars_slug_idx";
  CREATE UNIQUE INDEX "site_slug_idx" ON "cars" USING btree ("site_id","slug");
  CREATE UNIQUE INDEX "site_slug_1_idx" ON "posts" USING btree ("site_id","slug");
  CREATE UNIQUE INDEX "dealerships_slug_idx" ON "dealerships" USING btree ("slug");
  CREATE INDEX "cars_slug_idx" ON "cars" USING btree ("slug");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Dealership slugs renamed by up() keep their variant. Restoring cars' unique (slug) index fails when two sites now
  // have a car with the same slug: rename those first.
  await db.execute(sql`
   DROP INDEX "site_slug_idx";
  DROP INDEX "site_slug_1_idx";
  DROP INDEX "dealerships_slug_idx";
  DROP INDEX "cars_slug_idx";
  CREATE UNIQUE INDEX "site_slug_idx" ON "posts" USING btree ("site_id","slug");
  CREATE INDEX "dealerships_slug_idx" ON "dealerships" USING btree ("slug");
  CREATE UNIQUE INDEX "cars_slug_idx" ON "cars" USING btree ("slug");`)
}
