'use client'

import { useEffect, useState } from 'react'
import { useCachedSearch } from '@/components/directory/useCachedSearch'
import { dealershipSearchParams } from '@/domain/directorySearch'
import { formatPrice } from '@/domain/priceDisplay'
import { showMeLabel } from '@/domain/resultCount'
import { SEARCH_LIMITS } from '@/domain/searchLimits'
import type { CarSearchAccess } from '@/search/client/carSearchClient'
import { moveThumb, PRICE_RANGE_SEARCH_SLIDER } from '@/domain/slider'
import { searchStateToUrl } from '@/domain/searchUrl'
import styles from './PriceRangeSearch.module.css'

const { min, max, step } = PRICE_RANGE_SEARCH_SLIDER
const RANGE = { min, max }

/**
 * Price-range search slider (content spec §5): step 500, default 5000 to 250000, the lower handle never reaching the
 * upper one, prices with $ and thousand separators; the button opens the search with that range.
 */
export function PriceRangeSlider({
  title,
  buttonLabel,
  basePath,
  labels,
  access,
  indexName,
}: {
  title: string
  buttonLabel: string
  basePath: string
  labels: { from: string; to: string }
  access: CarSearchAccess
  indexName: string
}) {
  const [value, setValue] = useState<[number, number]>([min, max])
  // The dealership search (spec §7: categories and price, 21 a page) counts the cars in the range once the handles rest.
  const [settled, setSettled] = useState<[number, number]>([min, max])
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SEARCH_LIMITS.searchDebounceMs)
    return () => clearTimeout(timer)
  }, [value])
  const { answer } = useCachedSearch(access, indexName, {
    ...dealershipSearchParams({ priceMin: settled[0], priceMax: settled[1] }),
  })
  const move = (thumb: 'min' | 'max', next: number) =>
    setValue(moveThumb(value, thumb, next, { range: RANGE, minGap: step }))
  const href = `${basePath}${searchStateToUrl({ ranges: { price: { min: value[0], max: value[1] } } })}`
  const pct = (n: number) => ((n - min) / (max - min)) * 100
  return (
    <div className={styles.slider}>
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.values} aria-live="polite">
        <output>{formatPrice(value[0])}</output> – <output>{formatPrice(value[1])}</output>
      </p>
      <div
        className={styles.track}
        style={{ ['--from' as string]: `${pct(value[0])}%`, ['--to' as string]: `${pct(value[1])}%` }}
      >
        <input
          type="range"
          aria-label={labels.from}
          aria-valuetext={formatPrice(value[0])}
          min={min}
          max={max}
          step={step}
          value={value[0]}
          onChange={(e) => move('min', Number(e.target.value))}
        />
        <input
          type="range"
          aria-label={labels.to}
          aria-valuetext={formatPrice(value[1])}
          min={min}
          max={max}
          step={step}
          value={value[1]}
          onChange={(e) => move('max', Number(e.target.value))}
        />
      </div>
      <a className="button" href={href} data-testid="price-range-button">
        {answer ? showMeLabel(answer.nbHits) : buttonLabel}
      </a>
    </div>
  )
}
