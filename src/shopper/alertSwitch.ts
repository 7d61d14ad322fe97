import type { Site } from '../../payload-types'

/**
 * Issue 30.4: saved searches and alerts need the watchlist's phone sign-in (Sites → Cards → Watchlist), and staff can
 * switch them off for their site (Sites → Cards → Saved searches and alerts). Off: nothing is matched or sent.
 */
export function hasShopperAlerts(site: Pick<Site, 'cards'>): boolean {
  return site.cards?.favourites === 'watchlist' && site.cards?.shopperAlerts !== false
}
