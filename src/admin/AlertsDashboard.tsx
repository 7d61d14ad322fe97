import type { Payload, TypedUser } from 'payload'
import type { Site } from '@/payload-types'
import { alertFigures } from '@/data/alerts'
import { lastWeeks, weeklyLeadsAndAlerts } from './alertFigures'
import { thisWeek } from './dashboardFigures'

const COLOURS = ['#2563eb', '#16a34a', '#d97706', '#9333ea', '#dc2626', '#0891b2', '#64748b']

/**
 * Issue 30.4 on the site dashboard: saved searches, alerts sent this week and the cars they led to (cars in this
 * week's alerts that got a lead since), and a chart of leads by form and alerts by week over 12 weeks. The alert
 * figures are the site's own rows; the leads are read with the user's own access.
 */
export async function AlertsDashboard({ payload, user, site }: { payload: Payload; user: TypedUser; site: Site }) {
  const now = new Date()
  const week = thisWeek(now)
  const from = new Date(`${lastWeeks(now)[0]}T00:00:00Z`)
  const figures = await alertFigures(payload, site.id, new Date(week.from), from)
  const leads = (
    await payload.find({
      collection: 'leads',
      where: { and: [{ site: { equals: site.id } }, { createdAt: { greater_than_equal: from.toISOString() } }] },
      select: { form: true, createdAt: true, car: true },
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: false,
      user,
    })
  ).docs
  const alerted = new Set(figures.carsSince)
  const ledTo = new Set(
    leads
      .filter((l) => l.createdAt >= week.from && typeof l.car === 'number' && alerted.has(l.car))
      .map((l) => l.car as number),
  )
  const chart = weeklyLeadsAndAlerts(now, leads, figures.alertsByWeek)
  const top = Math.max(1, ...chart.weeks.map(weekTotal))
  const off = site.cards?.favourites !== 'watchlist' || site.cards?.shopperAlerts === false

  return (
    <section className="site-dashboard__alerts-panel" data-testid="alerts-dashboard" aria-labelledby="alerts-title">
      <h3 id="alerts-title">Saved searches and alerts{off ? ' (switched off)' : ''}</h3>
      <ul className="site-dashboard__cards">
        <li className="site-dashboard__card" data-testid="figure-savedSearches">
          <span className="site-dashboard__number">{figures.savedSearches}</span>
          <span className="site-dashboard__label">Saved searches</span>
        </li>
        <li className="site-dashboard__card" data-testid="figure-alertsThisWeek">
          <span className="site-dashboard__number">{figures.alertsSince}</span>
          <span className="site-dashboard__label">Alerts sent this week</span>
          <span className="site-dashboard__note">
            {figures.carsSince.length} {figures.carsSince.length === 1 ? 'car' : 'cars'} in them
          </span>
        </li>
        <li className="site-dashboard__card" data-testid="figure-alertLeads">
          <span className="site-dashboard__number">{ledTo.size}</span>
          <span className="site-dashboard__label">Cars alerts led to</span>
          <span className="site-dashboard__note">Alerted this week, enquired on since</span>
        </li>
      </ul>
      <figure className="alert-chart">
        <figcaption>Leads by form and alerts sent, by week (last 12 weeks)</figcaption>
        <div className="alert-chart__bars" aria-hidden="true">
          {chart.weeks.map((w) => (
            <div key={w.week} className="alert-chart__week" title={w.week}>
              <div className="alert-chart__stack" data-testid={`chart-week-${w.week}`}>
                {chart.forms.map((form, i) =>
                  w.leads[form] ? (
                    <span
                      key={form}
                      style={{ height: `${(w.leads[form]! / top) * 100}%`, background: COLOURS[i % COLOURS.length] }}
                    />
                  ) : null,
                )}
                {w.alerts ? (
                  <span className="alert-chart__alerts" style={{ height: `${(w.alerts / top) * 100}%` }} />
                ) : null}
                {/* The week's figure on its bar: staff read the numbers without hovering or a screen reader. */}
                <b className="alert-chart__total">{weekTotal(w) || ''}</b>
              </div>
              <span className="alert-chart__label">{w.week.slice(5)}</span>
            </div>
          ))}
        </div>
        <ul className="alert-chart__legend">
          {chart.forms.map((form, i) => (
            <li key={form}>
              <span style={{ background: COLOURS[i % COLOURS.length] }} /> {form}
            </li>
          ))}
          <li>
            <span className="alert-chart__alerts" /> alerts
          </li>
        </ul>
        <table className="visually-hidden">
          <thead>
            <tr>
              <th>Week of</th>
              {chart.forms.map((form) => (
                <th key={form}>{form} leads</th>
              ))}
              <th>Alerts</th>
            </tr>
          </thead>
          <tbody>
            {chart.weeks.map((w) => (
              <tr key={w.week}>
                <td>{w.week}</td>
                {chart.forms.map((form) => (
                  <td key={form}>{w.leads[form] ?? 0}</td>
                ))}
                <td>{w.alerts}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </figure>
    </section>
  )
}

/** Leads of every form and alerts sent in one week: the bar's height and the figure on it. */
function weekTotal(week: { leads: Record<string, number | undefined>; alerts: number }): number {
  return Object.values(week.leads).reduce<number>((a, b) => a + (b ?? 0), 0) + week.alerts
}
