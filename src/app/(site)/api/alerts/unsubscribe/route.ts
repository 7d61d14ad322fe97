import { unsubscribeLink } from '@/shopper/savedSearchApi'

export const dynamic = 'force-dynamic'

/** Issue 30.2: /api/alerts/unsubscribe?token=: the unsubscribe of every alert (GET shows one button, POST does it). */
export function GET(request: Request) {
  return unsubscribeLink(request)
}

/** The button, and mail programs' one-click unsubscribe (RFC 8058). */
export function POST(request: Request) {
  return unsubscribeLink(request)
}
