import { verifyStripeEvent } from '@/shopper/payments/provider'
import { markDepositPaid } from '@/data/reservations'
import { env } from '@/config/env'

export const dynamic = 'force-dynamic'

/** Stripe's webhook: only events whose signature checks out are read; a paid deposit turns the hold into 'held'. */
export async function POST(request: Request) {
  const secret = env('STRIPE_WEBHOOK_SECRET')
  if (!secret) return Response.json({ error: 'Stripe is not configured.' }, { status: 404 })
  const raw = await request.text()
  let event
  try {
    event = verifyStripeEvent(raw, request.headers.get('stripe-signature'), secret)
  } catch {
    return Response.json({ error: 'Invalid signature.' }, { status: 400 })
  }
  if (event.type === 'payment_intent.succeeded') await markDepositPaid(event.data.object.id)
  return Response.json({ received: true })
}
