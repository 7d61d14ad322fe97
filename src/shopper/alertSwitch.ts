import type { Site } from '@/payload-types'
import { savedSearchMode } from '@/domain/savedSearchInput'

/**
 * Issue 30.4 and 39.5: saved searches and alerts on every site, unless staff switch them off (Sites → Cards → Saved
 * searches and alerts). Watchlist sites save them for phone-signed-in shoppers, other sites by confirmed e-mail.
 * Off: nothing is matched or sent.
 */
export function hasShopperAlerts(site: Pick<Site, 'cards'>): boolean {
  return savedSearchMode(site.cards) !== null
}
