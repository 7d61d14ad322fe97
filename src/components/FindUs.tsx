import { contactButtonsShown, locationType } from '@/domain/locations'
import { HolidayWeek } from './HolidayWeek'
import { phoneCountryForLocale, telHref } from '@/domain/phoneNumber'
import { locationSlug } from '@/domain/locationSlug'
import type { SiteLocation } from '@/data/shapes/location'
import { siteHref, type SiteContext } from '@/lib/siteRequest'
import { siteLocale, siteText } from '@/lib/siteText'
import { HolidayHoursDialog } from './HolidayHoursDialog'
import { holidayRows } from './holidayRows'
import { OpeningHours } from './OpeningHours'
import { Stars } from './Stars'
import styles from './FindUs.module.css'

const TYPE_LABEL = { sales: 'Sales', service: 'Service', parts: 'Parts' } as const

type Props = { ctx: SiteContext; location: SiteLocation; headingLevel?: 2 | 3; now?: Date; showLinks?: boolean }

/** The find-us block: address, phones, opening hours, holiday hours, licence numbers, rating and Get Directions. */
export function FindUs({ ctx, location, headingLevel = 2, now = new Date(), showLinks = true }: Props) {
  const { site } = ctx
  const t = siteText(site)
  const country = phoneCountryForLocale(siteLocale(site))
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const a = location.address
  const buttons = contactButtonsShown(site.header?.contactButtons)
  const directions = buttons ? location.directions : null
  const newTab = site.carPage?.getDirectionsNewTab !== false
  const headingId = `location-${location.id}`
  const phones = [location.contact_detail?.phone, location.contact_detail?.landline_phone].filter((p): p is string =>
    Boolean(p?.trim()),
  )
  const slug = location.slug || locationSlug(location.name)
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <span className={styles.type}>{t(TYPE_LABEL[locationType(location)])}</span>
      <Heading id={headingId} className={styles.name}>
        {location.name}
      </Heading>
      {a?.street ? (
        <address className={styles.address}>
          {a.street}
          <br />
          {a.city} {a.state} {a.postcode}
        </address>
      ) : null}
      {phones.length > 0 ? (
        <ul className={styles.phones}>
          {phones.map((phone) => (
            <li key={phone}>{buttons ? <a href={telHref(phone, country)}>{phone}</a> : phone}</li>
          ))}
        </ul>
      ) : null}
      <h3 className={styles.subhead}>{t('Opening hours')}</h3>
      <OpeningHours
        location={location}
        byAppointment={Boolean(site.carPage?.byAppointmentOnly)}
        t={t}
        locale={siteLocale(site)}
      />
      <HolidayWeek ctx={ctx} location={location} now={now} />
      <HolidayHoursDialog
        locationName={location.name}
        rows={holidayRows(ctx, location, now)}
        labels={{ open: t('Holiday opening hours'), title: t('Holiday opening hours'), close: t('Close') }}
      />
      {location.show_licence_numbers && (location.dealer_licence_number || location.motor_vehicle_repairer) ? (
        <p className={styles.licence}>
          {location.dealer_licence_number ? (
            <span>
              {t('Dealer licence')} {location.dealer_licence_number}
            </span>
          ) : null}
          {location.motor_vehicle_repairer ? (
            <span>
              {t('Motor vehicle repairer')} {location.motor_vehicle_repairer}
            </span>
          ) : null}
        </p>
      ) : null}
      <Stars
        rating={location.reviews?.averageRating}
        count={location.reviews?.count}
        minimumRating={site.carPage?.minimumReviewRating}
        forced={Boolean(site.carPage?.starRating)}
        countLabel={t('reviews')}
      />
      <div className={styles.actions}>
        {directions ? (
          <a className="button" href={directions} {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}>
            {t('Get Directions')}
            {newTab ? <span className="visually-hidden"> {t('(opens in a new tab)')}</span> : null}
          </a>
        ) : null}
        {showLinks ? <a href={siteHref(ctx.basePath, `/locations/${slug}`)}>{t('View Location')}</a> : null}
      </div>
    </article>
  )
}
