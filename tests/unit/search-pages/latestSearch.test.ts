import { describe, expect, it } from 'vitest'
import { changedValues } from '@/components/search/searchView'
import {
  initialLatestSearch,
  latestSearch,
  resultsOnScreen,
  type LatestSearch,
  type LatestSearchAction,
} from '@/components/search/latestSearch'

const run = (actions: LatestSearchAction<string>[], start: LatestSearch<string> = initialLatestSearch('all', 'ALL')) =>
  actions.reduce(latestSearch, start)

describe('search never shows stale results under new chips (issue 39.7): the last state chosen wins', () => {
  it('Used ticked, then Lowest Price: the answer for Used alone, arriving last, is not shown', () => {
    const state = run([
      { type: 'want', key: 'used', id: 1 },
      { type: 'want', key: 'used+price', id: 2 },
      { type: 'answer', id: 2, key: 'used+price', result: 'USED BY PRICE' },
      { type: 'answer', id: 1, key: 'used', result: 'USED' },
    ])
    expect(state.status).toBe('idle')
    expect(resultsOnScreen(state)).toEqual({ result: 'USED BY PRICE', stale: false })
  })

  it('an older answer arriving first does not end the newer search', () => {
    const state = run([
      { type: 'want', key: 'used', id: 1 },
      { type: 'want', key: 'used+price', id: 2 },
      { type: 'answer', id: 1, key: 'used', result: 'USED' },
    ])
    expect(state.status).toBe('loading')
    expect(resultsOnScreen(state)).toEqual({ result: 'ALL', stale: true })
  })

  it('a superseded request that fails changes nothing', () => {
    const state = run([
      { type: 'want', key: 'used', id: 1 },
      { type: 'want', key: 'used+price', id: 2 },
      { type: 'fail', id: 1 },
    ])
    expect(state.status).toBe('loading')
  })

  it('a failed update shows no results of another state, and trying again can still succeed', () => {
    const failed = run([
      { type: 'want', key: 'used', id: 1 },
      { type: 'want', key: 'used+price', id: 2 },
      { type: 'fail', id: 2 },
    ])
    expect(failed.status).toBe('error')
    expect(resultsOnScreen(failed)).toEqual({ result: null, stale: true })
    expect(failed.shown.result).toBe('ALL') // kept for the filters, not shown as this search's cars
    const retried = run(
      [
        { type: 'want', key: 'used+price', id: 3 },
        { type: 'answer', id: 3, key: 'used+price', result: 'USED BY PRICE' },
      ],
      failed,
    )
    expect(resultsOnScreen(retried)).toEqual({ result: 'USED BY PRICE', stale: false })
  })

  it('a cached state shows at once; going back to the results on screen loads nothing', () => {
    const cached = run([
      { type: 'want', key: 'used', id: 1 },
      { type: 'want', key: 'new', id: 2, cached: 'NEW' },
    ])
    expect(cached).toMatchObject({ status: 'idle', pending: 0, wanted: 'new' })
    expect(resultsOnScreen(cached)).toEqual({ result: 'NEW', stale: false })
    const back = run([
      { type: 'want', key: 'used', id: 1 },
      { type: 'want', key: 'all', id: 2 },
      { type: 'answer', id: 1, key: 'used', result: 'USED' },
    ])
    expect(back).toMatchObject({ status: 'idle', pending: 0 })
    expect(resultsOnScreen(back)).toEqual({ result: 'ALL', stale: false })
  })

  it('a page rendered without results says so until a search succeeds', () => {
    const start = initialLatestSearch<string>('all', null)
    expect(start.status).toBe('error')
    const state = run(
      [
        { type: 'want', key: 'all', id: 1 },
        { type: 'answer', id: 1, key: 'all', result: 'ALL' },
      ],
      start,
    )
    expect(resultsOnScreen(state)).toEqual({ result: 'ALL', stale: false })
  })
})

describe('two quick choices both count (issue 39.7): a filter list change applies to the latest URL state', () => {
  it('a value ticked on the rendered list joins one ticked since; an unticked one leaves', () => {
    expect(changedValues(['used'], [], ['demo'])).toEqual(['used', 'demo'])
    expect(changedValues(['used', 'demo'], ['used', 'demo'], ['demo'])).toEqual(['demo'])
    expect(changedValues(undefined, ['used'], [])).toEqual([])
    expect(changedValues(['new'], ['new'], ['new', 'used'])).toEqual(['new', 'used'])
  })
})
