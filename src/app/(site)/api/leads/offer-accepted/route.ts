import { acceptOffer } from '@/leads/server/intake'

export const dynamic = 'force-dynamic'

/** Trade-in follow-up: subcategory '3. Offer Accepted'. */
export function POST(request: Request) {
  return acceptOffer(request)
}
