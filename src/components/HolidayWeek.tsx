import { holidayHoursThisWeek } from '@/domain/specialHours'
import type { SiteLocation } from '@/data/shapes/location'
import type { SiteContext } from '@/lib/siteRequest'
import { siteText } from '@/lib/siteText'
import { holidayRows } from './holidayRows'
import styles from './HolidayWeek.module.css'

/**
 * Issue 39.9: a holiday's hours on the location's card during its week (the 7 days up to and including it, in the
 * dealer's time zone), so a shopper planning a visit sees them without opening the holiday dialog.
 */
export function HolidayWeek({ ctx, location, now }: { ctx: SiteContext; location: SiteLocation; now: Date }) {
  const rows = holidayRows(ctx, location, now, holidayHoursThisWeek)
  if (rows.length === 0) return null
  const t = siteText(ctx.site)
  return (
    <div className={styles.week} data-testid="holiday-week">
      <p className={styles.heading}>{t('Holiday hours this week')}</p>
      <ul className={styles.rows}>
        {rows.map((row) => (
          <li key={row.date}>
            <span className={styles.day}>{row.label ? `${row.label}, ${row.dateText}` : row.dateText}</span>{' '}
            {row.phoneHref ? (
              <>
                {row.text}: <a href={row.phoneHref}>{row.phone}</a>
              </>
            ) : (
              row.text
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
