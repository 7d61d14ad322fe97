'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { isFavourite, toggleCompare, toggleFavourite, type SavedCar } from '@/domain/favourites'
import { formatNumber } from '@/domain/numberFormat'
import { watchlistToast } from '@/domain/watchlistMessages'
import { insertPromoTiles, searchConditions } from '@/domain/promoTiles'
import { displayedResultCount, showMeLabel } from '@/domain/resultCount'
import { cacheSearchResult, cachedSearchResult, searchCacheKey, type SearchCache } from '@/domain/searchCache'
import { addSearchHistory, type SearchHistoryEntry } from '@/domain/searchHistory'
import { SEARCH_LIMITS } from '@/domain/searchLimits'
import { formatRange, withRange, withRefinement, type SearchState } from '@/domain/searchUrl'
import { carTitle } from '@/domain/carTitle'
import type { CarSearchAccess } from '@/search/client/carSearchClient'
import { lazyCarSearchClient } from '@/search/client/lazyCarSearchClient'
import { useWatchlist } from '../data/hooks'
import { siteOfBasePath } from '../data/keys'
import { watchlistCars, withWatchlistCars } from '../data/watchlist'
import { Img } from '../Img'
import { CARD_IMAGE_SIZES, CarCard, type CarHit } from './CarCard'
import styles from './CarSearch.module.css'
import {
  carSearchPlan,
  mergeCarSearch,
  sortOf,
  usedOnly,
  type CarSearchResponse,
  type CarSearchResult,
} from './carSearchRequests'
import { searchFacets, sortIndices, type CarSearchSettings } from './carSearchSettings'
import { pathInSite, routeSearchState, routeSearchUrl, type SearchRoute } from './carSearchUrl'
import { FilterSidebar, filterLabel } from './FilterSidebar'

export interface PromoTileView {
  id: number
  title: string
  text: string | null
  link: string | null
  imageUrl: string | null
  position: number
  start: string | null
  expiry: string | null
  display: string[] | null
  strictDisplay: boolean | null
}

export interface CarSearchProps {
  access: CarSearchAccess
  settings: CarSearchSettings
  route: SearchRoute
  basePath: string
  initialUrl: string
  initialResult: CarSearchResult | null
  heading: string
  headingUsed: string
  headingAll: string
  fixedHeading: boolean
  makes: string[]
  models: string[]
  makeLogos?: Record<string, string>
  promoTiles: PromoTileView[]
  timeZone: string
  nowMs: number
}

/** Main car search result cache size (spec §4: oldest evicted; the size is ours). */
const RESULT_CACHE_SIZE = 20
const HISTORY_KEY = 'car-search-history'
const FAVOURITES_KEY = 'favourites'
const COMPARE_KEY = 'compare'

function readStored<T>(key: string, fallback: T): T {
  try {
    const raw = window.localStorage.getItem(key)
    return raw ? (JSON.parse(raw) as T) : fallback
  } catch {
    return fallback
  }
}
function store(key: string, value: unknown) {
  try {
    window.localStorage.setItem(key, JSON.stringify(value))
  } catch {
    /* storage full or blocked: the list simply is not kept */
  }
}

/** Cache key of a state (spec §4: offset, query, sort and refinements). */
function resultKey(state: SearchState, settings: CarSearchSettings): string {
  const refinements: Record<string, string[]> = { ...(state.refinements as Record<string, string[]>) }
  for (const [attribute, range] of Object.entries(state.ranges ?? {}))
    if (range) refinements[attribute] = [formatRange(range)]
  return searchCacheKey({
    offset: ((state.page ?? 1) - 1) * settings.hitsPerPage,
    query: state.query,
    sort: sortOf(state, sortIndices(settings)),
    refinements,
  })
}

/** The browser's URL in the spec's form (commas between values kept as separators). */
function currentUrl(pathname: string, params: URLSearchParams, basePath: string): string {
  const pairs = [...params.entries()].map(
    ([k, v]) => `${encodeURIComponent(k)}=${v.split(',').map(encodeURIComponent).join(',')}`,
  )
  return `${pathInSite(pathname, basePath)}${pairs.length ? `?${pairs.join('&')}` : ''}`
}

