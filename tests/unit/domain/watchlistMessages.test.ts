import { describe, expect, it } from 'vitest'
import { watchlistToast } from '@/domain/watchlistMessages'

describe('spec §8 watchlist messages', () => {
  it("'Car Saved In Watchlist' with '{car name} is now available in your watchlist' and View List", () => {
    expect(watchlistToast(true, '2022 Toyota RAV4')).toEqual({
      title: 'Car Saved In Watchlist',
      text: '2022 Toyota RAV4 is now available in your watchlist',
      action: 'View List',
    })
  })
  it("'Car Removed' with '{car name} is no longer in your watchlist'", () => {
    expect(watchlistToast(false, '2022 Toyota RAV4')).toEqual({
      title: 'Car Removed',
      text: '2022 Toyota RAV4 is no longer in your watchlist',
      action: 'View List',
    })
  })
})
