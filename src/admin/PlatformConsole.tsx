import type { Payload, TypedUser, Where } from 'payload'
import { platformConsole } from '@/data/platformConsole'
import { attentionOf, importFailed, importStatusWords, operatorOrder } from '@/domain/platformConsole'
import { ConsoleSiteLink } from './ConsoleSiteLink'
import { importTime, whereQuery } from './dashboardFigures'

/** The admin's leads list for one site, filtered to the given delivery statuses. */
const leadsHref = (siteId: number, statuses: string[]) =>
  `/admin/collections/leads?${whereQuery({
    and: [{ site: { equals: siteId } }, { deliveryStatus: { in: statuses } }],
  } satisfies Where)}`

/**
 * Issue 39.11 "one console for the operator": on a platform admin's dashboard, every site with its last import and
 * feed pull, leads not delivered, undeliverable or without a destination, and alerts sent this week; each figure opens
 * the site's own list. Sites that need the operator come first.
 */
export async function PlatformConsole({ payload, user }: { payload: Payload; user: TypedUser }) {
  const { sites, serverErrors, weekFrom } = await platformConsole(payload, user)
  const attention = sites.filter((site) => attentionOf(site).length > 0).length

  return (
    <section className="platform-console" data-testid="platform-console" aria-labelledby="platform-console-title">
      <h2 id="platform-console-title">All sites</h2>
      <p className="platform-console__summary">
        {sites.length} {sites.length === 1 ? 'site' : 'sites'}, {attention} needing attention (listed first).{' '}
        <span data-testid="server-errors">
          Server errors: {serverErrors.count} answered by this server since {importTime(serverErrors.since)}; they are
          not recorded per site or per day (each is in the log, and in Sentry when SENTRY_DSN is set).
        </span>
      </p>
      <div className="platform-console__scroll">
        <table className="platform-console__table">
          <thead>
            <tr>
              <th scope="col">Site</th>
              <th scope="col">Last stock import</th>
              <th scope="col">Last feed pull</th>
              <th scope="col">Leads waiting to be sent</th>
              <th scope="col">Leads that failed</th>
              <th scope="col">Leads with no destination</th>
              <th scope="col">Alerts sent this week</th>
            </tr>
          </thead>
          <tbody>
            {operatorOrder(sites).map((site) => {
              const problems = attentionOf(site)
              const zone = site.timeZone ?? undefined
              return (
                <tr
                  key={site.id}
                  data-testid={`console-site-${site.slug}`}
                  className={problems.length ? 'platform-console__row--attention' : undefined}
                >
                  <th scope="row">
                    <ConsoleSiteLink siteId={site.id} href={`/admin/collections/sites/${site.id}`}>
                      {site.name}
                    </ConsoleSiteLink>{' '}
                    <a href={`/sites/${site.slug}/`} target="_blank" rel="noreferrer">
                      (view)
                    </a>
                  </th>
                  <td data-testid="console-import">
                    {site.lastImport ? (
                      <ConsoleSiteLink siteId={site.id} href={`/admin/collections/stock-imports/${site.lastImport.id}`}>
                        <span className={importFailed(site.lastImport.status) ? 'platform-console__bad' : undefined}>
                          {importStatusWords(site.lastImport.status)}
                        </span>
                        , {importTime(site.lastImport.at, zone)}
                      </ConsoleSiteLink>
                    ) : (
                      'None yet'
                    )}
                  </td>
                  <td data-testid="console-feed">
                    {site.lastFeedPull ? (
                      <ConsoleSiteLink
                        siteId={site.id}
                        href={`/admin/collections/dealerships/${site.lastFeedPull.dealershipId}`}
                      >
                        {site.lastFeedPull.error ? (
                          <span className="platform-console__bad">
                            Failed ({site.lastFeedPull.failing} of the site&apos;s feeds): {site.lastFeedPull.error}
                          </span>
                        ) : (
                          'Worked'
                        )}
                        , {site.lastFeedPull.dealership}, {importTime(site.lastFeedPull.at, zone)}
                      </ConsoleSiteLink>
                    ) : (
                      'No scheduled feed'
                    )}
                  </td>
                  <td data-testid="console-undelivered">
                    <ConsoleSiteLink siteId={site.id} href={leadsHref(site.id, ['pending', 'retrying'])}>
                      {site.leads.undelivered}
                    </ConsoleSiteLink>
                  </td>
                  <td data-testid="console-undeliverable">
                    <ConsoleSiteLink siteId={site.id} href={leadsHref(site.id, ['failed'])}>
                      <span className={site.leads.undeliverable ? 'platform-console__bad' : undefined}>
                        {site.leads.undeliverable}
                      </span>
                    </ConsoleSiteLink>
                  </td>
                  <td data-testid="console-no-destination">
                    <ConsoleSiteLink siteId={site.id} href={leadsHref(site.id, ['not-configured'])}>
                      <span className={site.leads.withoutDestination ? 'platform-console__bad' : undefined}>
                        {site.leads.withoutDestination}
                      </span>
                    </ConsoleSiteLink>
                    {site.hasLeadDestination ? null : (
                      <>
                        {' '}
                        <ConsoleSiteLink siteId={site.id} href={`/admin/collections/sites/${site.id}`}>
                          <span className="platform-console__bad">No lead destination set up</span>
                        </ConsoleSiteLink>
                      </>
                    )}
                  </td>
                  <td data-testid="console-alerts" title={`Since ${weekFrom.slice(0, 10)} (Monday, UTC)`}>
                    {site.alertsThisWeek}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    </section>
  )
}
