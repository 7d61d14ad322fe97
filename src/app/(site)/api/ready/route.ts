import { appChecks, readiness } from '@/server/readiness'

export const dynamic = 'force-dynamic'

/** GET /api/ready: 200 when the database, search and (with REDIS_URL) Redis answer, else 503 naming what failed. */
export async function GET() {
  const result = await readiness(appChecks())
  return Response.json(result.body, { status: result.status, headers: { 'Cache-Control': 'no-store' } })
}
