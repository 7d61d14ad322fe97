'use client'

import { type FormEvent, useState } from 'react'
import { localeSpelling } from '@/domain/localeSpelling'
import type { Locale } from '@/domain/types'
import styles from './SignInForm.module.css'

type Step = { name: 'phone' } | { name: 'code'; phone: string; message: string }

async function post(path: string, body: Record<string, unknown>) {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const answer = (await response.json().catch(() => ({}))) as { success?: boolean; error?: string; message?: string }
  return { ok: response.ok && answer.success === true, answer }
}

/** Phone sign-in: the number, then the code texted to it; on success back to where the shopper was going. */
export function SignInForm({
  site,
  redirect,
  back,
  locale,
}: {
  site: string
  redirect: string
  back: string
  locale?: Locale
}) {
  const [step, setStep] = useState<Step>({ name: 'phone' })
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  async function requestCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const phone = String(new FormData(event.currentTarget).get('phone_number') ?? '')
    setBusy(true)
    setError('')
    const { ok, answer } = await post('/api/sign-in/request-code', { phone_number: phone, site })
    setBusy(false)
    if (ok) setStep({ name: 'code', phone, message: answer.message ?? '' })
    else setError(answer.error ?? 'We could not send a code just now. Please try again.')
  }

  async function verify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (step.name !== 'code') return
    const code = String(new FormData(event.currentTarget).get('code') ?? '')
    setBusy(true)
    setError('')
    const { ok, answer } = await post('/api/sign-in/verify', { phone_number: step.phone, code, site })
    setBusy(false)
    if (ok) window.location.assign(redirect)
    else setError(answer.error ?? 'That code did not work. Please try again.')
  }

  return (
    <div className={styles.box}>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      {step.name === 'phone' ? (
        <form onSubmit={requestCode} className={styles.form}>
          <label>
            <span>{localeSpelling('Mobile Number', locale)}</span>
            <input name="phone_number" type="tel" autoComplete="tel" required inputMode="tel" />
          </label>
          <button type="submit" className="button" disabled={busy} aria-busy={busy}>
            {busy ? 'Sending…' : 'Send code'}
          </button>
        </form>
      ) : (
        <form onSubmit={verify} className={styles.form}>
          <p role="status">{step.message}</p>
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
          <button type="submit" className="button" disabled={busy} aria-busy={busy}>
            {busy ? 'Checking…' : 'Sign in'}
          </button>
          <button type="button" className="button button--secondary" onClick={() => setStep({ name: 'phone' })}>
            Use another number or resend
          </button>
        </form>
      )}
      <p>
        <a href={back}>Back</a>
      </p>
    </div>
  )
}
