import { contactButtonsShown } from '@/domain/locations'
import { phoneCountryForLocale, telHref } from '@/domain/phoneNumber'
import type { SiteLocation } from '@/data/shapes/location'
import type { SiteContext } from '@/lib/siteRequest'
import { siteLocale, siteText } from '@/lib/siteText'
import { StaticMap } from './StaticMap'
import styles from './LocationHero.module.css'

/** Location hero with a map (content spec §2 "Locations screens"); the map works offline. */
export function LocationHero({
  ctx,
  title,
  eyebrow,
  locations,
}: {
  ctx: SiteContext
  title: string
  eyebrow?: string
  locations: SiteLocation[]
}) {
  const t = siteText(ctx.site)
  const main = locations[0]
  const pins = locations.flatMap((l) =>
    l.address?.lat != null && l.address?.long != null
      ? [{ lat: Number(l.address.lat), lng: Number(l.address.long), label: l.name }]
      : [],
  )
  const unique = pins.filter((p, i) => pins.findIndex((q) => q.lat === p.lat && q.lng === p.lng) === i)
  const buttons = contactButtonsShown(ctx.site.header?.contactButtons)
  const directions = main && buttons ? main.directions : null
  const newTab = ctx.site.carPage?.getDirectionsNewTab !== false
  const phone = buttons ? main?.contact_detail?.phone : null
  return (
    <section className={styles.hero}>
      <div className={`container ${styles.inner}`}>
        <div>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h1 className={styles.title}>{title}</h1>
          {main?.address?.street ? (
            <address className={styles.address}>
              {main.address.street}, {main.address.city} {main.address.state} {main.address.postcode}
            </address>
          ) : null}
          <div className={styles.actions}>
            {directions ? (
              <a className="button" href={directions} {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}>
                {t('Get Directions')}
              </a>
            ) : null}
            {phone ? (
              <a
                className="button button--secondary"
                href={telHref(phone, phoneCountryForLocale(siteLocale(ctx.site)))}
              >
                {t('Call')} {phone}
              </a>
            ) : null}
          </div>
        </div>
        <StaticMap pins={unique} title={`${t('Map')}: ${title}`} />
      </div>
    </section>
  )
}
