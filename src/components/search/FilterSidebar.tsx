'use client'

import { useId, useState, type ReactNode } from 'react'
import { formatOdometer } from '@/domain/odometer'
import { formatPrice } from '@/domain/priceDisplay'
import { inCarTypeOrder } from '@/domain/carTypeOrder'
import { DEFAULT_SLIDER_RANGE, yearSliderRange, type SliderRange } from '@/domain/slider'
import { SEARCH_LIMITS, visibleMakes } from '@/domain/searchLimits'
import { ownValue } from '@/lib/ownValue'
import type { FilterAttribute, NumericRange, RangeAttribute, SearchState } from '@/domain/searchUrl'
import { Img } from '../Img'
import styles from './CarSearch.module.css'
import { facetValues, type CarSearchResult } from './carSearchRequests'
import type { CarSearchSettings } from './carSearchSettings'
import { filterLabel, filterValueLabel } from './filterLabels'
import { priceRangeOrder } from '@/domain/priceRangeOrder'
import { DROPDOWN_FILTERS, filterValueOrder, orderFilterValues } from '@/domain/filterValueOrder'
import { RangeSlider } from './RangeSlider'

const SLIDERS = new Set(['price', 'year', 'km', 'subscription_price'])
/** Filters whose values are codes with names (filterValueLabel). */
const CODED = new Set(['car_type', 'status'])

/**
 * Slider bounds from the facet stats; price and km widened to whole thousands so rounded values stay inside; years
 * always years (yearSliderRange).
 */
export function sliderBounds(attribute: string, stats: CarSearchResult['stats'], currentYear: number): SliderRange {
  const s = ownValue(stats, attribute)
  if (attribute === 'year') return yearSliderRange(s, currentYear)
  if (!s || !Number.isFinite(s.min) || !Number.isFinite(s.max) || s.max <= s.min) return DEFAULT_SLIDER_RANGE
  if (attribute === 'price' || attribute === 'km')
    return { min: Math.floor(s.min / 1000) * 1000, max: Math.ceil(s.max / 1000) * 1000 }
  return { min: Math.floor(s.min), max: Math.ceil(s.max) }
}

function Section({
  title,
  children,
  initiallyOpen = true,
}: {
  title: string
  children: ReactNode
  initiallyOpen?: boolean
}) {
  const [open, setOpen] = useState(initiallyOpen)
  // A closed section's options are rendered when first opened: fewer elements for the page to hydrate, and a
  // closed section (inert) keeps Tab out of options nobody can see.
  const [opened, setOpened] = useState(initiallyOpen)
  const id = useId()
  return (
    <section className={styles.section}>
      <h3 className={styles.sectionHeading}>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => {
            setOpen(!open)
            setOpened(true)
          }}
        >
          {title}
          <span aria-hidden="true" className={styles.chevron} data-open={open} />
        </button>
      </h3>
      <div id={id} className={styles.sectionBody} data-open={open} inert={!open}>
        <div>{opened ? children : null}</div>
      </div>
    </section>
  )
}

export interface FilterSidebarProps {
  state: SearchState
  result: CarSearchResult | null
  settings: CarSearchSettings
  queryInput: string
  onQueryInput: (value: string) => void
  onRefine: (attribute: FilterAttribute, values: string[]) => void
  onRange: (attribute: RangeAttribute, range: NumericRange | null) => void
  /** This year (the Year slider's bounds when the stock gives none). */
  currentYear: number
  /** Make name → logo URL (the manufacturer's logo from the admin); makes without one show their initial. */
  makeLogos?: Record<string, string>
}

