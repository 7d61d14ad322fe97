import { changeSavedSearch } from '@/shopper/savedSearchApi'

export const dynamic = 'force-dynamic'

/** Issue 30.1: POST /api/saved-searches/update { id, name?, paused? }: rename or pause one of the shopper's own. */
export function POST(request: Request) {
  return changeSavedSearch(request, 'update')
}
