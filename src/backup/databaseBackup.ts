import fs from 'node:fs'
import path from 'node:path'
import readline from 'node:readline'
import type pg from 'pg'

/**
 * The database half of `npm run backup` / `npm run restore` (docs/deployment.md "Backups"). Each table's rows as
 * JSON lines, read in one REPEATABLE READ snapshot, so a backup taken while leads arrive is consistent. Restore goes
 * into a database migrated to the same migrations (the schema comes from the committed migrations, not from the
 * backup), with foreign keys checked at the end rather than per row.
 *
 * Why not pg_dump: its version must be at least the server's (a Debian 12 machine has pg_dump 15 and the stack runs
 * PostgreSQL 17), and the image would carry the client tools. JSON through `row_to_json` and
 * `json_populate_recordset` is PostgreSQL's own text form of every column type, so it round-trips exactly.
 */
export type TableCount = { table: string; rows: number }

/** Payload's own record of applied migrations: the restore target has it from `migrate`, never from the backup. */
const NOT_RESTORED = new Set(['payload_migrations'])
const BATCH = 500

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`

export async function publicTables(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  )
  return rows.map((row) => row.name)
}

export async function appliedMigrations(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(`SELECT name FROM payload_migrations ORDER BY name`)
  return rows.map((row) => row.name).filter((name) => name !== 'dev')
}

/** Writes every table to `{dir}/{table}.jsonl`; answers the row counts. */
export async function dumpDatabase(client: pg.ClientBase, dir: string): Promise<TableCount[]> {
  fs.mkdirSync(dir, { recursive: true })
  const counts: TableCount[] = []
  await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
  try {
    for (const table of await publicTables(client)) {
      const file = fs.createWriteStream(path.join(dir, `${table}.jsonl`))
      let rows = 0
      // A cursor: a 250,000-car table is never one result in memory.
      await client.query(`DECLARE dump NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS line FROM ${quote(table)} t`)
      for (;;) {
        const batch = await client.query<{ line: string }>(`FETCH ${BATCH * 4} FROM dump`)
        if (batch.rows.length === 0) break
        const text = batch.rows.map((row) => row.line).join('\n') + '\n'
        if (!file.write(text)) await new Promise<void>((resolve) => file.once('drain', () => resolve()))
        rows += batch.rows.length
      }
      await client.query('CLOSE dump')
      await new Promise<void>((resolve, reject) =>
        file.end((error?: Error | null) => (error ? reject(error) : resolve())),
      )
      counts.push({ table, rows })
    }
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  }
  return counts
}

/** Columns a row may be written to: not generated ones. */
async function writableColumns(client: pg.ClientBase, table: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT a.attname AS name FROM pg_attribute a
      WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      ORDER BY a.attnum`,
    [quote(table)],
  )
  return rows.map((row) => row.name)
}

/**
 * Loads a dump into a migrated, empty database in one transaction: all of it or none. Refuses a target with content
 * (it would mix two deployments) or with other migrations (the columns would not match). Answers the row counts.
 */
export async function restoreDatabase(
  client: pg.ClientBase,
  dir: string,
  expected: { migrations: string[]; tables: TableCount[] },
): Promise<TableCount[]> {
  const applied = await appliedMigrations(client)
  if (applied.join('\n') !== expected.migrations.join('\n')) {
    const missing = expected.migrations.filter((name) => !applied.includes(name))
    const extra = applied.filter((name) => !expected.migrations.includes(name))
    throw new Error(
      `The target database's migrations differ from the backup's (missing: ${missing.join(', ') || 'none'}; ` +
        `not in the backup: ${extra.join(', ') || 'none'}). Restore with the release that made the backup.`,
    )
  }
  const tables = await publicTables(client)
  for (const table of ['users', 'sites'])
    if (tables.includes(table)) {
      const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${quote(table)}`)
      if (Number(rows[0]!.n) > 0) throw new Error(`The target database is not empty (${table} has rows).`)
    }
  const counts: TableCount[] = []
  await client.query('BEGIN')
  try {
    // Rows arrive table by table, so a row may name one that comes later: triggers (and with them the foreign key
    // checks) are off for this transaction only; the constraints are checked below once everything is in.
    await client.query(`SET LOCAL session_replication_role = replica`)
    for (const { table } of expected.tables) {
      if (NOT_RESTORED.has(table)) continue
      if (!tables.includes(table)) throw new Error(`The backup has a table the target does not: ${table}.`)
      const columns = (await writableColumns(client, table)).map(quote).join(', ')
      // Tables the migrations fill themselves (lookup rows) start empty here: the backup's rows are the truth.
      await client.query(`DELETE FROM ${quote(table)}`)
      const lines = readline.createInterface({
        input: fs.createReadStream(path.join(dir, `${table}.jsonl`)),
        crlfDelay: Infinity,
      })
      let batch: string[] = []
      let rows = 0
      const flush = async () => {
        if (batch.length === 0) return
        await client.query(
          `INSERT INTO ${quote(table)} (${columns}) OVERRIDING SYSTEM VALUE
           SELECT ${columns} FROM json_populate_recordset(NULL::${quote(table)}, $1::json)`,
          [`[${batch.join(',')}]`],
        )
        rows += batch.length
        batch = []
      }
      for await (const line of lines) {
        if (!line) continue
        batch.push(line)
        if (batch.length >= BATCH) await flush()
      }
      await flush()
      counts.push({ table, rows })
    }
    await client.query(`SET LOCAL session_replication_role = origin`)
    await checkForeignKeys(client)
    await resetSequences(client)
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  }
  return counts
}

/** Every foreign key holds after the load: a row pointing nowhere fails the restore instead of a page later. */
async function checkForeignKeys(client: pg.ClientBase): Promise<void> {
  const { rows } = await client.query<{ child: string; parent: string; cols: string[]; refs: string[] }>(
    `SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent,
            array(SELECT attname::text FROM pg_attribute WHERE attrelid = c.conrelid AND attnum = ANY(c.conkey)) AS cols,
            array(SELECT attname::text FROM pg_attribute WHERE attrelid = c.confrelid AND attnum = ANY(c.confkey)) AS refs
       FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
      WHERE c.contype = 'f' AND n.nspname = 'public' AND array_length(c.conkey, 1) = 1`,
  )
  for (const fk of rows) {
    const [col, ref] = [quote(fk.cols[0]!), quote(fk.refs[0]!)]
    const { rows: broken } = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM ${fk.child} c WHERE c.${col} IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM ${fk.parent} p WHERE p.${ref} = c.${col})`,
    )
    if (Number(broken[0]!.n) > 0)
      throw new Error(`${broken[0]!.n} rows of ${fk.child}.${fk.cols[0]} point at missing ${fk.parent} rows.`)
  }
}

/** Serial and identity columns continue after the restored ids, so the next lead does not collide with an old one. */
async function resetSequences(client: pg.ClientBase): Promise<void> {
  const { rows } = await client.query<{ table: string; column: string; sequence: string }>(
    `SELECT table_name AS table, column_name AS column,
            pg_get_serial_sequence(quote_ident(table_name), column_name) AS sequence
       FROM information_schema.columns
      WHERE table_schema = 'public' AND pg_get_serial_sequence(quote_ident(table_name), column_name) IS NOT NULL`,
  )
  for (const row of rows)
    await client.query(
      `SELECT setval($1, COALESCE((SELECT max(${quote(row.column)}) FROM ${quote(row.table)}), 0) + 1, false)`,
      [row.sequence],
    )
}
