'use client'

import { useEffect, useState } from 'react'
import { directorySearchParams } from '@/domain/directorySearch'
import { SEARCH_LIMITS } from '@/domain/searchLimits'
import type { CarSearchAccess } from '@/search/client/carSearchClient'
import styles from './ModelDirectorySearch.module.css'
import { useCachedSearch } from './useCachedSearch'

interface DirectoryHit {
  objectID: string
  manufacturer: { name: string }
  model: { name: string; slug: string; body: string | null }
  image: string | null
}

export interface ModelDirectorySearchProps {
  access: CarSearchAccess
  indexName: string
  /** Model slug → the site's model page (its URL pattern is site content, resolved on the server). */
  hrefs: Record<string, string>
  body?: string
  labels: { search: string; placeholder: string; none: string; previous: string; next: string }
}

/** Spec §2 directory search: type a make or model, see the matching models (21 a page, answers cached). */
export function ModelDirectorySearch({ access, indexName, hrefs, body, labels }: ModelDirectorySearchProps) {
  const [input, setInput] = useState('')
  const [query, setQuery] = useState('')
  const [page, setPage] = useState(1)
  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery(input.trim())
      setPage(1)
    }, SEARCH_LIMITS.searchDebounceMs)
    return () => clearTimeout(timer)
  }, [input])
  const params = query ? { ...directorySearchParams({ query, body, page }) } : null
  const { answer, status } = useCachedSearch<DirectoryHit>(access, indexName, params as Record<string, unknown> | null)
  const shown = query ? answer : null
  return (
    <div className={styles.directory}>
      <label className={styles.label}>
        <span>{labels.search}</span>
        <input type="search" value={input} placeholder={labels.placeholder} onChange={(e) => setInput(e.target.value)} aria-controls="model-directory-results" />
      </label>
      <div id="model-directory-results" aria-live="polite" aria-busy={status === 'loading'}>
        {shown && shown.hits.length === 0 ? <p>{labels.none}</p> : null}
        {shown && shown.hits.length > 0 ? (
          <ul className={styles.results}>
            {shown.hits.map((hit) => (
              <li key={hit.objectID}>
                <a href={hrefs[hit.model.slug] ?? '#'}>
                  {hit.image ? <img src={hit.image} alt="" width={112} height={68} loading="lazy" /> : null}
                  <span>
                    <strong>{hit.manufacturer.name} {hit.model.name}</strong>
                    {hit.model.body ? <small>{hit.model.body}</small> : null}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        {shown && shown.nbPages > 1 ? (
          <p className={styles.pages}>
            <button type="button" className="button button--secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              {labels.previous}
            </button>
            <button type="button" className="button button--secondary" disabled={page >= shown.nbPages} onClick={() => setPage((p) => p + 1)}>
              {labels.next}
            </button>
          </p>
        ) : null}
      </div>
    </div>
  )
}
