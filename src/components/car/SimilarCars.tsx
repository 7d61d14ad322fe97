import { formatOdometer } from '@/domain/odometer'
import { priceDisplay } from '@/domain/priceDisplay'
import { carTitle } from '@/domain/carTitle'
import { sitePriceOptions } from '@/lib/sitePrice'
import { siteHref } from '@/lib/siteRequest'
import type { Site } from '@/payload-types'
import { Img } from '../Img'
import type { SimilarCarHit } from '@/data/similarCars'
import styles from './CarDetail.module.css'

type Props = { site: Site; hits: SimilarCarHit[]; basePath: string }

/** The similar-cars carousel: a horizontally scrolling row of cards from the index (read by the route). */
export function SimilarCars({ site, hits, basePath }: Props) {
  if (hits.length === 0) return null
  return (
    <section className={styles.similar} aria-labelledby="similar-heading" data-testid="similar-cars">
      <h2 id="similar-heading" className={styles.sectionTitle}>
        Similar cars
      </h2>
      <ul className={styles.similarRow}>
        {hits.map((hit) => {
          const name = carTitle(hit)
          const price = priceDisplay(hit, sitePriceOptions(site))
          return (
            <li key={hit.objectID} className={styles.similarCard}>
              <a href={siteHref(basePath, `/cars/${hit.slug}`)}>
                <span className={styles.similarImage}>
                  {hit.primary_image_url ? (
                    <Img src={hit.primary_image_url} alt="" width={320} height={240} loading="lazy" />
                  ) : null}
                </span>
                <span className={styles.similarName}>{name}</span>
                <span className={styles.similarPrice}>
                  {price.text} {hit.price_type && price.kind === 'price' ? <small>{hit.price_type}</small> : null}
                </span>
                {typeof hit.km === 'number' ? (
                  <span className={styles.muted}>{formatOdometer(hit.km, site.locale)}</span>
                ) : null}
              </a>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
