import { answerTlsAsk } from '@/server/tlsAsk'

export const dynamic = 'force-dynamic'

/** GET /api/tls-ask?domain=<host>: the front proxy's on-demand TLS check (src/server/tlsAsk.ts). */
export function GET(request: Request) {
  return answerTlsAsk(new URL(request.url))
}
