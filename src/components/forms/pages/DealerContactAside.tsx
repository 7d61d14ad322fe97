import type { Location } from '@/payload-types'
import { phoneCountryForLocale, telHref } from '@/domain/phoneNumber'
import type { Locale } from '@/domain/types'

/** "Prefer to talk?": the site's sales locations (or the given ones) with address and a tel: link, beside a form. */
export function DealerContactAside({
  locations,
  locale,
  heading = 'Prefer to talk?',
}: {
  locations: Location[]
  locale: Locale
  heading?: string
}) {
  const shown = locations.filter((l) => l.contactDetail?.phone || l.address?.street).slice(0, 4)
  if (shown.length === 0) return null
  return (
    <>
      <h2>{heading}</h2>
      <ul>
        {shown.map((location) => (
          <li key={location.id}>
            <strong>{location.name}</strong>
            {location.address?.street ? (
              <div>
                {[location.address.street, location.address.city, location.address.state].filter(Boolean).join(', ')}
              </div>
            ) : null}
            {location.contactDetail?.phone ? (
              <div>
                <a href={telHref(location.contactDetail.phone, phoneCountryForLocale(locale))}>
                  {location.contactDetail.phone}
                </a>
              </div>
            ) : null}
            {location.contactDetail?.email ? (
              <div>
                <a href={`mailto:${location.contactDetail.email}`}>{location.contactDetail.email}</a>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  )
}
