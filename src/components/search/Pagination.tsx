'use client'

import styles from './CarSearch.module.css'
import { paginationPages } from './searchView'
import { StateLink } from './StateLink'

export interface PaginationProps {
  page: number
  pages: number
  /** A page's URL. */
  hrefOf: (page: number) => string
  /** Moves to a page (the page scrolls back to the top). */
  onPage: (page: number) => void
}

/** Previous, the first, the last and two pages either side of the current one, Next. */
export function Pagination({ page, pages, hrefOf, onPage }: PaginationProps) {
  if (pages <= 1) return null
  return (
    <nav className={styles.pagination} aria-label="Pagination">
      {page > 1 ? (
        <StateLink href={hrefOf(page - 1)} onNavigate={() => onPage(page - 1)} rel="prev">
          Previous
        </StateLink>
      ) : null}
      {paginationPages(page, pages).map((p) => (
        <StateLink key={p} href={hrefOf(p)} aria-current={p === page ? 'page' : undefined} onNavigate={() => onPage(p)}>
          {p}
        </StateLink>
      ))}
      {page < pages ? (
        <StateLink href={hrefOf(page + 1)} onNavigate={() => onPage(page + 1)} rel="next">
          Next
        </StateLink>
      ) : null}
    </nav>
  )
}
