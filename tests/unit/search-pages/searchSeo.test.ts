import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { SearchSeoFooter, SearchSeoHeading, seoParagraphs } from '@/components/search/SearchSeo'

describe('content §3: one dealer adds SEO headings and footer copy (under the listing title and under the results)', () => {
  it('the heading shows as a heading; none when the site has none', () => {
    expect(renderToStaticMarkup(createElement(SearchSeoHeading, { text: 'Quality used cars in Sydney' }))).toMatch(
      /<h2[^>]*>Quality used cars in Sydney<\/h2>/,
    )
    expect(renderToStaticMarkup(createElement(SearchSeoHeading, { text: '  ' }))).toBe('')
    expect(renderToStaticMarkup(createElement(SearchSeoHeading, { text: null }))).toBe('')
  })

  it('the footer copy: a blank line starts a new paragraph; blank copy shows nothing', () => {
    expect(seoParagraphs('One.\nStill one.\n\n  Two.  \n\n\n')).toEqual(['One.\nStill one.', 'Two.'])
    const html = renderToStaticMarkup(createElement(SearchSeoFooter, { copy: 'First.\n\nSecond.' }))
    expect(html).toContain('<p>First.</p><p>Second.</p>')
    expect(renderToStaticMarkup(createElement(SearchSeoFooter, { copy: '' }))).toBe('')
  })
})
