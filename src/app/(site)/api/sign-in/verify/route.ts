import { clientIp } from '@/lib/requestGuards'
import { jsonResponse, shopperPhoneRequest } from '@/shopper/http'
import { SESSION_TTL_MS } from '@/shopper/otp'
import { sessionCookie } from '@/shopper/session'
import { verifySignInCode } from '@/shopper/signIn'

export const dynamic = 'force-dynamic'

/** POST /api/sign-in/verify { phone_number, code }: on the right code, a session cookie (tries count per code and per client). */
export async function POST(request: Request) {
  const req = await shopperPhoneRequest(request)
  if ('response' in req) return req.response
  const code = typeof req.body.code === 'string' ? req.body.code : ''
  const answer = await verifySignInCode({
    phone: req.phone,
    code,
    ip: clientIp(request.headers),
    siteId: req.site.id,
  })
  const headers: Record<string, string> = answer.token
    ? { 'Set-Cookie': sessionCookie(answer.token, SESSION_TTL_MS / 1000) }
    : {}
  return jsonResponse(answer.status, answer.body, headers)
}
