import { clientIp } from '@/leads/server/requestGuards'
import { jsonResponse, phoneFrom, shopperRequest } from '@/shopper/http'
import { requestSignInCode } from '@/shopper/signIn'

export const dynamic = 'force-dynamic'

/** POST /api/sign-in/request-code { phone_number }: texts a 6-digit code (same answer for every number). */
export async function POST(request: Request) {
  const req = await shopperRequest(request)
  if ('response' in req) return req.response
  const phone = phoneFrom(req.body, req.site)
  if ('response' in phone) return phone.response
  const answer = await requestSignInCode(req.payload, { phone: phone.phone, ip: clientIp(request.headers), siteName: req.site.name })
  return jsonResponse(answer.status, answer.body, answer.headers)
}
