import { saveMiscellaneous } from '@/leads/server/intake'

export const dynamic = 'force-dynamic'

/** Spec §7: the trade-in valuation saved with column_name 'valuation', on sites with that mode on. */
export function POST(request: Request) {
  return saveMiscellaneous(request)
}
