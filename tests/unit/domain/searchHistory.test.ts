import { describe, expect, it } from 'vitest'
import { addSearchHistory } from '@/domain/searchHistory'

describe('addSearchHistory (spec: Search history: last 5 searches with path)', () => {
  it('keeps the last 5 searches, newest first', () => {
    let history = addSearchHistory([], { path: '/search?q=1' })
    for (let i = 2; i <= 6; i++) history = addSearchHistory(history, { path: `/search?q=${i}` })
    expect(history.map((h) => h.path)).toEqual([
      '/search?q=6',
      '/search?q=5',
      '/search?q=4',
      '/search?q=3',
      '/search?q=2',
    ])
  })

  it('repeating a search moves it to the front without a duplicate', () => {
    const history = addSearchHistory([{ path: '/a' }, { path: '/b' }, { path: '/c' }], { path: '/c', label: 'C' })
    expect(history).toEqual([{ path: '/c', label: 'C' }, { path: '/a' }, { path: '/b' }])
  })
})
