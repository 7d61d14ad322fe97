import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { MobileToggleSection } from '@/components/MobileToggleSection'

describe("content §4: 'The mobile terms-of-use section toggles collapsed and expanded'", () => {
  it('starts collapsed with a button that controls the text; the text is all in the page', () => {
    const html = renderToStaticMarkup(
      createElement(MobileToggleSection, {
        moreLabel: 'Read the full terms of use',
        lessLabel: 'Show less',
        children: createElement('p', null, 'Prices are in Australian dollars.'),
      }),
    )
    expect(html).toContain('data-expanded="false"')
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*aria-controls="[^"]+"[^>]*>Read the full terms of use</)
    expect(html).toContain('Prices are in Australian dollars.')
  })
})
