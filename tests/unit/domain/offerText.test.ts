import { describe, expect, it } from 'vitest'
import { offerTextView } from '@/domain/offerText'

describe('offerTextView (content spec: description truncation 160 characters; collapse threshold 200; disclaimer truncation 200)', () => {
  it('a description of 200 characters or fewer starts expanded', () => {
    expect(offerTextView('d'.repeat(200), 'description')).toEqual({
      startsExpanded: true,
      full: 'd'.repeat(200),
      collapsed: null,
    })
  })

  it('a description over 200 characters starts collapsed, truncated at 160 characters', () => {
    const view = offerTextView('d'.repeat(201), 'description')
    expect(view.startsExpanded).toBe(false)
    expect(view.collapsed).toBe(`${'d'.repeat(160)}...`)
  })

  it('a disclaimer of 200 characters or fewer starts expanded; over 200 it is truncated at 200 characters', () => {
    expect(offerTextView('x'.repeat(200), 'disclaimer').startsExpanded).toBe(true)
    const view = offerTextView('x'.repeat(250), 'disclaimer')
    expect(view.startsExpanded).toBe(false)
    expect(view.collapsed).toBe(`${'x'.repeat(200)}...`)
  })

  it('an empty text starts expanded with nothing to toggle', () => {
    expect(offerTextView(null, 'description')).toEqual({ startsExpanded: true, full: '', collapsed: null })
  })
})
