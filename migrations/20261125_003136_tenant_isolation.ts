import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 16: domains become unique across sites, stored normalised (lower case, no scheme, port or trailing dot, as
 * src/lib/hostName.ts does on save). Existing rows are normalised first; when two sites (or one site twice) claim
 * the same host, the migration stops and names them, so the operator decides which site keeps the host.
 */
async function normaliseAndCheckDomains(db: MigrateUpArgs['db']): Promise<void> {
  await db.execute(sql`
    UPDATE "sites_domains"
    SET "domain" = regexp_replace(regexp_replace(regexp_replace(lower(btrim("domain")), '^[a-z][a-z0-9+.-]*://', ''), '[/?#].*$|:[0-9]*$', ''), '\\.+$', '')`)
  const clashes = await db.execute(sql`
    SELECT "domain", string_agg(DISTINCT s."slug", ', ' ORDER BY s."slug") AS sites, count(*) AS rows
    FROM "sites_domains" d JOIN "sites" s ON s."id" = d."_parent_id"
    GROUP BY "domain" HAVING count(*) > 1`)
  const rows = (clashes as unknown as { rows: Array<{ domain: string; sites: string }> }).rows
  if (rows.length > 0) {
    const list = rows.map((r) => `'${r.domain}' (sites: ${r.sites})`).join('; ')
    throw new Error(
      `Cannot make site domains unique: ${list}. Remove the duplicate domain in the admin (Sites → General → Domains), or in SQL from "sites_domains", then run the migration again.`,
    )
  }
}

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await normaliseAndCheckDomains(db)
  await db.execute(sql`
   CREATE TABLE "sites_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"sites_id" integer
  );
  
  DROP INDEX "sites_domains_domain_idx";
  ALTER TABLE "sites" ADD COLUMN "car_page_reserve_holds_per_phone" numeric DEFAULT 2;
  ALTER TABLE "sites" ADD COLUMN "car_page_reserve_holds_per_ip_per_day" numeric DEFAULT 5;
  ALTER TABLE "sites" ADD COLUMN "car_page_reserve_requires_sign_in" boolean DEFAULT true;
  ALTER TABLE "media" ADD COLUMN "shared" boolean DEFAULT false;
  ALTER TABLE "sites_rels" ADD CONSTRAINT "sites_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_rels" ADD CONSTRAINT "sites_rels_sites_fk" FOREIGN KEY ("sites_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "sites_rels_order_idx" ON "sites_rels" USING btree ("order");
  CREATE INDEX "sites_rels_parent_idx" ON "sites_rels" USING btree ("parent_id");
  CREATE INDEX "sites_rels_path_idx" ON "sites_rels" USING btree ("path");
  CREATE INDEX "sites_rels_sites_id_idx" ON "sites_rels" USING btree ("sites_id");
  CREATE UNIQUE INDEX "sites_domains_domain_idx" ON "sites_domains" USING btree ("domain");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sites_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "sites_rels" CASCADE;
  DROP INDEX "sites_domains_domain_idx";
  CREATE INDEX "sites_domains_domain_idx" ON "sites_domains" USING btree ("domain");
  ALTER TABLE "sites" DROP COLUMN "car_page_reserve_holds_per_phone";
  ALTER TABLE "sites" DROP COLUMN "car_page_reserve_holds_per_ip_per_day";
  ALTER TABLE "sites" DROP COLUMN "car_page_reserve_requires_sign_in";
  ALTER TABLE "media" DROP COLUMN "shared";`)
}
