'use client'

import { useCallback, useMemo, useRef } from 'react'
import { Configure, InstantSearch, useHits, usePagination, useSearchBox } from 'react-instantsearch'
import { directorySearchParams } from '@/domain/directorySearch'
import { SEARCH_LIMITS } from '@/domain/searchLimits'
import { createCarSearchClient, type CarSearchAccess, type CarSearchClient } from '@/search/client/carSearchClient'
import { Img } from '../Img'
import styles from './ModelDirectorySearch.module.css'

interface DirectoryHit {
  objectID: string
  manufacturer: { name: string }
  model: { name: string; slug: string; body: string | null }
  image: string | null
  [key: string]: unknown
}

export interface ModelDirectorySearchProps {
  access: CarSearchAccess
  indexName: string
  /** Model slug → the site's model page (its URL pattern is site content, resolved on the server). */
  hrefs: Record<string, string>
  body?: string
  labels: { search: string; placeholder: string; none: string; previous: string; next: string }
}

type Requests = Parameters<CarSearchClient['search']>[0]

/**
 * The directory's search client: the site's key, the last 10 answers kept (spec §9), and no request at all until the
 * shopper types (InstantSearch searches on mount; the page already lists every model).
 */
function directoryClient(access: CarSearchAccess): CarSearchClient {
  const client = createCarSearchClient(access, { cacheSize: SEARCH_LIMITS.directoryCacheSize })
  return {
    ...client,
    search(requests: Requests) {
      const list = Array.isArray(requests) ? requests : requests.requests
      const empty = list.every(
        (r) => !('params' in r ? (r.params as { query?: string } | undefined)?.query : (r as { query?: string }).query),
      )
      if (empty) {
        return Promise.resolve({
          results: list.map(() => ({
            hits: [],
            nbHits: 0,
            nbPages: 0,
            page: 0,
            hitsPerPage: 0,
            processingTimeMS: 0,
            query: '',
            params: '',
            exhaustiveNbHits: true,
          })),
        }) as ReturnType<CarSearchClient['search']>
      }
      return client.search(requests)
    },
  } as CarSearchClient
}

function DirectoryBox({ label, placeholder }: { label: string; placeholder: string }) {
  // Debounced 300 ms (spec §9), as the stock search box.
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  // Stable across renders: react-instantsearch re-creates a widget whose props change, which re-renders, forever.
  const queryHook = useCallback((value: string, search: (value: string) => void) => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => search(value), SEARCH_LIMITS.searchDebounceMs)
  }, [])
  const { refine, query } = useSearchBox({ queryHook })
  return (
    <label className={styles.label}>
      <span>{label}</span>
      <input
        type="search"
        defaultValue={query}
        placeholder={placeholder}
        onChange={(e) => refine(e.target.value)}
        aria-controls="model-directory-results"
      />
    </label>
  )
}

function DirectoryResults({ hrefs, labels }: Pick<ModelDirectorySearchProps, 'hrefs' | 'labels'>) {
  const { items, results } = useHits<DirectoryHit>()
  const { currentRefinement, nbPages, refine, isFirstPage, isLastPage } = usePagination()
  const searched = Boolean(results?.query)
  return (
    <div id="model-directory-results" aria-live="polite">
      {searched && items.length === 0 ? <p>{labels.none}</p> : null}
      {searched && items.length > 0 ? (
        <ul className={styles.results}>
          {items.map((hit) => (
            <li key={hit.objectID}>
              <a href={hrefs[hit.model.slug] ?? '#'}>
                {hit.image ? <Img src={hit.image} alt="" width={112} height={68} loading="lazy" /> : null}
                <span>
                  <strong>
                    {hit.manufacturer.name} {hit.model.name}
                  </strong>
                  {hit.model.body ? <small>{hit.model.body}</small> : null}
                </span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {searched && nbPages > 1 ? (
        <p className={styles.pages}>
          <button
            type="button"
            className="button button--secondary"
            disabled={isFirstPage}
            onClick={() => refine(currentRefinement - 1)}
          >
            {labels.previous}
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={isLastPage}
            onClick={() => refine(currentRefinement + 1)}
          >
            {labels.next}
          </button>
        </p>
      ) : null}
    </div>
  )
}

/** Spec §2 directory search over react-instantsearch: type a make or model, see the matching models, 21 a page. */
export function ModelDirectorySearch({ access, indexName, hrefs, body, labels }: ModelDirectorySearchProps) {
  const searchClient = useMemo(() => directoryClient(access), [access])
  const { hitsPerPage, facetFilters } = useMemo(() => directorySearchParams({ body }), [body])
  return (
    <div className={styles.directory}>
      <InstantSearch searchClient={searchClient} indexName={indexName} future={{ preserveSharedStateOnUnmount: true }}>
        <Configure hitsPerPage={hitsPerPage} facetFilters={facetFilters} />
        <DirectoryBox label={labels.search} placeholder={labels.placeholder} />
        <DirectoryResults hrefs={hrefs} labels={labels} />
      </InstantSearch>
    </div>
  )
}
