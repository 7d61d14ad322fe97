import { receiveInboundSms } from '@/shopper/smsInbound'

export const dynamic = 'force-dynamic'

/** Issue 30.2: replies to alert texts (STOP), delivered by the SMS provider's signed webhook. */
export function POST(request: Request) {
  return receiveInboundSms(request)
}