export function FilterSidebar({
  state,
  result,
  settings,
  queryInput,
  onQueryInput,
  onRefine,
  onRange,
  currentYear,
  makeLogos = {},
}: FilterSidebarProps) {
  const [showAllMakes, setShowAllMakes] = useState(false)
  const facets = result?.facets ?? {}
  const stats = result?.stats ?? {}
  const selected = (a: string) => state.refinements?.[a as FilterAttribute] ?? []
  const toggle = (attribute: FilterAttribute, value: string) => {
    const current = selected(attribute)
    onRefine(attribute, current.includes(value) ? current.filter((v) => v !== value) : [...current, value])
  }
  const checkboxes = (
    attribute: FilterAttribute,
    values: { value: string; count: number }[],
    label = (v: string) => v,
  ) => (
    <ul className={styles.checkList}>
      {values.map(({ value, count }) => (
        <li key={value}>
          <label>
            <input
              type="checkbox"
              checked={selected(attribute).includes(value)}
              onChange={() => toggle(attribute, value)}
            />
            <span>{label(value)}</span>
            <span className={styles.count}>{count}</span>
          </label>
        </li>
      ))}
    </ul>
  )

  const renderFilter = (attribute: string): ReactNode => {
    const a = attribute as FilterAttribute
    if (SLIDERS.has(attribute)) {
      const bounds = sliderBounds(attribute, stats, currentYear)
      const format =
        attribute === 'price' || attribute === 'subscription_price'
          ? formatPrice
          : attribute === 'km'
            ? (n: number) => formatOdometer(n, settings.locale)
            : String
      return (
        <RangeSlider
          attribute={attribute}
          label={filterLabel(attribute, settings.locale)}
          bounds={bounds}
          value={state.ranges?.[attribute as RangeAttribute]}
          format={format}
          onCommit={(range) => onRange(attribute as RangeAttribute, range)}
        />
      )
    }
    if (attribute === 'make') {
      const all = facetValues(facets, 'make', selected('make'), !settings.makesByVolume)
      const popular = settings.popularMakes.length ? all.filter((m) => settings.popularMakes.includes(m.value)) : null
      const list =
        popular && !showAllMakes
          ? { makes: popular, showAllButton: all.length > popular.length }
          : visibleMakes(all, showAllMakes)
      return (
        <>
          {popular && !showAllMakes ? <p className={styles.groupHeading}>{settings.popularMakesHeading}</p> : null}
          <ul className={styles.checkList}>
            {list.makes.map(({ value, count }) => (
              <li key={value}>
                <label>
                  <input
                    type="checkbox"
                    checked={selected('make').includes(value)}
                    onChange={() => toggle('make', value)}
                  />
                  {ownValue(makeLogos, value) ? (
                    <Img
                      className={styles.makeLogoImage}
                      src={ownValue(makeLogos, value) ?? ''}
                      alt=""
                      width={24}
                      height={24}
                      loading="lazy"
                    />
                  ) : (
                    <span className={styles.makeLogo} aria-hidden="true">
                      {value.slice(0, 1)}
                    </span>
                  )}
                  <span>{value}</span>
                  <span className={styles.count}>{count}</span>
                </label>
              </li>
            ))}
          </ul>
          {list.showAllButton ? (
            <button type="button" className={styles.linkButton} onClick={() => setShowAllMakes(true)}>
              Show all makes
            </button>
          ) : null}
        </>
      )
    }
    if (attribute === 'car_type')
      return checkboxes(
        a,
        // Spec §2: car types are listed new, demo, used, not by count.
        inCarTypeOrder(facetValues(facets, 'car_type', selected('car_type')), (v) => v.value),
        (v) => filterValueLabel('car_type', v),
      )
    if (attribute === 'price_range') {
      // Price brackets read cheapest first, like the price slider, not by how many cars each holds.
      const values = priceRangeOrder(facetValues(facets, a, selected(a)), (v) => v.value)
      return values.length ? checkboxes(a, values) : <p className={styles.muted}>No options</p>
    }
    if (DROPDOWN_FILTERS.has(attribute)) {
      // Spec §2: dropdowns by name, not by count (filterValueOrder).
      const values = orderFilterValues(facetValues(facets, attribute, selected(attribute)), filterValueOrder(attribute))
      const id = `filter-${attribute}`
      return (
        <>
          <label htmlFor={id} className="visually-hidden">
            {filterLabel(attribute, settings.locale)}
          </label>
          <select
            id={id}
            className={styles.select}
            value={selected(attribute)[0] ?? ''}
            onChange={(e) => onRefine(a, e.target.value ? [e.target.value] : [])}
          >
            <option value="">All</option>
            {values.flatMap(({ value, count }, i) => {
              const option = <option key={value} value={value}>{`${value} (${count})`}</option>
              return i === SEARCH_LIMITS.dropdownBreakAfter
                ? [
                    <option key="—break" disabled>
                      ──────────
                    </option>,
                    option,
                  ]
                : [option]
            })}
          </select>
        </>
      )
    }
    // Spec §2 sort orders: models by name, make and model pairs by make/model, the rest the biggest first.
    const values = orderFilterValues(
      facetValues(facets, attribute, selected(attribute)),
      filterValueOrder(attribute, { makesByVolume: settings.makesByVolume }),
      Object.keys(ownValue(facets, 'make') ?? {}),
    )
    return values.length ? (
      checkboxes(a, values, CODED.has(attribute) ? (v) => filterValueLabel(attribute, v) : undefined)
    ) : (
      <p className={styles.muted}>No options</p>
    )
  }

  return (
    <div className={styles.filters} aria-label="Filters" role="group">
      <Section title="Search">
        <label htmlFor="car-search-query" className="visually-hidden">
          Search cars
        </label>
        <input
          id="car-search-query"
          type="search"
          className={styles.searchInput}
          placeholder="Make, model, keyword"
          value={queryInput}
          onChange={(e) => onQueryInput(e.target.value)}
        />
      </Section>
      {settings.filters.map((attribute) => (
        <Section
          key={attribute}
          title={filterLabel(attribute, settings.locale)}
          initiallyOpen={
            ![
              'colour',
              'seats',
              'drive',
              'badge',
              'tag',
              'categories',
              'item_type',
              'filtered_features',
              'make_model',
            ].includes(attribute)
          }
        >
          {renderFilter(attribute)}
        </Section>
      ))}
    </div>
  )
}
