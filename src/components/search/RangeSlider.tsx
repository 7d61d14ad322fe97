'use client'

import { useEffect, useRef, useState } from 'react'
import { checkSliderRefinement, moveThumb, sliderStep, type SliderRange } from '@/domain/slider'
import { SEARCH_LIMITS } from '@/domain/searchLimits'
import type { NumericRange } from '@/domain/searchUrl'
import styles from './CarSearch.module.css'

export interface RangeSliderProps {
  attribute: string
  label: string
  bounds: SliderRange
  value: NumericRange | undefined
  format: (n: number) => string
  onCommit: (range: NumericRange | null) => void
}

/** Spec §5 slider: two thumbs clamped to the range that cannot cross; price and km round to 1000; step = range/100. */
export function RangeSlider({ attribute, label, bounds, value, format, onCommit }: RangeSliderProps) {
  const current: [number, number] = [value?.min ?? bounds.min, value?.max ?? bounds.max]
  const [local, setLocal] = useState<[number, number]>(current)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const key = `${current[0]}:${current[1]}:${bounds.min}:${bounds.max}`
  useEffect(() => {
    setLocal([value?.min ?? bounds.min, value?.max ?? bounds.max])
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current)
    },
    [],
  )

  const move = (thumb: 'min' | 'max', raw: number) => {
    const next = moveThumb(local, thumb, raw, { range: bounds, attribute })
    setLocal(next)
    if (timer.current) clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      const checked = checkSliderRefinement(next, bounds)
      if (!checked.ok) {
        console.log(checked.reason)
        return
      }
      const [low, high] = checked.value
      onCommit(
        low <= bounds.min && high >= bounds.max
          ? null
          : { min: low > bounds.min ? low : undefined, max: high < bounds.max ? high : undefined },
      )
    }, SEARCH_LIMITS.searchDebounceMs)
  }
  const step = sliderStep(bounds)
  return (
    <div className={styles.slider} data-testid={`slider-${attribute}`}>
      <p className={styles.sliderValues} aria-live="polite">
        {format(local[0])} – {format(local[1])}
      </p>
      <label className={styles.sliderLabel}>
        <span className="visually-hidden">Minimum {label}</span>
        <input
          type="range"
          min={bounds.min}
          max={bounds.max}
          step={step}
          value={local[0]}
          aria-valuetext={format(local[0])}
          onChange={(e) => move('min', Number(e.target.value))}
        />
      </label>
      <label className={styles.sliderLabel}>
        <span className="visually-hidden">Maximum {label}</span>
        <input
          type="range"
          min={bounds.min}
          max={bounds.max}
          step={step}
          value={local[1]}
          aria-valuetext={format(local[1])}
          onChange={(e) => move('max', Number(e.target.value))}
        />
      </label>
    </div>
  )
}
