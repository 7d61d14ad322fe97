import type { Site } from '@/payload-types'
import { NO_DESTINATION_ALARM } from '@/domain/leadDestination'

/**
 * Issue 39.1: the alarm of a site whose leads reach nobody, on its dashboard; on the platform's, one line a site.
 * Only shown to those who can read and set the destinations (site admins of the site, platform admins).
 */
export function LeadDestinationAlarm({ site }: { site: Pick<Site, 'id'> }) {
  return (
    <p className="site-dashboard__alarm" role="alert" data-testid="lead-destination-alarm">
      <a href={`/admin/collections/sites/${site.id}`}>{NO_DESTINATION_ALARM}</a>
    </p>
  )
}

export function PlatformLeadDestinationAlarms({ sites }: { sites: Pick<Site, 'id' | 'name'>[] }) {
  if (sites.length === 0) return null
  return (
    <div className="site-dashboard__alarm" role="alert" data-testid="platform-lead-destination-alarm">
      <p>
        {sites.length === 1 ? 'One site’s leads reach nobody' : `${sites.length} sites’ leads reach nobody`}: set a
        sales e-mail (or a CRM address or webhook) on each.
      </p>
      <ul>
        {sites.map((site) => (
          <li key={site.id}>
            <a href={`/admin/collections/sites/${site.id}`}>{site.name}</a>
          </li>
        ))}
      </ul>
    </div>
  )
}
