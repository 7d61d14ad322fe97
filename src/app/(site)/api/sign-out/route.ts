import { jsonResponse, shopperRequest } from '@/shopper/http'
import { hashSessionToken } from '@/shopper/otp'
import { clearedSessionCookie, sessionToken } from '@/shopper/session'
import { deleteSession } from '@/data/shoppers'

export const dynamic = 'force-dynamic'

/** POST /api/sign-out: ends the session on the server (the cookie alone would not). */
export async function POST(request: Request) {
  const req = await shopperRequest(request)
  if ('response' in req) return req.response
  const token = sessionToken(request.headers)
  if (token) await deleteSession(hashSessionToken(token))
  return jsonResponse(200, { success: true }, { 'Set-Cookie': clearedSessionCookie() })
}
