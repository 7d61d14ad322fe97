import { handleClientError } from '@/observability/clientErrorRequest'

export const dynamic = 'force-dynamic'

/** POST /api/client-errors: a shopper's browser error, reported with the release (src/observability/clientErrorRequest.ts). */
export async function POST(request: Request) {
  return handleClientError(request)
}