function describe(state: SearchState): string {
  const parts = [
    state.query,
    ...Object.values(state.refinements ?? {}).flat(),
    ...Object.entries(state.ranges ?? {}).map(([a, r]) => `${filterLabel(a)} ${formatRange(r ?? {})}`),
  ]
  return parts.filter(Boolean).join(', ') || 'All cars'
}

/**
 * The URL's query in the browser; nothing on the server, where the page renders the URL it was given (initialUrl).
 * The search page is cached without a query (lib/pageCache.ts), and useSearchParams during that render would make
 * Next drop the results from the HTML. Chosen once per environment, so the hook order never changes within one.
 */
const useBrowserSearchParams: () => URLSearchParams | { toString(): string } | null =
  typeof window === 'undefined' ? () => null : useSearchParams

export function CarSearch(props: CarSearchProps) {
  const { access, settings, route, basePath, initialResult, makes, models } = props
  const pathname = usePathname()
  const params = useBrowserSearchParams()
  const urlOptions = useMemo(() => ({ makes, models }), [makes, models])
  const url = params ? currentUrl(pathname, new URLSearchParams(params.toString()), basePath) : props.initialUrl
  const state = useMemo(() => routeSearchState(url, route, urlOptions), [url, route, urlOptions])
  const key = resultKey(state, settings)
  const initialKey = useMemo(
    () => resultKey(routeSearchState(props.initialUrl, route, urlOptions), settings),
    [props.initialUrl, route, urlOptions, settings],
  )

  const client = useMemo(() => lazyCarSearchClient(access), [access])
  const [shown, setShown] = useState<{ key: string; result: CarSearchResult | null }>({
    key: initialKey,
    result: initialResult,
  })
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>(initialResult ? 'idle' : 'error')
  const cache = useRef<SearchCache<CarSearchResult>>(initialResult ? [[initialKey, initialResult]] : [])
  const [now, setNow] = useState(() => new Date(props.nowMs))
  const [drawerOpen, setDrawerOpen] = useState(false)
  const [hydrated, setHydrated] = useState(false)
  const [storedFavourites, setStoredFavourites] = useState<SavedCar[]>([])
  const [compare, setCompare] = useState<Array<string | number>>([])
  const [history, setHistory] = useState<SearchHistoryEntry[]>([])
  const [notice, setNotice] = useState('')
  const [toast, setToast] = useState<ReturnType<typeof watchlistToast> | null>(null)
  const watchlistMode = settings.cards.favourites === 'watchlist'
  // The signed-in shopper's saved cars live on the server (read once the page hydrates); signed out, the list is empty.
  const watchlist = useWatchlist(watchlistMode ? siteOfBasePath(basePath) : null)
  const watchlistData = watchlist.data
  const favourites = useMemo(
    () => (watchlistMode ? watchlistCars(watchlistData) : storedFavourites),
    [watchlistMode, watchlistData, storedFavourites],
  )
  const setWatchlistCars = (cars: readonly SavedCar[]) =>
    void watchlist.mutate((current) => withWatchlistCars(current, cars), { revalidate: false })
  const [queryInput, setQueryInput] = useState(state.query ?? '')
  const debounce = useRef<ReturnType<typeof setTimeout> | null>(null)
  const closeButton = useRef<HTMLButtonElement | null>(null)

  useEffect(() => {
    if (drawerOpen) closeButton.current?.focus()
  }, [drawerOpen])

  useEffect(() => {
    setHydrated(true)
    setNow(new Date())
    if (settings.cards.favourites !== 'watchlist') setStoredFavourites(readStored(FAVOURITES_KEY, []))
    setCompare(readStored(COMPARE_KEY, []))
    setHistory(readStored(HISTORY_KEY, []))
  }, [])

  // Back/forward and links change the URL; the query box follows it.
  useEffect(() => setQueryInput(state.query ?? ''), [state.query])

  const go = useCallback(
    (next: SearchState) => {
      const target = `${basePath}${routeSearchUrl(next, route, urlOptions)}`
      if (target !== `${window.location.pathname}${window.location.search}`) window.history.pushState(null, '', target)
    },
    [basePath, route, urlOptions],
  )

  useEffect(() => {
    // Back to the results already on screen (e.g. back before a request finished): nothing to load.
    if (key === shown.key && shown.result) {
      setStatus('idle')
      return
    }
    const cached = cachedSearchResult(cache.current, key)
    if (cached) {
      setShown({ key, result: cached })
      setStatus('idle')
      return
    }
    let cancelled = false
    setStatus('loading')
    const plan = carSearchPlan(state, {
      sortIndices: sortIndices(settings),
      hitsPerPage: settings.hitsPerPage,
      facets: searchFacets(settings),
      now: new Date(),
    })
    client
      .search<Record<string, unknown>>({ requests: plan.requests })
      .then((answer) => {
        if (cancelled) return
        const result = mergeCarSearch(plan, answer.results as unknown as CarSearchResponse[])
        cache.current = cacheSearchResult(cache.current, key, result, RESULT_CACHE_SIZE)
        setShown({ key, result })
        setStatus('idle')
      })
      .catch((error: unknown) => {
        if (cancelled) return
        console.error('Car search failed', error)
        setStatus('error') // spec §4: the last good hits, facets and count stay
      })
    return () => {
      cancelled = true
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])

  // Search history: the last 5 searches with their path.
  useEffect(() => {
    if (status !== 'idle' || !shown.result) return
    const path = `${basePath}${routeSearchUrl(state, route, urlOptions)}`
    setHistory((h) => {
      const next = addSearchHistory(h, { path, label: describe(state) })
      store(HISTORY_KEY, next)
      return next
    })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown.key, status])

  const onQueryInput = (value: string) => {
    setQueryInput(value)
    if (debounce.current) clearTimeout(debounce.current)
    debounce.current = setTimeout(() => {
      const { page: _page, ...rest } = state
      go({ ...rest, query: value.trim() || undefined })
    }, SEARCH_LIMITS.searchDebounceMs)
  }

  const result = shown.result
  const count = result
    ? displayedResultCount({ nbHits: result.nbHits, configuredStockCount: settings.stockCount, facets: result.facets })
    : 0
  const sort = sortOf(state, sortIndices(settings))
  const items = result
    ? insertPromoTiles(result.hits as unknown as CarHit[], props.promoTiles, {
        now,
        conditions: searchConditions(state),
        timeZone: props.timeZone,
      })
    : []
  const page = state.page ?? 1
  const pages = result?.nbPages ?? 0
  const href = (path: string) => `${basePath}${path}`
  const types = state.refinements?.car_type ?? []
  const heading = props.fixedHeading ? props.heading : usedOnly(types, result) ? props.headingUsed : props.headingAll
  const activeChips = [
    ...Object.entries(state.refinements ?? {}).flatMap(([a, values]) =>
      (values ?? []).map((v) => ({ a, v, label: v })),
    ),
    ...Object.entries(state.ranges ?? {}).map(([a, r]) => ({
      a,
      v: '',
      label: `${filterLabel(a)} ${formatRange(r ?? {})}`,
    })),
  ]

  const onWatchlist = async (id: string) => {
    const hit = (result?.hits as unknown as CarHit[] | undefined)?.find((h) => h.objectID === id)
    const name = hit ? carTitle(hit) : 'This car'
    const before = favourites
    const next = toggleFavourite(favourites, id)
    setWatchlistCars(next.list) // optimistic: the list changes before the server answers (spec §4)
    const response = await fetch(`/api/watchlist/${next.added ? 'save-car' : 'remove-car'}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ car_id: Number(id), site: basePath.split('/')[2] || undefined }),
    }).catch(() => null)
    if (response?.status === 401) {
      setWatchlistCars(before)
      window.location.assign(
        `${basePath}/sign-in?type=watchlist&redirect=${encodeURIComponent(`${window.location.pathname}${window.location.search}`)}&back=${encodeURIComponent(`${window.location.pathname}${window.location.search}`)}`,
      )
      return { success: false }
    }
    const answer = response
      ? ((await response.json().catch(() => ({}))) as { success?: boolean; error?: string })
      : { success: false, error: 'The watchlist could not be reached.' }
    if (!response?.ok || !answer.success) {
      setWatchlistCars(before)
      window.alert(answer.error ?? 'The watchlist could not be updated. Please try again.')
      return { success: false }
    }
    if (next.analyticsEventId !== null)
      (window.dataLayer ??= []).push({ event: 'favourite', eventId: next.analyticsEventId, car_id: id })
    setToast(watchlistToast(next.added, name))
    return { success: true }
  }

  const onFavourite = (id: string) => {
    if (watchlistMode) return void onWatchlist(id)
    const next = toggleFavourite(favourites, id)
    setStoredFavourites(next.list)
    store(FAVOURITES_KEY, next.list)
    // Spec §4: adding a favourite logs analytics event 39.
    if (next.analyticsEventId !== null)
      (window.dataLayer ??= []).push({ event: 'favourite', eventId: next.analyticsEventId, car_id: id })
    setNotice(next.added ? 'Car saved to favourites' : 'Car removed from favourites')
  }
  const onCompare = (id: string) => {
    const next = toggleCompare(compare, id)
    if (next.full) {
      setNotice('You can compare up to 4 cars')
      return
    }
    setCompare(next.list)
    store(COMPARE_KEY, next.list)
  }

  return (
    <div className={`container ${styles.page}`} data-search-ready={hydrated || undefined}>
      <header className={styles.header}>
        <h1>{heading}</h1>
        <p className={styles.resultCount} aria-live="polite" data-testid="result-count">
          {result ? `${formatNumber(count)} ${count === 1 ? 'car' : 'cars'} found` : ''}
          {status === 'loading' ? <span className={styles.loading}> Updating…</span> : null}
        </p>
      </header>
      {status === 'error' ? (
        <p role="alert" className={styles.error}>
          {result
            ? 'We could not update the results just now; showing the last results.'
            : 'Search is unavailable right now. Please try again in a moment.'}
        </p>
      ) : null}
      <div className={styles.toolbar}>
        <button
          type="button"
          className={`button button--secondary ${styles.filtersButton}`}
          aria-expanded={drawerOpen}
          aria-controls="search-filters"
          onClick={() => setDrawerOpen(true)}
        >
          Filters{activeChips.length ? ` (${activeChips.length})` : ''}
        </button>
        <label className={styles.sortLabel}>
          <span>Sort by</span>
          <select
            className={styles.select}
            value={sort}
            onChange={(e) => {
              const { page: _p, ...rest } = state
              go({ ...rest, sortBy: e.target.value === settings.sortOptions[0]?.key ? undefined : e.target.value })
            }}
          >
            {settings.sortOptions.map((o) => (
              <option key={o.key} value={o.key}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {activeChips.length ? (
        <ul className={styles.chips} aria-label="Active filters">
          {activeChips.map((chip) => (
            <li key={`${chip.a}:${chip.v}`}>
              <button
                type="button"
                onClick={() =>
                  chip.v
                    ? go(
                        withRefinement(
                          state,
                          chip.a as never,
                          ((state.refinements?.[chip.a as never] as string[] | undefined) ?? []).filter(
                            (x) => x !== chip.v,
                          ),
                        ),
                      )
                    : go(withRange(state, chip.a as never, null))
                }
              >
                {chip.label} <span aria-hidden="true">×</span>
                <span className="visually-hidden"> remove filter</span>
              </button>
            </li>
          ))}
          <li>
            <a
              href={href(route.path)}
              onClick={(e) => {
                e.preventDefault()
                go(routeSearchState(route.path, route, urlOptions))
              }}
            >
              Clear all
            </a>
          </li>
        </ul>
      ) : null}
      <div className={styles.layout}>
        <aside
          id="search-filters"
          className={styles.sidebar}
          data-open={drawerOpen}
          aria-label="Search filters"
          onKeyDown={(e) => {
            if (e.key === 'Escape') setDrawerOpen(false)
          }}
        >
          <div className={styles.drawerHeader}>
            <h2>Filters</h2>
            <button
              type="button"
              ref={closeButton}
              className={styles.closeButton}
              onClick={() => setDrawerOpen(false)}
              aria-label="Close filters"
            >
              ×
            </button>
          </div>
          <FilterSidebar
            state={state}
            result={result}
            settings={settings}
            queryInput={queryInput}
            onQueryInput={onQueryInput}
            onRefine={(a, values) => go(withRefinement(state, a, values))}
            onRange={(a, range) => go(withRange(state, a, range))}
            makeLogos={props.makeLogos}
          />
          <div className={styles.drawerFooter}>
            <button type="button" className="button" onClick={() => setDrawerOpen(false)}>
              <span key={count} className={styles.countPulse}>
                {showMeLabel(count)}
              </span>
            </button>
          </div>
          {history.length ? (
            <nav className={styles.history} aria-label="Recent searches">
              <h2>Recent searches</h2>
              <ul>
                {history.map((entry) => (
                  <li key={entry.path}>
                    <a href={entry.path}>{entry.label ?? entry.path}</a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </aside>
        <section className={styles.results} aria-label="Search results" aria-busy={status === 'loading'}>
          {/* The cards' h3 titles need an h2 above them (the filters' h2 is hidden on phones). */}
          <h2 className="visually-hidden">Search results</h2>
          {result && result.hits.length === 0 ? (
            <div className={styles.empty}>
              <h2>No cars match your search</h2>
              <p>Try removing a filter or searching for something else.</p>
              <a
                className="button"
                href={href(route.path)}
                onClick={(e) => {
                  e.preventDefault()
                  go(routeSearchState(route.path, route, urlOptions))
                }}
              >
                Clear all filters
              </a>
            </div>
          ) : null}
          {!result ? (
            <ul className={styles.grid} aria-hidden="true">
              {Array.from({ length: 6 }, (_, i) => (
                <li key={i} className={styles.skeleton} />
              ))}
            </ul>
          ) : (
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
                      favourite={isFavourite(favourites, item.hit.objectID)}
                      compared={compare.some((c) => String(c) === item.hit.objectID)}
                      onFavourite={onFavourite}
                      onCompare={onCompare}
                    />
                  </li>
                ) : (
                  <li key={`promo-${item.tile.id}`} className={styles.promo} data-testid="promo-tile">
                    {item.tile.imageUrl ? (
                      <Img
                        src={item.tile.imageUrl}
                        alt=""
                        width={1000}
                        height={750}
                        sizes={CARD_IMAGE_SIZES}
                        loading="lazy"
                      />
                    ) : null}
                    <h3>{item.tile.title}</h3>
                    {item.tile.text ? <p>{item.tile.text}</p> : null}
                    {item.tile.link ? (
                      <a className="button" href={href(item.tile.link)}>
                        Find out more
                      </a>
                    ) : null}
                  </li>
                ),
              )}
            </ul>
          )}
          {pages > 1 ? (
            <nav className={styles.pagination} aria-label="Pagination">
              {page > 1 ? (
                <a
                  href={href(routeSearchUrl({ ...state, page: page - 1 }, route, urlOptions))}
                  onClick={(e) => {
                    e.preventDefault()
                    go({ ...state, page: page - 1 })
                    window.scrollTo({ top: 0 })
                  }}
                  rel="prev"
                >
                  Previous
                </a>
              ) : null}
              {Array.from({ length: pages }, (_, i) => i + 1)
                .filter((p) => p === 1 || p === pages || Math.abs(p - page) <= 2)
                .map((p) => (
                  <a
                    key={p}
                    href={href(routeSearchUrl({ ...state, page: p }, route, urlOptions))}
                    aria-current={p === page ? 'page' : undefined}
                    onClick={(e) => {
                      e.preventDefault()
                      go({ ...state, page: p })
                      window.scrollTo({ top: 0 })
                    }}
                  >
                    {p}
                  </a>
                ))}
              {page < pages ? (
                <a
                  href={href(routeSearchUrl({ ...state, page: page + 1 }, route, urlOptions))}
                  onClick={(e) => {
                    e.preventDefault()
                    go({ ...state, page: page + 1 })
                    window.scrollTo({ top: 0 })
                  }}
                  rel="next"
                >
                  Next
                </a>
              ) : null}
            </nav>
          ) : null}
        </section>
      </div>
      {compare.length ? (
        <div className={styles.compareBar} role="region" aria-label="Compare">
          <span>{compare.length} of 4 cars to compare</span>
          <a className="button" href={href(`/compare?ids=${compare.join(',')}`)}>
            Compare
          </a>
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => {
              setCompare([])
              store(COMPARE_KEY, [])
            }}
          >
            Clear
          </button>
        </div>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {notice}
      </p>
      {toast ? (
        <div className={styles.toast} role="status" data-testid="watchlist-toast">
          <strong>{toast.title}</strong>
          <span>{toast.text}</span>
          <a href={href('/watchlist')}>{toast.action}</a>
          <button type="button" className={styles.linkButton} onClick={() => setToast(null)} aria-label="Dismiss">
            ×
          </button>
        </div>
      ) : null}
    </div>
  )
}
