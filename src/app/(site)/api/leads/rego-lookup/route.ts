import { lookupRego } from '@/leads/server/intake'

export const dynamic = 'force-dynamic'

/** Trade-in: rego and state → the car. */
export function POST(request: Request) {
  return lookupRego(request)
}
