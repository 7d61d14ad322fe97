import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Stars } from '@/components/Stars'

const render = (rating: number, extra: Record<string, unknown> = {}) =>
  renderToStaticMarkup(createElement(Stars, { rating, ...extra }))

describe('Stars (content spec §9: up to 4 full stars plus one partial star; rating to 1 decimal)', () => {
  it('4.4: four full stars and a partial one filled 40%, as one labelled element', () => {
    const html = render(4.4)
    expect(html).toContain('role="img" aria-label="Rated 4.4 out of 5"')
    expect(html).toContain('data-stars="5"')
    // Gold through four 20 px steps and 40% of the fifth 18 px star.
    expect(html).toContain('--fill:87.2px')
    expect(html).not.toContain('<svg')
  })

  it('5.0: five stars, all gold; 4.0 shows no partial star', () => {
    expect(render(5)).toContain('data-stars="5"')
    expect(render(5)).toContain('--fill:98px')
    expect(render(4, { forced: true })).toContain('data-stars="4"')
    expect(render(4, { forced: true })).toContain('--fill:80px')
  })

  it('at or below the minimum rating (default 4) nothing shows', () => {
    expect(render(4)).toBe('')
    expect(render(3.9, { minimumRating: 3 })).toContain('Rated 3.9 out of 5')
  })
})
