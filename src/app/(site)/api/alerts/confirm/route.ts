import { confirmAlertEmailLink } from '@/shopper/savedSearchApi'

export const dynamic = 'force-dynamic'

/** Issue 30.2: /api/alerts/confirm?token=: the double opt-in link of an alert e-mail address (GET shows, POST confirms). */
export function GET(request: Request) {
  return confirmAlertEmailLink(request)
}

export function POST(request: Request) {
  return confirmAlertEmailLink(request)
}
