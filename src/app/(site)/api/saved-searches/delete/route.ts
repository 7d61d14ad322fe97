import { changeSavedSearch } from '@/shopper/savedSearchApi'

export const dynamic = 'force-dynamic'

/** Issue 30.1: POST /api/saved-searches/delete { id }: deletes one of the shopper's own saved searches. */
export function POST(request: Request) {
  return changeSavedSearch(request, 'delete')
}
