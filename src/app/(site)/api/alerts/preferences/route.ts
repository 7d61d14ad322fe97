import { setAlertPreferences } from '@/shopper/savedSearchApi'

export const dynamic = 'force-dynamic'

/** Issue 30.2: POST /api/alerts/preferences { channel, email?, consent }: SMS or e-mail, with the consent recorded. */
export function POST(request: Request) {
  return setAlertPreferences(request)
}
