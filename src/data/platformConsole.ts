/**
 * Issue 39.11 "one console for the operator": every site's health on the platform admin's dashboard, read in SQL
 * with one query per figure grouped by site (five queries for 5 or 500 sites), never one query per site.
 * Platform admins only: the figures cross every site, so anyone else is refused before a query runs.
 */
import { Forbidden, type Payload } from 'payload'
import { isPlatformAdmin } from '../../collections/access/roles'
import { weekStart } from '@/admin/alertFigures'
import { serverErrorsSinceStart } from '@/observability/metrics'
import type { ConsoleSite } from '@/domain/platformConsole'
import { postgresPool } from './pool'

export type { ConsoleSite } from '@/domain/platformConsole'

export interface PlatformConsole {
  sites: ConsoleSite[]
  /** When "alerts sent this week" starts: Monday 00:00 UTC, the week of the alert chart. */
  weekFrom: string
  /**
   * 5xx answers of this server process since it started, every site together: the platform does not store server
   * errors per site or per day (they go to the log and, with SENTRY_DSN, to Sentry), so this is what exists.
   */
  serverErrors: { count: number; since: string }
}

const n = (value: unknown): number => Number(value ?? 0) || 0
const iso = (value: unknown): string | null => (value ? new Date(value as string).toISOString() : null)

export async function platformConsole(payload: Payload, user: unknown, now = new Date()): Promise<PlatformConsole> {
  if (!isPlatformAdmin(user)) throw new Forbidden()
  const db = postgresPool(payload, 'The platform console')
  const weekFrom = `${weekStart(now)}T00:00:00.000Z`

  const [sites, imports, pulls, leads, alerts] = await Promise.all([
    // A site has a lead destination when any delivery channel would find an address (src/leads/delivery/deliver.ts):
    // its CRM webhook, its lead e-mail or a dealership's e-mail, or staff notification addresses switched on.
    db.query<{ id: number; name: string; slug: string; time_zone: string | null; has_destination: boolean }>(
      `SELECT s.id, s.name, s.slug, s.time_zone,
         (coalesce(btrim(s.forms_lead_email), '') <> ''
          OR coalesce(btrim(s.forms_lead_webhook_url), '') <> ''
          OR (coalesce(s.forms_lead_notifications_enabled, true) AND EXISTS (
                SELECT 1 FROM sites_texts t WHERE t.parent_id = s.id AND t.path = 'forms.leadNotifications.emails'
                  AND coalesce(btrim(t.text), '') <> ''))
          OR EXISTS (SELECT 1 FROM dealerships d WHERE d.site_id = s.id AND coalesce(btrim(d.email), '') <> '')
         ) AS has_destination
       FROM sites s ORDER BY s.name, s.id`,
    ),
    db.query<{ site_id: number; id: number; status: string | null; message: string | null; at: Date }>(
      `SELECT DISTINCT ON (site_id) site_id, id, status::text AS status, message, coalesce(finished_at, created_at) AS at
       FROM stock_imports WHERE site_id IS NOT NULL ORDER BY site_id, created_at DESC, id DESC`,
    ),
    // The site's latest pull, a failing one first: one dealership's failure is not hidden by another's success.
    db.query<{ site_id: number; id: number; name: string | null; at: Date; error: string | null; failing: number }>(
      `SELECT DISTINCT ON (site_id) site_id, id, name, feed_pull_last_pulled_at AS at, feed_pull_last_error AS error,
         (count(*) FILTER (WHERE feed_pull_last_error IS NOT NULL) OVER (PARTITION BY site_id))::int AS failing
       FROM dealerships WHERE site_id IS NOT NULL AND feed_pull_last_pulled_at IS NOT NULL
       ORDER BY site_id, (feed_pull_last_error IS NOT NULL) DESC, feed_pull_last_pulled_at DESC`,
    ),
    db.query<{ site_id: number; undelivered: number; undeliverable: number; no_destination: number }>(
      `SELECT site_id,
         count(*) FILTER (WHERE delivery_status IN ('pending', 'retrying'))::int AS undelivered,
         count(*) FILTER (WHERE delivery_status = 'failed')::int AS undeliverable,
         count(*) FILTER (WHERE delivery_status = 'not-configured')::int AS no_destination
       FROM leads WHERE site_id IS NOT NULL AND delivery_status IN ('pending', 'retrying', 'failed', 'not-configured')
       GROUP BY site_id`,
    ),
    db.query<{ site_id: number; sent: number }>(
      `SELECT site_id, count(*)::int AS sent FROM alert_digests
       WHERE status = 'sent' AND sent_at >= $1 GROUP BY site_id`,
      [weekFrom],
    ),
  ])

  const bySite = <R extends { site_id: number }>(rows: R[]) => new Map(rows.map((r) => [Number(r.site_id), r]))
  const importOf = bySite(imports.rows)
  const pullOf = bySite(pulls.rows)
  const leadsOf = bySite(leads.rows)
  const alertsOf = bySite(alerts.rows)

  return {
    weekFrom,
    serverErrors: await serverErrorsSinceStart(),
    sites: sites.rows.map((s): ConsoleSite => {
      const id = Number(s.id)
      const lastImport = importOf.get(id)
      const lastPull = pullOf.get(id)
      const lead = leadsOf.get(id)
      return {
        id,
        name: s.name,
        slug: s.slug,
        timeZone: s.time_zone,
        hasLeadDestination: Boolean(s.has_destination),
        lastImport: lastImport
          ? {
              id: Number(lastImport.id),
              status: lastImport.status ?? 'queued',
              at: iso(lastImport.at)!,
              message: lastImport.message,
            }
          : null,
        lastFeedPull: lastPull
          ? {
              dealershipId: Number(lastPull.id),
              dealership: lastPull.name ?? '',
              at: iso(lastPull.at)!,
              error: lastPull.error,
              failing: n(lastPull.failing),
            }
          : null,
        leads: {
          undelivered: n(lead?.undelivered),
          undeliverable: n(lead?.undeliverable),
          withoutDestination: n(lead?.no_destination),
        },
        alertsThisWeek: n(alertsOf.get(id)?.sent),
      }
    }),
  }
}
