import type { CollectionSlug, ServerProps } from 'payload'
import { cookies } from 'next/headers'
import { isPlatformAdmin, siteIdsWithRole, staffSiteIds } from '../../collections/access/roles'
import { siteHasLeadDestination, sitesWithoutLeadDestination } from '@/leads/destinationReminders'
import { LeadDestinationAlarm, PlatformLeadDestinationAlarms } from './LeadDestinationAlarm'
import {
  dashboardQueries,
  feedPullFailures,
  type FigureKey,
  forSite,
  importTime,
  lastImport,
  lastImportNote,
  whereQuery,
} from './dashboardFigures'
import { AlertsDashboard } from './AlertsDashboard'
import { PlatformConsole } from './PlatformConsole'
import './admin.css'

type Figure = { key: string; label: string; count: number; href: string; note?: string }

/**
 * The dashboard's first block: the selected site's numbers, each a link to the list behind it. Every count runs with
 * the signed-in user's own access, and only for a site the user works for (platform admins: any site).
 */
export async function SiteDashboard(props: ServerProps) {
  const { payload, user } = props
  if (!user) return null
  // Issue 39.11: a platform admin sees every site first, then the selected site's own numbers when one is chosen.
  if (!isPlatformAdmin(user)) return <SelectedSite {...props} />
  // Issue 39.1: first of all, every site whose leads reach nobody.
  const nowhere = await sitesWithoutLeadDestination(payload)
  return (
    <>
      <PlatformLeadDestinationAlarms sites={nowhere} />
      <PlatformConsole payload={payload} user={user} />
      <SelectedSite {...props} />
    </>
  )
}

async function SelectedSite({ payload, user, permissions }: ServerProps) {
  if (!user) return null
  const cookieSite = (await cookies()).get('payload-tenant')?.value
  const ownSites = staffSiteIds(user).map(String)
  const allowed = (id: string) => isPlatformAdmin(user) || ownSites.includes(id)
  const siteId = cookieSite && allowed(cookieSite) ? cookieSite : ownSites.length === 1 ? ownSites[0] : undefined

  if (!siteId) {
    // The console above already lists every site for a platform admin.
    if (isPlatformAdmin(user)) return null
    return (
      <section className="site-dashboard" data-testid="site-dashboard">
        <h2>Choose a site</h2>
        <p>Pick a site in the menu to see its new leads, reservations, offers and stock.</p>
      </section>
    )
  }

  const site = await payload
    .findByID({ collection: 'sites', id: siteId, depth: 0, overrideAccess: false, user })
    .catch(() => null)
  if (!site) return null

  const queries = dashboardQueries(new Date())
  const canRead = (collection: CollectionSlug) => Boolean(permissions?.collections?.[collection]?.read)
  const count = async (key: FigureKey, label: string, note?: string): Promise<Figure | null> => {
    const { collection, where } = queries[key]
    if (!canRead(collection)) return null
    const { totalDocs } = await payload.count({
      collection,
      where: forSite(site.id, where),
      overrideAccess: false,
      user,
    })
    return { key, label, count: totalDocs, href: `/admin/collections/${collection}?${whereQuery(where)}`, note }
  }

  const figures = (
    await Promise.all([
      count('newLeads', 'New leads', 'Not contacted yet'),
      count('toConfirm', 'Reservations to confirm', 'Deposit paid, sale not confirmed'),
      count('offersThisWeek', 'Offers starting or ending', 'In the next 7 days'),
      count('inStock', 'Cars in stock'),
      count('comingSoon', 'Cars coming soon'),
    ])
  ).filter((figure): figure is Figure => figure !== null)

  const latest = canRead('stock-imports')
    ? lastImport(
        (
          await payload.find({
            collection: 'stock-imports',
            where: { site: { equals: site.id } },
            sort: '-createdAt',
            limit: 1,
            depth: 0,
            select: { status: true, createdAt: true, finishedAt: true, message: true, summary: true },
            overrideAccess: false,
            user,
          })
        ).docs[0],
      )
    : null

  // Dealerships whose last scheduled feed pull failed (issue 25.7): the error stays until a pull works.
  const failedPulls = canRead('dealerships')
    ? feedPullFailures(
        (
          await payload.find({
            collection: 'dealerships',
            where: { and: [{ site: { equals: site.id } }, { 'feedPull.lastError': { exists: true } }] },
            sort: 'name',
            limit: 20,
            depth: 0,
            select: { name: true, feedPull: true },
            overrideAccess: false,
            user,
          })
        ).docs,
      )
    : []

  return (
    <section className="site-dashboard" data-testid="site-dashboard" aria-labelledby="site-dashboard-title">
      <div className="site-dashboard__head">
        <h2 id="site-dashboard-title">{site.name}</h2>
        <a href={`/sites/${site.slug}/`} target="_blank" rel="noreferrer">
          View the site
        </a>
      </div>
      {/* Only those who read and set the destinations (editors cannot read them, so would see a false alarm). */}
      {(isPlatformAdmin(user) || siteIdsWithRole(user, 'site-admin').map(String).includes(String(site.id))) &&
      !siteHasLeadDestination(site) ? (
        <LeadDestinationAlarm site={site} />
      ) : null}
      <ul className="site-dashboard__cards">
        {figures.map((figure) => (
          <li key={figure.key}>
            <a className="site-dashboard__card" href={figure.href} data-testid={`figure-${figure.key}`}>
              <span className="site-dashboard__number">{figure.count}</span>
              <span className="site-dashboard__label">{figure.label}</span>
              {figure.note ? <span className="site-dashboard__note">{figure.note}</span> : null}
            </a>
          </li>
        ))}
        <li>
          {latest ? (
            <a
              className="site-dashboard__card"
              href={`/admin/collections/stock-imports/${latest.id}`}
              data-testid="figure-lastImport"
            >
              <span className="site-dashboard__label">Last stock import</span>
              <span className="site-dashboard__note">{importTime(latest.when)}</span>
              {latest.counts ? (
                <span className="site-dashboard__note" data-testid="last-import-counts">
                  {latest.counts.created} new, {latest.counts.updated} updated, {latest.counts.sold} sold,{' '}
                  {latest.counts.rejected} rejected
                </span>
              ) : (
                <span className="site-dashboard__note" data-testid="last-import-note">
                  {lastImportNote(latest)}
                </span>
              )}
            </a>
          ) : (
            <a
              className="site-dashboard__card"
              href="/admin/collections/stock-imports/create"
              data-testid="figure-lastImport"
            >
              <span className="site-dashboard__label">Last stock import</span>
              <span className="site-dashboard__note">None yet: upload a dealer feed.</span>
            </a>
          )}
        </li>
      </ul>
      {failedPulls.length > 0 ? (
        <ul className="site-dashboard__alerts">
          {failedPulls.map((failure) => (
            <li key={failure.id} data-testid="feed-pull-failed">
              <a href={`/admin/collections/dealerships/${failure.id}`}>
                Scheduled feed for {failure.name} failed
                {failure.when ? ` ${importTime(failure.when, site.timeZone ?? undefined)}` : ''}: {failure.error}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {canRead('leads') ? <AlertsDashboard payload={payload} user={user} site={site} /> : null}
    </section>
  )
}
