import { headers } from 'next/headers'
import { isPlatformAdmin } from '@collections/access/roles'
import { signedInUser } from '@/data/staff'
import { devSmsOutboxEnabled } from '@/shopper/devOutbox'
import { jsonResponse } from '@/shopper/http'
import { outboxMessages } from '@/shopper/sms'

export const dynamic = 'force-dynamic'

/**
 * GET /api/dev/sms-outbox: the sign-in texts the local SMS default wrote instead of sending (newest 50), for
 * platform admins only: codes belong to shoppers of every site, so site staff never see them. 404 once Twilio is set,
 * and 404 on every production server (NODE_ENV=production), whoever asks: live codes are never read over HTTP there.
 */
export async function GET() {
  if (!devSmsOutboxEnabled()) return jsonResponse(404, { error: 'Not found.' })
  const user = await signedInUser(await headers())
  if (!user) return jsonResponse(401, { error: 'Sign in to the admin first.' })
  if (!isPlatformAdmin(user)) return jsonResponse(403, { error: 'Platform admins only.' })
  const messages = outboxMessages(50)
  if (messages === null) return jsonResponse(404, { error: 'Texts are sent by Twilio; there is no local outbox.' })
  return jsonResponse(200, { messages })
}
