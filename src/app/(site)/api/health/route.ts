import { HEALTH_BODY } from '@/server/readiness'

export const dynamic = 'force-dynamic'

/** GET /api/health: the process is alive. Touches nothing (no database, no site); answers on any host. */
export function GET() {
  return Response.json(HEALTH_BODY, { headers: { 'Cache-Control': 'no-store' } })
}
