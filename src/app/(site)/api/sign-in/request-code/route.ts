import { clientIp } from '@/lib/requestGuards'
import { jsonResponse, shopperPhoneRequest } from '@/shopper/http'
import { requestSignInCode } from '@/shopper/signIn'

export const dynamic = 'force-dynamic'

/** POST /api/sign-in/request-code { phone_number }: texts a 6-digit code (same answer for every number). */
export async function POST(request: Request) {
  const req = await shopperPhoneRequest(request)
  if ('response' in req) return req.response
  const answer = await requestSignInCode({
    phone: req.phone,
    ip: clientIp(request.headers),
    siteName: req.site.name,
    siteId: req.site.id,
  })
  return jsonResponse(answer.status, answer.body, answer.headers)
}
