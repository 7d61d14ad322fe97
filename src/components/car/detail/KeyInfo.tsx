import type { CarPageModel } from './carPageModel'
import { Facts } from './Fact'
import styles from '../CarDetail.module.css'

/** Price (struck-through listed price when reduced) and the key facts next to the gallery. */
export function KeyInfo({ price, facts }: { price: CarPageModel['price']; facts: CarPageModel['keyFacts'] }) {
  return (
    <section className={styles.keyInfo} aria-labelledby="key-info" data-testid="key-info">
      <h2 id="key-info" className="visually-hidden">
        Key information
      </h2>
      <p className={styles.price} data-testid="price">
        {price.listed ? <s className={styles.muted}>{price.listed}</s> : null} {price.text}
        {price.suffix ? <span className={styles.priceType}> {price.suffix}</span> : null}
      </p>
      <Facts facts={facts} className={styles.facts} />
    </section>
  )
}
