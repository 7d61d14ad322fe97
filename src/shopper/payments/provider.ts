import Stripe from 'stripe'
import { type Environment, environment } from '@/config/env'

/**
 * Taking the reservation deposit. Stripe (PaymentIntents, idempotency keys, signed webhooks) when STRIPE_SECRET_KEY
 * is set; otherwise the local default records the reservation as awaiting payment at the dealership.
 */
export interface DepositStart {
  provider: 'stripe' | 'dealership'
  status: 'awaiting_payment'
  paymentRef: string | null
  /** Stripe's client secret for the browser's payment form; null for the dealership default. */
  clientSecret: string | null
}

export interface PaymentProvider {
  name: 'stripe' | 'dealership'
  startDeposit(input: {
    reservationId: number
    amountCents: number
    currency: string
    description: string
    email: string
  }): Promise<DepositStart>
}

const dealership: PaymentProvider = {
  name: 'dealership',
  async startDeposit() {
    return { provider: 'dealership', status: 'awaiting_payment', paymentRef: null, clientSecret: null }
  },
}

function stripeProvider(secretKey: string): PaymentProvider {
  const stripe = new Stripe(secretKey)
  return {
    name: 'stripe',
    async startDeposit(input) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency,
          description: input.description,
          receipt_email: input.email,
          metadata: { reservation_id: String(input.reservationId) },
        },
        // A retried request never charges twice.
        { idempotencyKey: `reservation-${input.reservationId}` },
      )
      return {
        provider: 'stripe',
        status: 'awaiting_payment',
        paymentRef: intent.id,
        clientSecret: intent.client_secret,
      }
    },
  }
}

export function paymentProvider(env: Environment = environment()): PaymentProvider {
  return env.STRIPE_SECRET_KEY ? stripeProvider(env.STRIPE_SECRET_KEY) : dealership
}

/** Checks a Stripe webhook's signature; throws when it is missing or wrong. */
export function verifyStripeEvent(rawBody: string, signature: string | null, webhookSecret: string): Stripe.Event {
  if (!signature) throw new Error('Missing Stripe-Signature header')
  return Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret)
}
