'use client'

import styles from './CarSearch.module.css'
import type { FilterChip } from './searchView'
import { StateLink } from './StateLink'

export interface ActiveFiltersProps {
  chips: FilterChip[]
  onRemove: (chip: FilterChip) => void
  clearHref: string
  onClear: () => void
}

/** The active filters as removable chips, and 'Clear all'. */
export function ActiveFilters({ chips, onRemove, clearHref, onClear }: ActiveFiltersProps) {
  if (!chips.length) return null
  return (
    <ul className={styles.chips} aria-label="Active filters">
      {chips.map((chip) => (
        <li key={`${chip.attribute}:${chip.value}`}>
          <button type="button" onClick={() => onRemove(chip)}>
            {chip.label} <span aria-hidden="true">×</span>
            <span className="visually-hidden"> remove filter</span>
          </button>
        </li>
      ))}
      <li>
        <StateLink href={clearHref} onNavigate={onClear}>
          Clear all
        </StateLink>
      </li>
    </ul>
  )
}
