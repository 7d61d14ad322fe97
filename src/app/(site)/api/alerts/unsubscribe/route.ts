import { unsubscribeLink } from '@/shopper/savedSearchApi'

export const dynamic = 'force-dynamic'

/** Issue 30.2: GET /api/alerts/unsubscribe?token=: the one-tap unsubscribe in every alert. */
export function GET(request: Request) {
  return unsubscribeLink(request)
}
