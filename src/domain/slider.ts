/** Spec §5: default slider range 0 to 100000; step is range divided by 100, rounded. */
export const DEFAULT_SLIDER_RANGE: SliderRange = { min: 0, max: 100_000 }
/** Model years a year slider spans when the stock gives no years (no results): this many years back to next year. */
export const YEAR_SLIDER_SPAN = 30

/**
 * The Year slider shows years: the stock's oldest to newest year (one year when all are the same), or, when the
 * stock gives none, the last YEAR_SLIDER_SPAN model years up to next year; never the default 0 to 100000.
 */
export function yearSliderRange(stats: SliderRange | null | undefined, currentYear: number): SliderRange {
  if (stats && Number.isFinite(stats.min) && Number.isFinite(stats.max) && stats.min > 1900 && stats.max >= stats.min)
    return { min: Math.floor(stats.min), max: Math.ceil(stats.max) }
  return { min: currentYear - YEAR_SLIDER_SPAN, max: currentYear + 1 }
}

/** Spec (content) price-range search slider: step 500, default range 5000 to 250000. */
export const PRICE_RANGE_SEARCH_SLIDER = { min: 5_000, max: 250_000, step: 500 } as const
/** Attributes whose values round to the nearest 1000. */
export const THOUSAND_ROUNDED_ATTRIBUTES = ['price', 'km'] as const

export interface SliderRange {
  min: number
  max: number
}

export type SliderValue = readonly [number, number]

/** Step = (max − min) / 100, rounded (at least 1, so a slider always moves). */
export function sliderStep(range: SliderRange = DEFAULT_SLIDER_RANGE): number {
  return Math.max(1, Math.round((range.max - range.min) / 100))
}

export function clampToRange(value: number, range: SliderRange = DEFAULT_SLIDER_RANGE): number {
  return Math.min(range.max, Math.max(range.min, value))
}

/** Price and km values round to the nearest 1000; other attributes keep their value. */
export function roundSliderValue(attribute: string, value: number): number {
  return (THOUSAND_ROUNDED_ATTRIBUTES as readonly string[]).includes(attribute)
    ? Math.round(value / 1000) * 1000
    : value
}

export interface MoveThumbOptions {
  range?: SliderRange
  attribute?: string
  /**
   * Smallest distance kept between the thumbs: 0 for the filter sliders (a thumb cannot pass the other);
   * the price-range search slider uses its step (the lower handle cannot reach the upper one).
   */
  minGap?: number
}

/**
 * Spec §5: sliders clamp to the range min and max; the min thumb cannot pass the max thumb and the reverse;
 * price and km values round to the nearest 1000 (rounded first, then clamped, so the value stays in range).
 */
export function moveThumb(
  current: SliderValue,
  thumb: 'min' | 'max',
  value: number,
  options: MoveThumbOptions = {},
): [number, number] {
  const { range = DEFAULT_SLIDER_RANGE, attribute = '', minGap = 0 } = options
  const next = clampToRange(attribute ? roundSliderValue(attribute, value) : value, range)
  const [low, high] = current
  if (thumb === 'min') return [Math.max(range.min, Math.min(next, high - minGap)), high]
  return [low, Math.min(range.max, Math.max(next, low + minGap))]
}

export type SliderRefinement = { ok: true; value: [number, number] } | { ok: false; reason: string }

/**
 * Spec §5: a value outside the range is rejected (the caller only logs it to the console). Also rejects a
 * minimum above the maximum and values that are not numbers.
 */
export function checkSliderRefinement(value: SliderValue, range: SliderRange = DEFAULT_SLIDER_RANGE): SliderRefinement {
  const [low, high] = value
  if (!Number.isFinite(low) || !Number.isFinite(high)) return { ok: false, reason: 'Slider value is not a number.' }
  if (low < range.min || high > range.max) {
    return { ok: false, reason: `Slider value ${low}:${high} is outside the range ${range.min}:${range.max}.` }
  }
  if (low > high) return { ok: false, reason: `Slider minimum ${low} is above its maximum ${high}.` }
  return { ok: true, value: [low, high] }
}
