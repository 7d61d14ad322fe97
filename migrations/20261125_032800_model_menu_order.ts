import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 19.5: the models menu order is content (each model's `order`), no longer Toyota's list in code. Models
 * saved before this have no order; give those whose name matches the list the code used (spec content §1, longest
 * matching name wins) that position, so existing sites keep their menu. No schema change (the snapshot equals the
 * previous one). The list is frozen here on purpose: a migration must not change when the code does.
 */
const PREVIOUS_ORDER = [
  'bZ4X', 'Prado', 'C-HR', 'Yaris', 'Corolla Hatch', 'Camry', 'Corolla Sedan', 'Yaris Cross', 'Corolla Cross', 'RAV4',
  'Kluger', 'Fortuner', 'LandCruiser 300', 'HiLux', 'LandCruiser 70', 'Tundra', 'HiAce', 'Granvia', 'Coaster',
  'GR Yaris', 'GR86', 'GR Corolla', 'GR Supra',
]

const words = (value: string) => ` ${value.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim()} `

function previousRank(name: string): number | null {
  let best: number | null = null
  let bestLength = 0
  PREVIOUS_ORDER.forEach((preferred, index) => {
    const key = words(preferred).trim()
    if (key.length > bestLength && words(name).includes(` ${key} `)) {
      best = index + 1
      bestLength = key.length
    }
  })
  return best
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  const { rows } = await db.execute(sql`SELECT "id", "name" FROM "models" WHERE "order" IS NULL`)
  for (const row of rows as { id: number; name: string }[]) {
    const rank = previousRank(row.name)
    if (rank !== null) await db.execute(sql`UPDATE "models" SET "order" = ${rank} WHERE "id" = ${row.id}`)
  }
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // Positions given here cannot be told apart from positions staff set later: they stay.
}
