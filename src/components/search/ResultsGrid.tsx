'use client'

import type { ResultItem as PromoResultItem } from '@/domain/promoTiles'
import { Img } from '../Img'
import { CARD_IMAGE_SIZES, CarCard, type CarHit } from './CarCard'
import styles from './CarSearch.module.css'
import type { CarSearchSettings } from './carSearchSettings'
import type { PromoTileView } from './promoTileView'

export type ResultItem = PromoResultItem<CarHit, PromoTileView>

export interface ResultsGridProps {
  /** The cars and promo tiles in order; null before any results (a skeleton is shown). */
  items: ResultItem[] | null
  settings: CarSearchSettings
  now: Date
  href: (path: string) => string
  isSaved: (id: string) => boolean
  isCompared: (id: string) => boolean
  onFavourite: (id: string) => void
  onCompare: (id: string) => void
}

function PromoTile({ tile, href }: { tile: PromoTileView; href: (path: string) => string }) {
  return (
    <li className={styles.promo} data-testid="promo-tile">
      {tile.imageUrl ? (
        <Img src={tile.imageUrl} alt="" width={1000} height={750} sizes={CARD_IMAGE_SIZES} loading="lazy" />
      ) : null}
      <h3>{tile.title}</h3>
      {tile.text ? <p>{tile.text}</p> : null}
      {tile.link ? (
        <a className="button" href={href(tile.link)}>
          Find out more
        </a>
      ) : null}
    </li>
  )
}

/** The result cards with the promo tiles between them, or a skeleton grid while there are none yet. */
export function ResultsGrid({
  items,
  settings,
  now,
  href,
  isSaved,
  isCompared,
  onFavourite,
  onCompare,
}: ResultsGridProps) {
  if (!items)
    return (
      <ul className={styles.grid} aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i} className={styles.skeleton} />
        ))}
      </ul>
    )
  return (
    <ul className={styles.grid}>
      {items.map((item, i) =>
        item.type === 'hit' ? (
          <li key={item.hit.objectID}>
            <CarCard
              hit={item.hit}
              settings={settings}
              now={now}
              href={href}
              priority={i < 3}
              favourite={isSaved(item.hit.objectID)}
              compared={isCompared(item.hit.objectID)}
              onFavourite={onFavourite}
              onCompare={onCompare}
            />
          </li>
        ) : (
          <PromoTile key={`promo-${item.tile.id}`} tile={item.tile} href={href} />
        ),
      )}
    </ul>
  )
}
