import { contactButtonsShown } from '@/domain/locations'
import { locationSlug } from '@/domain/locationSlug'
import { phoneCountryForLocale, telHref } from '@/domain/phoneNumber'
import type { SiteLocation } from '@/data/shapes/location'
import { siteHref, type SiteContext } from '@/lib/siteRequest'
import { siteLocale, siteText } from '@/lib/siteText'
import { HolidayWeek } from './HolidayWeek'
import { MediaImage } from './MediaImage'
import styles from './LocationCard.module.css'

/** A location card of the grid and carousel: image (230 px high), name, address, phone, this week's holiday hours, links. */
export function LocationCard({
  ctx,
  location,
  now = new Date(),
}: {
  ctx: SiteContext
  location: SiteLocation
  now?: Date
}) {
  const t = siteText(ctx.site)
  const a = location.address
  const slug = location.slug || locationSlug(location.name)
  const phone = location.contact_detail?.phone
  return (
    <article className={styles.card} aria-labelledby={`card-${location.id}`}>
      {location.image ? (
        <MediaImage
          className={styles.image}
          media={location.image}
          size="location"
          width={345}
          height={230}
          alt={location.name}
        />
      ) : (
        <div className={styles.placeholder} aria-hidden="true">
          {location.name.slice(0, 1)}
        </div>
      )}
      <div className={styles.body}>
        <h3 id={`card-${location.id}`} className={styles.name}>
          <a href={siteHref(ctx.basePath, `/locations/${slug}`)}>{location.name}</a>
        </h3>
        {a?.street ? (
          <address className={styles.meta}>
            {a.street}, {a.city} {a.state} {a.postcode}
          </address>
        ) : null}
        {phone && contactButtonsShown(ctx.site.header?.contactButtons) ? (
          <a className={styles.phone} href={telHref(phone, phoneCountryForLocale(siteLocale(ctx.site)))}>
            {phone}
          </a>
        ) : phone ? (
          <p className={styles.phone}>{phone}</p>
        ) : null}
        <HolidayWeek ctx={ctx} location={location} now={now} />
        <div className={styles.links}>
          <a href={siteHref(ctx.basePath, `/locations/${slug}`)}>{t('View Location')}</a>
          <a href={siteHref(ctx.basePath, `/contact-us/${slug}`)}>{t('Contact')}</a>
        </div>
      </div>
    </article>
  )
}
