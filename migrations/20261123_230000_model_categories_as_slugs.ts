import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Model categories are stored as slugs ('SUVs & 4WDs' → 'suvs-4wds'): Payload's GraphQL schema makes an enum of the
 * select's values and '&' is not allowed in an enum name, so every /api/graphql request answered 500. Renaming the
 * enum's values keeps every stored model's category; the labels stay what staff and shoppers see.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TYPE "public"."enum_models_manufacturer_body" RENAME VALUE 'Hatch & sedans' TO 'hatch-sedans';
  ALTER TYPE "public"."enum_models_manufacturer_body" RENAME VALUE 'SUVs & 4WDs' TO 'suvs-4wds';
  ALTER TYPE "public"."enum_models_manufacturer_body" RENAME VALUE 'Utes & Vans' TO 'utes-vans';
  ALTER TYPE "public"."enum_models_manufacturer_body" RENAME VALUE 'GR & performance' TO 'gr-performance';
  ALTER TYPE "public"."enum_models_manufacturer_body" RENAME VALUE 'Electrified' TO 'electrified';
  ALTER TYPE "public"."enum_models_manufacturer_body" RENAME VALUE 'Discontinued' TO 'discontinued';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TYPE "public"."enum_models_manufacturer_body" RENAME VALUE 'hatch-sedans' TO 'Hatch & sedans';
  ALTER TYPE "public"."enum_models_manufacturer_body" RENAME VALUE 'suvs-4wds' TO 'SUVs & 4WDs';
  ALTER TYPE "public"."enum_models_manufacturer_body" RENAME VALUE 'utes-vans' TO 'Utes & Vans';
  ALTER TYPE "public"."enum_models_manufacturer_body" RENAME VALUE 'gr-performance' TO 'GR & performance';
  ALTER TYPE "public"."enum_models_manufacturer_body" RENAME VALUE 'electrified' TO 'Electrified';
  ALTER TYPE "public"."enum_models_manufacturer_body" RENAME VALUE 'discontinued' TO 'Discontinued';`)
}
