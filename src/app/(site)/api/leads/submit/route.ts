import { submitLead } from '@/leads/server/intake'

export const dynamic = 'force-dynamic'

/** Every lead form posts here (the site comes from the Host, or the body on the /sites/{slug} fallback). */
export function POST(request: Request) {
  return submitLead(request)
}
