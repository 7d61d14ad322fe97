'use client'

import dynamic from 'next/dynamic'
import { type FormEvent, useState } from 'react'
import { localeSpelling } from '@/domain/localeSpelling'
import type { Locale } from '@/domain/types'
import styles from './SignInForm.module.css'

// Stripe's code loads only when a deposit is actually taken by card.
const StripeDepositForm = dynamic(() => import('./StripeDepositForm'), { ssr: false })

/** The reservation form: name, email and (when not signed in) mobile; the answer says how the deposit is paid. */
type Props = {
  site: string
  carId: number
  depositLabel: string
  needsPhone: boolean
  locale: string
  timeZone: string
  /** Stripe's publishable key when the site takes deposits by card (STRIPE_PUBLISHABLE_KEY); null otherwise. */
  stripeKey: string | null
  /** Where to sign in when the server answers that a verified phone is needed (401, e.g. the session ended). */
  signInHref?: string
}

type State =
  | { kind: 'idle' | 'busy' }
  | { kind: 'done'; holdUntil: string; provider: string; clientSecret: string | null; orderReference: string | null }
  | { kind: 'error'; message: string }

export function ReserveForm({ site, carId, depositLabel, needsPhone, locale, timeZone, stripeKey, signInHref }: Props) {
  const [state, setState] = useState<State>({ kind: 'idle' })
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setState({ kind: 'busy' })
    const response = await fetch('/api/reservations', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        site,
        car_id: carId,
        name: form.get('name'),
        email: form.get('email'),
        phone_number: form.get('phone_number') ?? undefined,
      }),
    }).catch(() => null)
    const answer = (await response?.json().catch(() => ({}))) as
      | {
          success?: boolean
          error?: string
          hold_until?: string
          provider?: string
          client_secret?: string | null
          order_reference?: string
        }
      | undefined
    if (response?.status === 401 && signInHref) {
      window.location.assign(signInHref)
      return
    }
    if (response?.ok && answer?.success)
      setState({
        kind: 'done',
        holdUntil: answer.hold_until ?? '',
        provider: answer.provider ?? 'dealership',
        clientSecret: answer.client_secret ?? null,
        orderReference: answer.order_reference ?? null,
      })
    else
      setState({
        kind: 'error',
        message: answer?.error ?? 'The reservation could not be made just now. Please try again.',
      })
  }
  if (state.kind === 'done') {
    return (
      <div role="status" className={styles.box} data-testid="reservation-done">
        <h2>Car reserved</h2>
        {state.orderReference ? (
          <p>
            Your order reference: <strong data-testid="order-reference">{state.orderReference}</strong>
          </p>
        ) : null}
        <p>
          We hold this car for you until{' '}
          {new Date(state.holdUntil).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone })}.
        </p>
        <p>
          {state.provider === 'dealership'
            ? 'Pay the deposit at the dealership; it is fully refundable.'
            : 'Complete the deposit payment to confirm your hold.'}
        </p>
        {state.provider === 'stripe' && state.clientSecret && stripeKey ? (
          <StripeDepositForm
            publishableKey={stripeKey}
            clientSecret={state.clientSecret}
            returnUrl={window.location.href}
            depositLabel={depositLabel}
          />
        ) : null}
      </div>
    )
  }
  return (
    <form onSubmit={submit} className={`${styles.box} ${styles.form}`}>
      {state.kind === 'error' ? (
        <p role="alert" className={styles.error}>
          {state.message}
        </p>
      ) : null}
      <label>
        <span>Name</span>
        <input name="name" autoComplete="name" required maxLength={200} />
      </label>
      <label>
        <span>Email</span>
        <input name="email" type="email" autoComplete="email" required maxLength={320} />
      </label>
      {needsPhone ? (
        <label>
          <span>{localeSpelling('Mobile Number', locale as Locale)}</span>
          <input name="phone_number" type="tel" autoComplete="tel" required />
        </label>
      ) : null}
      <button type="submit" className="button" disabled={state.kind === 'busy'}>
        Reserve · {depositLabel}
      </button>
    </form>
  )
}
