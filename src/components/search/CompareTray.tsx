'use client'

import styles from './CarSearch.module.css'

export interface CompareTrayProps {
  compare: Array<string | number>
  href: (path: string) => string
  onClear: () => void
}

/** The bar of cars chosen for comparison (up to 4), with Compare and Clear. */
export function CompareTray({ compare, href, onClear }: CompareTrayProps) {
  if (!compare.length) return null
  return (
    <div className={styles.compareBar} role="region" aria-label="Compare">
      <span>{compare.length} of 4 cars to compare</span>
      <a className="button" href={href(`/compare?ids=${compare.join(',')}`)}>
        Compare
      </a>
      <button type="button" className={styles.linkButton} onClick={onClear}>
        Clear
      </button>
    </div>
  )
}
