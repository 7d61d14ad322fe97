/** Spec §5: default slider range 0 to 100000; step is range divided by 100, rounded. */
export const DEFAULT_SLIDER_RANGE: SliderRange = { min: 0, max: 100_000 }
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
