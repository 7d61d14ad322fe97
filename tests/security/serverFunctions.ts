import fs from 'node:fs'
import path from 'node:path'
import { type Answer, originOf, port, send } from './http'

/**
 * Calling the admin's server functions as the admin's browser does: a Next server action POSTed to an admin page
 * (`Next-Action` names the action, the body is React's encoding of its arguments) with the staff cookie and the
 * admin's own Origin. The action is the one `src/app/(payload)/layout.tsx` declares, read from the build's manifest.
 */

let actionId: string | undefined

export function adminActionId(): string {
  if (actionId) return actionId
  const file = path.resolve(process.env.NEXT_DIST_DIR ?? '.next', 'server', 'server-reference-manifest.json')
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    node: Record<string, { filename?: string; workers?: Record<string, unknown> }>
  }
  const found = Object.entries(manifest.node).find(([, entry]) =>
    entry.filename?.endsWith('src/app/(payload)/layout.tsx'),
  )
  if (!found) throw new Error(`no server action of src/app/(payload)/layout.tsx in ${file}`)
  actionId = found[0]
  return actionId
}

/** React's reply encoding for plain values: a string starting with `$` is escaped, a Date is `$D…`. */
export function encodeReply(value: unknown): unknown {
  if (value instanceof Date) return `$D${value.toISOString()}`
  if (typeof value === 'string') return value.startsWith('$') ? `$${value}` : value
  if (Array.isArray(value)) return value.map(encodeReply)
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, encodeReply(v)]))
  return value
}

/** One server function call; `raw` sends the body as it is (a hand-made reply). */
export function callServerFunction(
  token: string | null,
  name: unknown,
  args: unknown,
  options: { raw?: string; timeoutMs?: number } = {},
): Promise<Answer> {
  return send('/admin', {
    method: 'POST',
    raw: options.raw ?? JSON.stringify([encodeReply({ name, args })]),
    timeoutMs: options.timeoutMs,
    cookie: token ? `payload-token=${token}` : undefined,
    headers: {
      origin: originOf(),
      'next-action': adminActionId(),
      'content-type': 'text/plain;charset=UTF-8',
      accept: 'text/x-component',
    },
  })
}

/**
 * The scheduled publish jobs waiting for a document, read from the job table itself: Payload's `payload-jobs` REST
 * API is closed to everyone, the platform admin included. The suite's embedded Postgres (playwright.config.ts).
 */
export async function scheduledJobsOf(collection: string, id: number): Promise<number[]> {
  const { default: pg } = await import('pg')
  const client = new pg.Client({
    connectionString: `postgres://postgres:postgres@127.0.0.1:${54349 + (port - 3100)}/dealer_platform`,
  })
  await client.connect()
  try {
    const result = await client.query<{ id: number }>(
      `select id from payload_jobs where task_slug = 'schedulePublish' and completed_at is null
         and input->'doc'->>'relationTo' = $1 and input->'doc'->>'value' = $2 order by id`,
      [collection, String(id)],
    )
    return result.rows.map((r) => Number(r.id))
  } finally {
    await client.end()
  }
}
