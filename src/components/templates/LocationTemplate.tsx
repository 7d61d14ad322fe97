import type { SiteLocation } from '@/data/shapes/location'
import { FindUs } from '../FindUs'
import { LocationGrid } from '../LocationGrid'
import { LocationHero } from '../LocationHero'
import { slugOfLocation } from '@/lib/locationData'
import { siteHref, type SiteContext } from '@/lib/siteRequest'
import { siteText } from '@/lib/siteText'
import styles from './templates.module.css'

/**
 * One place's page (/contact-us/{slug}, /locations/{slug}): its departments (sales, service, parts) with hero map,
 * find-us details and links to the team.
 */
export function LocationTemplate({
  ctx,
  title,
  locations,
}: {
  ctx: SiteContext
  title: string
  locations: SiteLocation[]
}) {
  const t = siteText(ctx.site)
  const withTeam = locations.find((l) => l.has_team)
  return (
    <>
      <LocationHero ctx={ctx} eyebrow={ctx.site.name} title={title} locations={locations} />
      <section className="container section" aria-label={t('Departments')}>
        <LocationGrid count={locations.length}>
          {locations.map((location) => (
            <FindUs key={location.id} ctx={ctx} location={location} showLinks={false} />
          ))}
        </LocationGrid>
        <p className={styles.actions} style={{ marginTop: 24 }}>
          <a className="button button--secondary" href={siteHref(ctx.basePath, '/contact')}>
            {t('All locations')}
          </a>
          {withTeam ? (
            <a className="button button--secondary" href={siteHref(ctx.basePath, `/teams/${slugOfLocation(withTeam)}`)}>
              {t('Meet the team')}
            </a>
          ) : null}
        </p>
      </section>
    </>
  )
}
