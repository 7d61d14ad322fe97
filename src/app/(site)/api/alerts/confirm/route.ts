import { confirmAlertEmailLink } from '@/shopper/savedSearchApi'

export const dynamic = 'force-dynamic'

/** Issue 30.2: GET /api/alerts/confirm?token=: the double opt-in link of an alert e-mail address. */
export function GET(request: Request) {
  return confirmAlertEmailLink(request)
}
