import { departmentPhones } from '@/domain/locations'
import { phoneCountryForLocale, telHref } from '@/domain/phoneNumber'
import type { Locale } from '@/domain/types'
import type { SiteLocation } from '@/data/shapes/location'
import type { SiteText } from '@/lib/siteText'
import styles from './LocationBanner.module.css'

const ORDER = ['sales', 'service', 'parts'] as const
const LABEL = { sales: 'Sales', service: 'Service', parts: 'Parts' } as const

/** The header location banner: the sales address and the sales, service and parts phones as tel links (content spec §2). */
export function LocationBanner({
  locations,
  locale,
  t,
  contactButtons = true,
}: {
  locations: SiteLocation[]
  locale: Locale
  t: SiteText
  /** Content spec §6: with the site's contact-buttons flag off the phones read as text, not tel links. */
  contactButtons?: boolean
}) {
  const phones = departmentPhones(locations)
  const sales = locations.find((l) => l.location_type === 'sales')
  const shown = ORDER.flatMap((type) => (phones[type] ? [{ type, phone: phones[type] }] : []))
  if (!sales?.address?.street && shown.length === 0) return null
  const a = sales?.address
  return (
    <div className={styles.banner}>
      <div className={`container ${styles.row}`}>
        {a?.street ? (
          <address className={styles.address} style={{ fontStyle: 'normal' }}>
            {a.street}, {a.city} {a.state} {a.postcode}
          </address>
        ) : null}
        <ul className={styles.phones} aria-label={t('Phone numbers')}>
          {shown.map(({ type, phone }) => (
            <li key={type}>
              {contactButtons ? (
                <a href={telHref(phone, phoneCountryForLocale(locale))}>
                  <span className={styles.label}>{t(LABEL[type])}</span>
                  <span className={styles.number}>{phone}</span>
                </a>
              ) : (
                <span>
                  <span className={styles.label}>{t(LABEL[type])}</span>
                  <span className={styles.number}>{phone}</span>
                </span>
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
