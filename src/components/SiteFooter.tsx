import type { Dealership, Location, Manufacturer, Navigation } from '../../payload-types'
import { navHref, type SiteContext } from '@/lib/siteRequest'
import styles from './SiteFooter.module.css'

type Props = { ctx: SiteContext; navigation: Navigation | null; locations: Location[]; dealerships: Dealership[]; year: number }

const SOCIALS = [
  ['facebookUrl', 'Facebook'],
  ['instagramUrl', 'Instagram'],
  ['youtubeUrl', 'YouTube'],
  ['linkedinUrl', 'LinkedIn'],
] as const

/** Footer groups from content, social links taken from the locations, and the sub-footer line (content spec §1). */
export function SiteFooter({ ctx, navigation, locations, dealerships, year }: Props) {
  const { site } = ctx
  const dealer = dealerships[0]
  const primary = locations.find((l) => l.primary) ?? locations[0]
  const socials = SOCIALS.flatMap(([key, label]) => {
    const url = locations.map((l) => l.contactDetail?.[key]).find(Boolean)
    return url ? [{ url, label }] : []
  })
  const manufacturer = (dealer?.manufacturer ?? site.manufacturer) as Manufacturer | number | null | undefined
  const subFooter = [
    dealer?.name ?? site.name,
    typeof manufacturer === 'object' && manufacturer ? manufacturer.name : null,
    primary?.address?.city,
    primary?.address?.state,
    primary?.dealerLicenseNumber ? `Dealer licence ${primary.dealerLicenseNumber}` : null,
    primary?.motorVehicleRepairer ? `Repairer licence ${primary.motorVehicleRepairer}` : null,
    `© ${year}`,
  ].filter(Boolean)

  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.groups}`}>
        {(navigation?.footer ?? []).map((group) => (
          <section key={group.id ?? group.title} aria-label={group.title.replace('{dealer}', site.name)}>
            <h2 className={styles.title}>{group.title.replace('{dealer}', site.name)}</h2>
            <ul className={styles.links}>
              {(group.links ?? []).map((link) => (
                <li key={link.id ?? link.label}>
                  <a href={navHref(ctx, link)}>{link.label}</a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      {socials.length > 0 ? (
        <div className={`container ${styles.socials}`}>
          {socials.map((s) => (
            <a key={s.label} href={s.url} rel="noopener" target="_blank">
              {s.label}
            </a>
          ))}
        </div>
      ) : null}
      <p className={`container ${styles.subFooter}`}>{subFooter.join(' · ')}</p>
    </footer>
  )
}
