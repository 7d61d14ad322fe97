import { logLine } from '@/server/log'
import { metrics } from './metrics'

/**
 * Something the operator must look at (a site's sign-in SMS flood): one error-level JSON line with `alert` and the
 * details, which the configured log alerting picks up, and `dealer_operator_alerts_total{alert}` for the metrics
 * dashboard. Callers raise it once per incident (a window), not once per request.
 */
export function raiseOperatorAlert(alert: string, message: string, details: Record<string, unknown> = {}): void {
  logLine('error', message, { alert, ...details })
  metrics().operatorAlerts.inc({ alert })
}
