import { saveSearch } from '@/shopper/savedSearchApi'

export const dynamic = 'force-dynamic'

/** Issue 30.1: POST /api/saved-searches/save { state, name? } for the signed-in shopper. */
export function POST(request: Request) {
  return saveSearch(request)
}
