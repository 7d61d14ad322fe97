import type { Location } from '../../payload-types'
import styles from './LocationBanner.module.css'

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`
const ORDER = ['sales', 'service', 'parts'] as const
const LABEL = { sales: 'Sales', service: 'Service', parts: 'Parts' } as const

/** The header banner: the sales address, then sales, service and parts phones as tel links. */
export function LocationBanner({ locations }: { locations: Location[] }) {
  const sales = locations.find((l) => (l.locationType ?? 'sales') === 'sales')
  const phones = ORDER.flatMap((type) => {
    const location = locations.find((l) => (l.locationType ?? 'sales') === type && l.contactDetail?.phone)
    return location?.contactDetail?.phone ? [{ type, phone: location.contactDetail.phone }] : []
  })
  if (!sales && phones.length === 0) return null
  const address = sales?.address
  return (
    <div className={styles.banner}>
      <div className={`container ${styles.row}`}>
        {address?.street ? (
          <span>
            {address.street}, {address.city} {address.state} {address.postcode}
          </span>
        ) : null}
        <span className={styles.phones}>
          {phones.map(({ type, phone }) => (
            <a key={type} href={telHref(phone)}>
              {LABEL[type]} {phone}
            </a>
          ))}
        </span>
      </div>
    </div>
  )
}
