import type { ReactNode } from 'react'
import { locationGridColumns } from '@/domain/locationCarousel'
import styles from './LocationGrid.module.css'

/** Location grid; column sizing depends on the location count (content spec §9). */
export function LocationGrid({ count, children, label }: { count: number; children: ReactNode; label?: string }) {
  const columns = locationGridColumns(count)
  return (
    <div
      className={`${styles.grid} ${styles[`cols${columns}`]}`}
      data-columns={columns}
      aria-label={label}
      role={label ? 'list' : undefined}
    >
      {children}
    </div>
  )
}
