import { describe, expect, it } from 'vitest'
import {
  YEAR_SLIDER_SPAN,
  yearSliderRange,
  checkSliderRefinement,
  clampToRange,
  DEFAULT_SLIDER_RANGE,
  moveThumb,
  PRICE_RANGE_SEARCH_SLIDER,
  roundSliderValue,
  sliderStep,
} from '@/domain/slider'

describe('slider (spec §5 Sliders)', () => {
  it('Default range 0 to 100000', () => {
    expect(DEFAULT_SLIDER_RANGE).toEqual({ min: 0, max: 100000 })
  })

  it('step is range divided by 100, rounded', () => {
    expect(sliderStep()).toBe(1000)
    expect(sliderStep({ min: 0, max: 12345 })).toBe(123)
    expect(sliderStep({ min: 0, max: 12350 })).toBe(124)
    expect(sliderStep({ min: 2000, max: 2025 })).toBe(1)
  })

  it('Sliders clamp to the range min and max', () => {
    expect(clampToRange(-5)).toBe(0)
    expect(clampToRange(100001)).toBe(100000)
    expect(clampToRange(5000)).toBe(5000)
    expect(moveThumb([0, 50000], 'max', 250000)).toEqual([0, 100000])
    expect(moveThumb([10000, 50000], 'min', -1)).toEqual([0, 50000])
  })

  it('the min thumb cannot pass the max thumb and the reverse', () => {
    expect(moveThumb([10000, 50000], 'min', 60000)).toEqual([50000, 50000])
    expect(moveThumb([10000, 50000], 'max', 5000)).toEqual([10000, 10000])
    expect(moveThumb([10000, 50000], 'min', 20000)).toEqual([20000, 50000])
  })

  it('Price and km values round to the nearest 1000', () => {
    expect(roundSliderValue('price', 12499)).toBe(12000)
    expect(roundSliderValue('price', 12500)).toBe(13000)
    expect(roundSliderValue('km', 87654)).toBe(88000)
    expect(roundSliderValue('year', 2019)).toBe(2019)
    expect(moveThumb([0, 100000], 'min', 12600, { attribute: 'price' })).toEqual([13000, 100000])
    expect(moveThumb([0, 99600], 'max', 99600, { attribute: 'km', range: { min: 0, max: 99600 } })).toEqual([0, 99600])
  })

  it('A value outside the range is rejected', () => {
    expect(checkSliderRefinement([0, 100000])).toEqual({ ok: true, value: [0, 100000] })
    expect(checkSliderRefinement([-1, 50000]).ok).toBe(false)
    expect(checkSliderRefinement([0, 100001]).ok).toBe(false)
    expect(checkSliderRefinement([60000, 50000]).ok).toBe(false)
    expect(checkSliderRefinement([Number.NaN, 50000]).ok).toBe(false)
  })
})

describe('price-range search slider (content spec §5: the lower handle cannot reach the upper one. Step 500. Default range 5000 to 250000)', () => {
  it('has step 500 and range 5000 to 250000', () => {
    expect(PRICE_RANGE_SEARCH_SLIDER).toEqual({ min: 5000, max: 250000, step: 500 })
  })

  it('the lower handle stops one step below the upper one', () => {
    const options = { range: PRICE_RANGE_SEARCH_SLIDER, minGap: PRICE_RANGE_SEARCH_SLIDER.step }
    expect(moveThumb([5000, 20000], 'min', 20000, options)).toEqual([19500, 20000])
    expect(moveThumb([5000, 20000], 'max', 5000, options)).toEqual([5000, 5500])
    expect(moveThumb([5000, 20000], 'min', 19500, options)).toEqual([19500, 20000])
  })
})

describe('the Year slider shows years, not 0 – 100000', () => {
  it("the stock's oldest to newest year", () => {
    expect(yearSliderRange({ min: 2008, max: 2025 }, 2026)).toEqual({ min: 2008, max: 2025 })
  })

  it('one year when every car is the same year', () => {
    expect(yearSliderRange({ min: 2025, max: 2025 }, 2026)).toEqual({ min: 2025, max: 2025 })
  })

  it('no years from the stock (no results): the last model years up to next year', () => {
    expect(yearSliderRange(undefined, 2026)).toEqual({ min: 2026 - YEAR_SLIDER_SPAN, max: 2027 })
    expect(yearSliderRange(null, 2026).min).toBeGreaterThan(1900)
    expect(yearSliderRange({ min: 0, max: 100_000 }, 2026)).toEqual({ min: 1996, max: 2027 })
    expect(yearSliderRange({ min: Number.NaN, max: 2020 }, 2026)).toEqual({ min: 1996, max: 2027 })
  })
})
