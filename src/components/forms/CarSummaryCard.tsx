import type { CarSummary } from '@/leads/settings'
import styles from './Form.module.css'
import { Img } from '../Img'
import { formatPrice } from '@/domain/priceDisplay'

/** The car a form is about. Fixed image box, so nothing shifts while it loads. */
export function CarSummaryCard({ car }: { car: CarSummary }) {
  return (
    <div className={styles.carCard}>
      {car.imageUrl ? (
        <Img src={car.imageUrl} alt="" width={96} height={72} loading="lazy" />
      ) : (
        <span
          aria-hidden="true"
          style={{ width: 96, aspectRatio: '4 / 3', background: 'var(--line)', borderRadius: 6 }}
        />
      )}
      <div>
        <p className={styles.carName} data-testid="car-summary-name">
          {car.name}
        </p>
        <p className={styles.muted}>
          {[
            car.stocknum ? `Stock #${car.stocknum}` : null,
            typeof car.price === 'number' && car.price > 10 ? formatPrice(car.price) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
    </div>
  )
}
