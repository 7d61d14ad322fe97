import { env } from '@/config/env'
import { readOperationalFigures } from '@/data/operationalFigures'
import { metrics, metricsText, setDatabaseFigures } from '@/observability/metrics'
import { metricsAllowed } from '@/observability/metricsAccess'

export const dynamic = 'force-dynamic'

/**
 * GET /api/metrics: Prometheus' text format, on the platform host only (a staff path: src/lib/staffHost.ts; with the
 * staff routes here, not with the shopper routes of src/app/(site)/api), behind
 * `Authorization: Bearer $METRICS_TOKEN` when that is set. Each server answers for itself; scrape every replica.
 */
export async function GET(request: Request) {
  if (!metricsAllowed(request.headers.get('authorization'), env('METRICS_TOKEN')))
    return new Response('METRICS_TOKEN: send Authorization: Bearer <token>\n', {
      status: 401,
      headers: { 'WWW-Authenticate': 'Bearer realm="metrics"', 'Cache-Control': 'no-store' },
    })
  const m = metrics()
  const { figures, failed } = await readOperationalFigures()
  setDatabaseFigures(figures, m)
  // What could not be read keeps its last value, and is counted.
  for (const source of failed) m.scrapeErrors.inc({ source })
  const { contentType, body } = await metricsText(m)
  return new Response(body, { headers: { 'Content-Type': contentType, 'Cache-Control': 'no-store' } })
}
