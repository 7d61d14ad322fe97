import type { Location, Site } from '../../payload-types'
import { OpeningHours } from './OpeningHours'
import styles from './LocationDetails.module.css'

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

/** Find-us cards: address, phones, opening hours, licence numbers, rating and Get Directions. */
export function LocationDetails({ locations, site }: { locations: Location[]; site: Site }) {
  const newTab = site.carPage?.getDirectionsNewTab !== false
  return (
    <div className={styles.grid}>
      {locations.map((location) => {
        const a = location.address
        const directions = a?.placeUrl ?? (a?.lat != null && a?.lng != null ? `https://www.google.com/maps/dir/?api=1&destination=${a.lat},${a.lng}` : null)
        return (
          <article key={location.id} className={styles.card} aria-labelledby={`loc-${location.id}`}>
            <h2 id={`loc-${location.id}`} className={styles.name}>
              {location.name}
            </h2>
            {a?.street ? (
              <p className={styles.address}>
                {a.street}
                <br />
                {a.city} {a.state} {a.postcode}
              </p>
            ) : null}
            {location.contactDetail?.phone ? (
              <p>
                <a href={telHref(location.contactDetail.phone)}>{location.contactDetail.phone}</a>
              </p>
            ) : null}
            <OpeningHours hours={location.openingHours ?? []} byAppointment={Boolean(site.carPage?.byAppointmentOnly)} />
            {location.showLicenceNumbers !== false && (location.dealerLicenseNumber || location.motorVehicleRepairer) ? (
              <p className={styles.licence}>
                {location.dealerLicenseNumber ? <span>Dealer licence {location.dealerLicenseNumber}</span> : null}
                {location.motorVehicleRepairer ? <span>Repairer licence {location.motorVehicleRepairer}</span> : null}
              </p>
            ) : null}
            {location.reviews?.averageRating ? (
              <p className={styles.rating}>
                Rated {location.reviews.averageRating.toFixed(1)} / 5 from {location.reviews.count ?? 0} reviews
              </p>
            ) : null}
            {directions ? (
              <a className="button" href={directions} target={newTab ? '_blank' : undefined} rel={newTab ? 'noopener' : undefined}>
                Get Directions
              </a>
            ) : null}
          </article>
        )
      })}
    </div>
  )
}
