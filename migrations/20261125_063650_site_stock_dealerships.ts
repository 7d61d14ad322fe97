import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sites_rels" ADD COLUMN "dealerships_id" integer;
  ALTER TABLE "sites_rels" ADD CONSTRAINT "sites_rels_dealerships_fk" FOREIGN KEY ("dealerships_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "sites_rels_dealerships_id_idx" ON "sites_rels" USING btree ("dealerships_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sites_rels" DROP CONSTRAINT "sites_rels_dealerships_fk";
  
  DROP INDEX "sites_rels_dealerships_id_idx";
  ALTER TABLE "sites_rels" DROP COLUMN "dealerships_id";`)
}
