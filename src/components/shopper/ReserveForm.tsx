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
  /**
   * The hold's phone is verified by a texted code, asked for here on the checkout (no trip to /sign-in: spec §2 gates
   * the checkout only in gated mode); the code opens the shopper's session, from which the server takes the phone.
   */
  verifyPhone?: boolean
  locale: string
  timeZone: string
  /** Stripe's publishable key when the site takes deposits by card (STRIPE_PUBLISHABLE_KEY); null otherwise. */
  stripeKey: string | null
  /** Gated mode: where to sign in when the server answers that a verified phone is needed (401, session ended). */
  signInHref?: string
}

/** The in-place phone check: the number to text a code to, the code sent (with the service's message), verified. */
type PhoneStep = { name: 'number' } | { name: 'code'; phone: string; message: string } | { name: 'verified' }

async function post(path: string, body: Record<string, unknown>) {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => null)
  const answer = (await response?.json().catch(() => ({}))) as { success?: boolean; error?: string; message?: string }
  return { ok: Boolean(response?.ok) && answer?.success === true, answer: answer ?? {} }
}

type State =
  | { kind: 'idle' | 'busy' }
  | { kind: 'done'; holdUntil: string; provider: string; clientSecret: string | null; orderReference: string | null }
  | { kind: 'error'; message: string }

export function ReserveForm({
  site,
  carId,
  depositLabel,
  needsPhone,
  verifyPhone = false,
  locale,
  timeZone,
  stripeKey,
  signInHref,
}: Props) {
  const [state, setState] = useState<State>({ kind: 'idle' })
  const [phoneStep, setPhoneStep] = useState<PhoneStep>({ name: 'number' })
  const checking = verifyPhone && phoneStep.name !== 'verified'
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setState({ kind: 'busy' })
    if (checking && phoneStep.name === 'number') {
      const phone = String(form.get('phone_number') ?? '')
      const { ok, answer } = await post('/api/sign-in/request-code', { phone_number: phone, site })
      if (ok) setPhoneStep({ name: 'code', phone, message: answer.message ?? '' })
      setState(
        ok
          ? { kind: 'idle' }
          : { kind: 'error', message: answer.error ?? 'We could not send a code just now. Please try again.' },
      )
      return
    }
    if (checking && phoneStep.name === 'code') {
      const code = String(form.get('code') ?? '')
      const { ok, answer } = await post('/api/sign-in/verify', { phone_number: phoneStep.phone, code, site })
      if (!ok) {
        setState({ kind: 'error', message: answer.error ?? 'That code did not work. Please try again.' })
        return
      }
      setPhoneStep({ name: 'verified' })
    }
    const response = await fetch('/api/reservations', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        site,
        car_id: carId,
        name: form.get('name'),
        email: form.get('email'),
        // A verified phone is the session's: the server takes it from there, never from the body.
        phone_number: verifyPhone ? undefined : (form.get('phone_number') ?? undefined),
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
    if (response?.status === 401 && verifyPhone) {
      // The session the code opened has ended: check the number again, here.
      setPhoneStep({ name: 'number' })
      setState({ kind: 'error', message: answer?.error ?? 'Please confirm your mobile number again.' })
      return
    }
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
      {needsPhone && phoneStep.name !== 'verified' ? (
        <label>
          <span>{localeSpelling('Mobile Number', locale as Locale)}</span>
          <input
            name="phone_number"
            type="tel"
            autoComplete="tel"
            required
            readOnly={phoneStep.name === 'code'}
            defaultValue={phoneStep.name === 'code' ? phoneStep.phone : undefined}
          />
        </label>
      ) : null}
      {checking && phoneStep.name === 'code' ? (
        <>
          <p role="status">{phoneStep.message}</p>
          <label>
            <span>6-digit code</span>
            <input
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="\d{6}"
              maxLength={6}
              required
            />
          </label>
        </>
      ) : null}
      {checking && phoneStep.name === 'number' ? (
        <p>We text you a code to confirm the number is yours before we hold the car.</p>
      ) : null}
      <button type="submit" className="button" disabled={state.kind === 'busy'} aria-busy={state.kind === 'busy'}>
        {checking && phoneStep.name === 'number' ? 'Text me a code' : `Reserve · ${depositLabel}`}
      </button>
      {checking && phoneStep.name === 'code' ? (
        <button type="button" className="button button--secondary" onClick={() => setPhoneStep({ name: 'number' })}>
          Use another number or resend
        </button>
      ) : null}
    </form>
  )
}
