'use client'

import { useState } from 'react'
import { siteHref } from '@/lib/siteHref'
import { useCompareTray } from '@/components/search/useCompareTray'
import { useSavedCars } from '@/components/search/useSavedCars'
import { WatchlistToastView } from '@/components/search/WatchlistToastView'
import type { CarPageModel } from './carPageModel'
import styles from '../CarDetail.module.css'

type Props = { controls: NonNullable<CarPageModel['saveControls']>; basePath: string }

/**
 * Save and Compare on the car page: the same favourites or watchlist and the same compare list as the search cards
 * (one hook each), shown by the same rule (carPageModel.saveControls).
 */
export function CarSaveControls({ controls, basePath }: Props) {
  const [announcement, setAnnouncement] = useState('')
  const saved = useSavedCars(controls.favourites, basePath, setAnnouncement)
  const tray = useCompareTray()
  const [full, setFull] = useState(false)
  const href = (path: string) => siteHref(basePath, path)
  const isSaved = saved.isSaved(controls.carId)
  const compared = tray.isCompared(controls.carId)

  return (
    <div className={styles.saveControls} data-testid="car-save-controls">
      <button
        type="button"
        className={styles.saveButton}
        aria-pressed={isSaved}
        onClick={() => saved.toggle(controls.carId, controls.name)}
      >
        <span aria-hidden="true">{isSaved ? '♥' : '♡'}</span> {isSaved ? 'Saved' : 'Save'}
      </button>
      {controls.compare ? (
        <label className={styles.compareToggle}>
          <input type="checkbox" checked={compared} onChange={() => setFull(!tray.toggle(controls.carId))} /> Compare
        </label>
      ) : null}
      {controls.compare && tray.compare.length > 0 ? (
        <a className={styles.compareLink} href={href(`/compare?ids=${tray.compare.join(',')}`)}>
          Compare {tray.compare.length} of 4
        </a>
      ) : null}
      {full ? <span role="alert">You can compare up to 4 cars</span> : null}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <WatchlistToastView toast={saved.toast} href={href} onDismiss={saved.dismissToast} />
    </div>
  )
}
