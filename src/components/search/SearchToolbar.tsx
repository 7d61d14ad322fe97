'use client'

import styles from './CarSearch.module.css'
import type { CarSearchSettings } from './carSearchSettings'

export interface SearchToolbarProps {
  drawerOpen: boolean
  onOpenFilters: () => void
  /** Number of active filters, shown on the Filters button. */
  filterCount: number
  sort: string
  sortOptions: CarSearchSettings['sortOptions']
  onSort: (key: string) => void
}

/** The Filters button (phones) and the sort order. */
export function SearchToolbar({
  drawerOpen,
  onOpenFilters,
  filterCount,
  sort,
  sortOptions,
  onSort,
}: SearchToolbarProps) {
  return (
    <div className={styles.toolbar}>
      <button
        type="button"
        className={`button button--secondary ${styles.filtersButton}`}
        aria-expanded={drawerOpen}
        aria-controls="search-filters"
        onClick={onOpenFilters}
      >
        Filters{filterCount ? ` (${filterCount})` : ''}
      </button>
      <label className={styles.sortLabel}>
        <span>Sort by</span>
        <select className={styles.select} value={sort} onChange={(e) => onSort(e.target.value)}>
          {sortOptions.map((o) => (
            <option key={o.key} value={o.key}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
    </div>
  )
}
