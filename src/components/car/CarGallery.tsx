'use client'

import { useState } from 'react'
import { Img } from '../Img'
import styles from './CarGallery.module.css'

type Props = { images: string[]; alt: string }

/** Photo gallery: one large photo at a fixed 4:3 ratio, previous/next buttons and a thumbnail strip. */
export function CarGallery({ images, alt }: Props) {
  const [index, setIndex] = useState(0)
  if (images.length === 0) {
    return (
      <div className={styles.empty} role="img" aria-label={`${alt}: no photos yet`}>
        Photos coming soon
      </div>
    )
  }
  const go = (next: number) => setIndex((next + images.length) % images.length)
  return (
    <section className={styles.gallery} aria-roledescription="carousel" aria-label={`Photos of the ${alt}`}>
      <div className={styles.stage}>
        <Img
          className={styles.main}
          src={images[index]!}
          sizes="(min-width: 992px) 760px, 100vw"
          alt={`${alt}, photo ${index + 1} of ${images.length}`}
          width={1200}
          height={900}
          fetchPriority={index === 0 ? 'high' : undefined}
        />
        {images.length > 1 ? (
          <>
            <button
              type="button"
              className={`${styles.nav} ${styles.prev}`}
              onClick={() => go(index - 1)}
              aria-label="Previous photo"
            >
              ‹
            </button>
            <button
              type="button"
              className={`${styles.nav} ${styles.next}`}
              onClick={() => go(index + 1)}
              aria-label="Next photo"
            >
              ›
            </button>
            <p className={styles.count} aria-live="polite">
              {index + 1} / {images.length}
            </p>
          </>
        ) : null}
      </div>
      {images.length > 1 ? (
        <ul className={styles.thumbs}>
          {images.map((url, i) => (
            <li key={`${url}-${i}`}>
              <button
                type="button"
                className={styles.thumb}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
                aria-label={`Show photo ${i + 1}`}
              >
                <Img src={url} alt="" width={160} height={120} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
