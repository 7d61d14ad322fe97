import { jsonResponse } from '@/lib/requestGuards'
import { siteForApiRequest } from '@/lib/siteRequest'
import { currentShopperPhone, savedCarIds } from '@/data/shopperSession'
import { hasWatchlist, noWatchlistResponse } from '@/shopper/watchlist'

export const dynamic = 'force-dynamic'

/** GET /api/watchlist/list: the car ids the signed-in shopper saved on this site ({ signedIn: false } otherwise; 404 on sites without the watchlist). */
export async function GET(request: Request) {
  const resolved = await siteForApiRequest(request, {
    site: new URL(request.url).searchParams.get('site') ?? undefined,
  })
  if ('response' in resolved) return resolved.response
  if (!hasWatchlist(resolved.site)) return noWatchlistResponse()
  const phone = await currentShopperPhone(request.headers)
  if (!phone) return jsonResponse(200, { signedIn: false, car_ids: [] })
  return jsonResponse(200, { signedIn: true, car_ids: await savedCarIds(resolved.site.id, phone) })
}
