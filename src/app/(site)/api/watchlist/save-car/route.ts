import { changeWatchlist } from '@/shopper/watchlist'

export const dynamic = 'force-dynamic'

/** Spec §7 POST /api/watchlist/save-car { phone_number, car_id }. */
export function POST(request: Request) {
  return changeWatchlist(request, 'save')
}
