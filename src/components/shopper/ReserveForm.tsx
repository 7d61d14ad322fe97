'use client'

import { type FormEvent, useState } from 'react'
import styles from './SignInForm.module.css'

/** The reservation form: name, email and (when not signed in) mobile; the answer says how the deposit is paid. */
export function ReserveForm({ site, carId, depositLabel, needsPhone, locale, timeZone }: { site: string; carId: number; depositLabel: string; needsPhone: boolean; locale: string; timeZone: string }) {
  const [state, setState] = useState<{ kind: 'idle' | 'busy' } | { kind: 'done'; holdUntil: string; provider: string } | { kind: 'error'; message: string }>({ kind: 'idle' })
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setState({ kind: 'busy' })
    const response = await fetch('/api/reservations', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ site, car_id: carId, name: form.get('name'), email: form.get('email'), phone_number: form.get('phone_number') ?? undefined }),
    }).catch(() => null)
    const answer = (await response?.json().catch(() => ({}))) as { success?: boolean; error?: string; hold_until?: string; provider?: string } | undefined
    if (response?.ok && answer?.success) setState({ kind: 'done', holdUntil: answer.hold_until ?? '', provider: answer.provider ?? 'dealership' })
    else setState({ kind: 'error', message: answer?.error ?? 'The reservation could not be made just now. Please try again.' })
  }
  if (state.kind === 'done') {
    return (
      <div role="status" className={styles.box} data-testid="reservation-done">
        <h2>Car reserved</h2>
        <p>We hold this car for you until {new Date(state.holdUntil).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone })}.</p>
        <p>{state.provider === 'dealership' ? 'Pay the deposit at the dealership; it is fully refundable.' : 'Complete the deposit payment to confirm your hold.'}</p>
      </div>
    )
  }
  return (
    <form onSubmit={submit} className={`${styles.box} ${styles.form}`}>
      {state.kind === 'error' ? <p role="alert" className={styles.error}>{state.message}</p> : null}
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
          <span>Mobile Number</span>
          <input name="phone_number" type="tel" autoComplete="tel" required />
        </label>
      ) : null}
      <button type="submit" className="button" disabled={state.kind === 'busy'}>
        Reserve · {depositLabel}
      </button>
    </form>
  )
}
