import { saveSearchByEmail } from '@/shopper/savedSearchApi'

export const dynamic = 'force-dynamic'

/** Issue 39.5: POST /api/saved-searches/email { state, name?, email, consent: true } on sites without phone sign-in. */
export function POST(request: Request) {
  return saveSearchByEmail(request)
}
