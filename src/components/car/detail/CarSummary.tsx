import { Img } from '../../Img'
import type { CarPageModel } from './carPageModel'
import styles from '../CarDetail.module.css'

/** The car summed up above the Make an Offer form: photo, title, price and facts. */
export function CarSummary({ summary }: { summary: CarPageModel['summary'] }) {
  return (
    <div className={styles.offerCar} data-testid="offer-car">
      {summary.image ? <Img src={summary.image} alt="" width={120} height={90} /> : null}
      <div>
        <p className={styles.offerTitle}>{summary.title}</p>
        <p>
          <strong>{summary.price}</strong>{' '}
          {summary.priceType ? <span className={styles.muted}>{summary.priceType}</span> : null}
        </p>
        <p className={styles.muted}>{summary.facts}</p>
      </div>
    </div>
  )
}
