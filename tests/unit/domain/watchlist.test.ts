import { describe, expect, it } from 'vitest'
import { optimisticWatchlist, watchlistToast } from '@/domain/watchlist'

describe('watchlistToast (spec §8: Watchlist success toasts with a View List action)', () => {
  it("'Car Saved In Watchlist' with '{car name} is now available in your watchlist'", () => {
    expect(watchlistToast('save', '2021 Toyota RAV4')).toEqual({
      title: 'Car Saved In Watchlist',
      description: '2021 Toyota RAV4 is now available in your watchlist',
      action: 'View List',
    })
  })

  it("'Car Removed' with '{car name} is no longer in your watchlist'", () => {
    expect(watchlistToast('remove', '2021 Toyota RAV4')).toEqual({
      title: 'Car Removed',
      description: '2021 Toyota RAV4 is no longer in your watchlist',
      action: 'View List',
    })
  })
})

describe('optimisticWatchlist (spec §4: Watchlist save is optimistic: the list changes before the server answers)', () => {
  it('saves a car not in the list and removes one that is', () => {
    expect(optimisticWatchlist([1, 2], 3)).toEqual({ action: 'save', list: [1, 2, 3] })
    expect(optimisticWatchlist([1, 2], '2')).toEqual({ action: 'remove', list: [1] })
  })
})
