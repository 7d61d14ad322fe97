import { footerSocialLinks, type SocialNetwork, subFooterLine } from '@/domain/footer'
import type { Dealership, Manufacturer, Navigation } from '@/payload-types'
import type { SiteLocation } from '@/data/shapes/location'
import { navHref, type SiteContext } from '@/lib/siteRequest'
import type { SiteText } from '@/lib/siteText'
import styles from './SiteFooter.module.css'

type Props = {
  ctx: SiteContext
  navigation: Navigation | null
  locations: SiteLocation[]
  dealerships: Dealership[]
  year: number
  t: SiteText
}

const NETWORK_LABEL: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
}
const ICON: Record<SocialNetwork, string> = {
  facebook: 'M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V8.8c0-.5.3-.8.5-.8z',
  instagram:
    'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0 8.2a3.2 3.2 0 1 1 0-6.4 3.2 3.2 0 0 1 0 6.4zM17.3 5.5a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4zM12 3.8c2.7 0 3 0 4 .1 2.7.1 4 1.4 4.1 4.1.1 1 .1 1.3.1 4s0 3-.1 4c-.1 2.7-1.4 4-4.1 4.1-1 .1-1.3.1-4 .1s-3 0-4-.1C5.3 20 4 18.7 3.9 16c-.1-1-.1-1.3-.1-4s0-3 .1-4C4 5.3 5.3 4 8 3.9c1-.1 1.3-.1 4-.1z',
  youtube:
    'M23 7.2a3 3 0 0 0-2.1-2.1C19 4.6 12 4.6 12 4.6s-7 0-8.9.5A3 3 0 0 0 1 7.2 31 31 0 0 0 .5 12a31 31 0 0 0 .5 4.8 3 3 0 0 0 2.1 2.1c1.9.5 8.9.5 8.9.5s7 0 8.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .5-4.8 31 31 0 0 0-.5-4.8zM9.7 15V9l5.8 3z',
  linkedin:
    'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.5h4V21H3zM9.5 9.5h3.8v1.6h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6V21h-4v-5.3c0-1.3 0-2.9-1.8-2.9s-2 1.4-2 2.8V21h-4z',
}

/** Footer groups from content, social links from the locations, and the sub-footer line (content spec §1, §2). */
export function SiteFooter({ ctx, navigation, locations, dealerships, year, t }: Props) {
  const { site } = ctx
  const dealer = dealerships[0]
  const primary = locations.find((l) => l.primary) ?? locations[0]
  const socials = footerSocialLinks(locations)
  const manufacturer = (dealer?.manufacturer ?? site.manufacturer) as Manufacturer | number | null | undefined
  const subFooter = subFooterLine(
    {
      dealerName: dealer?.name ?? site.name,
      manufacturerName: typeof manufacturer === 'object' && manufacturer ? manufacturer.name : null,
      city: dealer?.overrideCity || primary?.address?.city,
      state: primary?.address?.state,
      dealerLicenceNumber: primary?.dealer_licence_number,
      motorVehicleRepairerNumber:
        primary?.motor_vehicle_repairer ?? locations.find((l) => l.motor_vehicle_repairer)?.motor_vehicle_repairer,
    },
    year,
  )
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.groups}`}>
        {(navigation?.footer ?? []).map((group) => {
          const title = t(group.title.replace('{dealer}', site.name))
          return (
            <nav key={group.id ?? group.title} aria-label={title}>
              <h2 className={styles.title}>{title}</h2>
              <ul className={styles.links}>
                {(group.links ?? []).map((link) => (
                  <li key={link.id ?? link.label}>
                    <a href={navHref(ctx, link)} {...(link.newTab ? { target: '_blank', rel: 'noopener' } : {})}>
                      {t(link.label)}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )
        })}
      </div>
      {socials.length > 0 ? (
        <ul className={`container ${styles.socials}`} aria-label={t('Follow us')}>
          {socials.map((s) => (
            <li key={s.network}>
              <a href={s.url} rel="noopener" target="_blank" aria-label={`${site.name} on ${NETWORK_LABEL[s.network]}`}>
                <svg viewBox="0 0 24 24" aria-hidden="true">
                  <path d={ICON[s.network]} />
                </svg>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <p className={`container ${styles.subFooter}`}>{subFooter}</p>
    </footer>
  )
}
