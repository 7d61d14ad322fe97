'use client'

import { EARLY_CLICK_CAPTURE_SCRIPT } from '@/components/earlyClicks/captureScript'
import { EarlyClickReplay } from '@/components/earlyClicks/EarlyClickReplay'
import { useMemo, useState } from 'react'
import { carTitle } from '@/domain/carTitle'
import type { ListingPlace } from '@/domain/listingTitle'
import { localeSpelling } from '@/domain/localeSpelling'
import { insertPromoTiles, searchConditions } from '@/domain/promoTiles'
import { displayedResultCount } from '@/domain/resultCount'
import { withRange, withRefinement } from '@/domain/searchUrl'
import type { CarSearchAccess } from '@/search/client/carSearchClient'
import { ActiveFilters } from './ActiveFilters'
import type { CarHit } from './CarCard'
import styles from './CarSearch.module.css'
import { sortOf, type CarSearchResult } from './carSearchRequests'
import { sortIndices, type CarSearchSettings } from './carSearchSettings'
import type { SearchRoute } from './carSearchUrl'
import { CompareTray } from './CompareTray'
import { EmptyResults } from './EmptyResults'
import { FilterDrawer } from './FilterDrawer'
import { FilterSidebar } from './FilterSidebar'
import { Pagination } from './Pagination'
import type { PromoTileView } from './promoTileView'
import { ResultsGrid } from './ResultsGrid'
import { SearchHeader } from './SearchHeader'
import { SaveSearchButton } from './SaveSearchButton'
import { SearchToolbar } from './SearchToolbar'
import {
  activeFilterChips,
  changedValues,
  countText,
  describeSearch,
  filtersSet,
  firstPage,
  searchItemNouns,
  searchListingTitle,
  withoutChip,
} from './searchView'
import { useCompareTray } from './useCompareTray'
import { useHydrated } from './useHydrated'
import { useQueryBox } from './useQueryBox'
import { useNearestSearches } from './useNearestSearches'
import { useSavedCars } from './useSavedCars'
import { useSearchHistory } from './useSearchHistory'
import { useSearchState } from './useSearchState'
import { useSearchUrl } from './useSearchUrl'
import { SearchSeoFooter, SearchSeoHeading } from './SearchSeo'
import { WatchlistToastView } from './WatchlistToastView'

export type { PromoTileView } from './promoTileView'

export interface CarSearchProps {
  access: CarSearchAccess
  settings: CarSearchSettings
  route: SearchRoute
  basePath: string
  initialUrl: string
  initialResult: CarSearchResult | null
  /** A preset page's own heading ('7 Seater Cars for Sale'); otherwise the heading follows the filters. */
  fixedHeading?: string
  /** The site's city and state, for the listing title. */
  place: ListingPlace
  /** The stock's makes, models and bodies, to read /search/{make}/{model} and /search/{body} paths. */
  makes: string[]
  models: string[]
  bodies: string[]
  makeLogos?: Record<string, string>
  promoTiles: PromoTileView[]
  timeZone: string
  nowMs: number
  /** The site's SEO heading and footer copy (content spec §3), when it has them. */
  seo?: { heading?: string | null; footer?: string | null }
}

