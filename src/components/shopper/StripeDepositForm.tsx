'use client'

import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import { loadStripe, type Stripe } from '@stripe/stripe-js'
import { type FormEvent, useState } from 'react'
import styles from './SignInForm.module.css'

// One Stripe.js per publishable key for the page's lifetime (loadStripe injects js.stripe.com once).
const stripes = new Map<string, Promise<Stripe | null>>()
const stripeFor = (key: string) => stripes.get(key) ?? stripes.set(key, loadStripe(key)).get(key)!

/**
 * The deposit's card form (Stripe Payment Element) for a reservation whose PaymentIntent the server created. The
 * hold is confirmed by Stripe's signed webhook, never by this page: the browser only reports what Stripe said.
 */
export default function StripeDepositForm({
  publishableKey,
  clientSecret,
  returnUrl,
  depositLabel,
}: {
  publishableKey: string
  clientSecret: string
  returnUrl: string
  depositLabel: string
}) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret }}>
      <PayDeposit returnUrl={returnUrl} depositLabel={depositLabel} />
    </Elements>
  )
}

function PayDeposit({ returnUrl, depositLabel }: { returnUrl: string; depositLabel: string }) {
  const stripe = useStripe()
  const elements = useElements()
  const [state, setState] = useState<{ kind: 'idle' | 'busy' | 'paid' } | { kind: 'error'; message: string }>({
    kind: 'idle',
  })

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!stripe || !elements) return
    setState({ kind: 'busy' })
    // Cards that need 3-D Secure leave for the bank and come back to returnUrl; others finish here.
    const result = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: returnUrl },
      redirect: 'if_required',
    })
    if (result.error)
      setState({ kind: 'error', message: result.error.message ?? 'The payment did not go through. Please try again.' })
    else setState({ kind: 'paid' })
  }

  if (state.kind === 'paid')
    return (
      <p role="status" data-testid="deposit-paid">
        Deposit paid. We have sent a receipt to your email.
      </p>
    )
  return (
    <form onSubmit={pay} className={styles.form} data-testid="stripe-deposit">
      {state.kind === 'error' ? (
        <p role="alert" className={styles.error}>
          {state.message}
        </p>
      ) : null}
      <PaymentElement />
      <button type="submit" className="button" disabled={!stripe || state.kind === 'busy'}>
        Pay {depositLabel}
      </button>
    </form>
  )
}
