import { groupOpeningHours } from '@/domain/openingHours'
import type { Locale } from '@/domain/types'
import type { SiteLocation } from '@/data/shapes/location'
import type { SiteText } from '@/lib/siteText'
import styles from './OpeningHours.module.css'

/**
 * Opening hours (content spec §4, §9): Monday to Friday grouped when they match, Saturday and Sunday separate;
 * Closed, or 'By appointment only' for sales and service on sites that set it. Times in the site's clock (8:30am–5:30pm).
 */
export function OpeningHours({
  location,
  byAppointment,
  t,
  locale,
}: {
  location: SiteLocation
  byAppointment: boolean
  t: SiteText
  /** The site's locale: hours in its clock. */
  locale: Locale
}) {
  const type = location.location_type
  const rows = groupOpeningHours(location.opening_hours, {
    byAppointmentOnly: byAppointment && (type === 'sales' || type === 'service'),
    locale,
  })
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">
        {t('Opening hours')} {location.name}
      </caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{t(row.label)}</th>
            <td className={/^\d/.test(row.text) ? undefined : styles.closed}>{t(row.text)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