/** The car search page (spec §2 and §4): the URL's search, its results, the filters, and the shopper's lists. */
export function CarSearch(props: CarSearchProps) {
  const { access, settings, route, basePath, makes, models, bodies } = props
  const urlOptions = useMemo(() => ({ makes, models, bodies }), [makes, models, bodies])
  const { state, initialState, clearedState, urlOf, go } = useSearchUrl(route, basePath, props.initialUrl, urlOptions)
  const { result, lastResult, stale, shownKey, status, retry } = useSearchState(
    state,
    initialState,
    props.initialResult,
    access,
    settings,
  )
  const { hydrated, now } = useHydrated(props.nowMs)
  const [drawerOpen, setDrawerOpen] = useState(false)
  const [notice, setNotice] = useState('')
  const saved = useSavedCars(settings.cards.favourites, basePath, setNotice)
  const tray = useCompareTray()
  const history = useSearchHistory(
    status === 'idle' && result ? { path: `${basePath}${urlOf(state)}`, label: describeSearch(state) } : null,
    shownKey,
  )
  const { queryInput, onQueryInput } = useQueryBox(state, go)
  const empty = Boolean(result && !stale && status === 'idle' && result.hits.length === 0)
  const nearest = useNearestSearches(state, empty, shownKey, access, settings)

  const href = (path: string) => `${basePath}${path}`
  const count = result
    ? displayedResultCount({ nbHits: result.nbHits, configuredStockCount: settings.stockCount, facets: result.facets })
    : 0
  const hits = (result?.hits ?? []) as unknown as CarHit[]
  const items = result
    ? insertPromoTiles(hits, props.promoTiles, { now, conditions: searchConditions(state), timeZone: props.timeZone })
    : null
  const page = state.page ?? 1
  const heading = props.fixedHeading ?? searchListingTitle(state, result, props.place, props.initialResult)
  const nouns = searchItemNouns(state, result, props.initialResult)
  const chips = activeFilterChips(state)
  const clear = { clearHref: href(route.path), onClear: () => go(clearedState) }

  const onFavourite = (id: string) => {
    const hit = hits.find((h) => h.objectID === id)
    saved.toggle(id, hit ? carTitle(hit) : 'This car')
  }
  const onCompare = (id: string) => {
    if (!tray.toggle(id)) setNotice('You can compare up to 4 cars')
  }

  return (
    // A button tapped before hydration (Filters, a heart, compare) shows pressed at once and acts once hydrated
    // (src/components/earlyClicks; issue 39.4).
    <div className={`container ${styles.page}`} data-search-ready={hydrated || undefined} data-early-clicks="">
      <script dangerouslySetInnerHTML={{ __html: EARLY_CLICK_CAPTURE_SCRIPT }} />
      <SearchHeader
        heading={heading}
        countText={result ? countText(count, nouns) : null}
        status={status}
        hadResults={Boolean(lastResult)}
        onRetry={retry}
      />
      <SearchSeoHeading text={props.seo?.heading} />
      <SearchToolbar
        drawerOpen={drawerOpen}
        onOpenFilters={() => setDrawerOpen(true)}
        filterCount={chips.length}
        sort={sortOf(state, sortIndices(settings))}
        sortOptions={settings.sortOptions}
        onSort={(key) =>
          go((latest) => ({ ...firstPage(latest), sortBy: key === settings.sortOptions[0]?.key ? undefined : key }))
        }
      />
      {settings.cards.savedSearches ? (
        <SaveSearchButton
          state={state}
          basePath={basePath}
          by={settings.cards.savedSearchesBy}
          consent={settings.cards.savedSearchConsent}
        />
      ) : null}
      <ActiveFilters chips={chips} onRemove={(chip) => go((latest) => withoutChip(latest, chip))} {...clear} />
      <div className={styles.layout}>
        <FilterDrawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          count={count}
          nouns={nouns}
          history={history}
        >
          <FilterSidebar
            state={state}
            result={lastResult}
            settings={settings}
            queryInput={queryInput}
            onQueryInput={onQueryInput}
            onRefine={(a, values) =>
              go((latest) =>
                withRefinement(latest, a, changedValues(latest.refinements?.[a], state.refinements?.[a], values)),
              )
            }
            onRange={(a, range) => go((latest) => withRange(latest, a, range))}
            currentYear={now.getFullYear()}
            makeLogos={props.makeLogos}
          />
        </FilterDrawer>
        <section
          className={`${styles.results} ${stale ? styles.stale : ''}`}
          aria-label="Search results"
          aria-busy={status === 'loading'}
          data-stale={stale || undefined}
        >
          {/* The cards' h3 titles need an h2 above them (the filters' h2 is hidden on phones). */}
          <h2 className="visually-hidden">Search results</h2>
          {result && result.hits.length === 0 ? (
            <EmptyResults
              withFilters={filtersSet(state, clearedState)}
              nouns={nouns}
              nearest={nearest}
              hrefOf={(next) => href(urlOf(next))}
              onGo={go}
              {...clear}
            />
          ) : null}
          <ResultsGrid
            items={items}
            settings={settings}
            now={now}
            href={href}
            isSaved={saved.isSaved}
            isCompared={tray.isCompared}
            onFavourite={onFavourite}
            onCompare={onCompare}
          />
          <Pagination
            page={page}
            pages={result?.nbPages ?? 0}
            hrefOf={(p) => href(urlOf({ ...state, page: p }))}
            onPage={(p) => {
              go({ ...state, page: p })
              window.scrollTo({ top: 0 })
            }}
          />
        </section>
      </div>
      <SearchSeoFooter copy={props.seo?.footer} />
      <CompareTray compare={tray.compare} href={href} onClear={tray.clear} />
      <p className="visually-hidden" aria-live="polite">
        {localeSpelling(notice, settings.locale)}
      </p>
      <WatchlistToastView toast={saved.toast} href={href} onDismiss={saved.dismissToast} />
      <EarlyClickReplay />
    </div>
  )
}
