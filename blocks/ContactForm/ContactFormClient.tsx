'use client'

import { type FormEvent, type ReactNode, useState } from 'react'
import { FORM_ERRORS_HEADING, FORM_SUBMIT_ERROR, TERMS_REQUIRED_MESSAGE } from '@/domain/enquiryForm'
import { checkPostcode, POSTCODE_MAX_LENGTH } from '@/domain/postcode'
import styles from './ContactForm.module.css'

type Labels = Record<
  'firstName' | 'lastName' | 'postcode' | 'phone' | 'email' | 'message' | 'terms' | 'submit' | 'sent' | 'required',
  string
>

type Props = { endpoint: string; enquiryType: string; labels: Labels; termsHref: string }

type Errors = Partial<Record<'name' | 'last_name' | 'postcode' | 'phone' | 'email' | 'terms_agreed' | 'form', string>>

/**
 * Contact form with the fields of content spec §3 (First Name, last name, postcode, Mobile Number, Email Address and a
 * hidden field). Validation messages are the spec's; form-level errors show under 'Please fix the following errors'.
 */
export function ContactFormClient({ endpoint, enquiryType, labels, termsHref }: Props) {
  const [errors, setErrors] = useState<Errors>({})
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle')

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const value = (key: string) => String(data.get(key) ?? '').trim()
    const next: Errors = {}
    if (!value('name')) next.name = `${labels.firstName} ${labels.required}`
    if (!value('phone')) next.phone = `${labels.phone} ${labels.required}`
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value('email'))) next.email = `${labels.email} ${labels.required}`
    const postcode = checkPostcode(value('postcode'))
    if (!postcode.ok) next.postcode = postcode.message
    if (data.get('terms_agreed') !== 'on') next.terms_agreed = TERMS_REQUIRED_MESSAGE
    setErrors(next)
    if (Object.keys(next).length > 0) return
    setState('sending')
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ kind: 'contact', values: Object.fromEntries(data.entries()) }),
      })
      if (!response.ok) throw new Error(String(response.status))
      setState('sent')
    } catch {
      setErrors({ form: FORM_SUBMIT_ERROR })
      setState('idle')
    }
  }

  if (state === 'sent')
    return (
      <p className={styles.success} role="status">
        {labels.sent}
      </p>
    )

  const listed = Object.entries(errors).filter(([key]) => key !== 'form')
  const field = (name: keyof Errors, label: string, input: ReactNode) => (
    <div className={styles.field}>
      <label htmlFor={`contact-${name}`}>{label}</label>
      {input}
      {errors[name] ? (
        <p id={`contact-${name}-error`} className={styles.fieldError}>
          {errors[name]}
        </p>
      ) : null}
    </div>
  )
  const invalid = (name: keyof Errors) =>
    errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `contact-${name}-error` } : {}

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {errors.form ? (
        <div className={styles.alert} role="alert">
          {errors.form}
        </div>
      ) : listed.length > 1 ? (
        <div className={styles.alert} role="alert">
          <h3>{FORM_ERRORS_HEADING}</h3>
          <ul>
            {listed.map(([key, message]) => (
              <li key={key}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <input type="hidden" name="enquiry_type" value={enquiryType} />
      <div className={styles.row}>
        {field(
          'name',
          labels.firstName,
          <input id="contact-name" name="name" autoComplete="given-name" required {...invalid('name')} />,
        )}
        {field(
          'last_name',
          labels.lastName,
          <input id="contact-last_name" name="last_name" autoComplete="family-name" />,
        )}
      </div>
      <div className={styles.row}>
        {field(
          'phone',
          labels.phone,
          <input id="contact-phone" name="phone" type="tel" autoComplete="tel" required {...invalid('phone')} />,
        )}
        {field(
          'email',
          labels.email,
          <input id="contact-email" name="email" type="email" autoComplete="email" required {...invalid('email')} />,
        )}
      </div>
      {field(
        'postcode',
        labels.postcode,
        <input
          id="contact-postcode"
          name="postcode"
          inputMode="numeric"
          maxLength={POSTCODE_MAX_LENGTH}
          autoComplete="postal-code"
          required
          {...invalid('postcode')}
        />,
      )}
      <div className={styles.field}>
        <label htmlFor="contact-message">{labels.message}</label>
        <textarea id="contact-message" name="message" rows={4} />
      </div>
      <div>
        <label className={styles.check}>
          <input type="checkbox" name="terms_agreed" {...invalid('terms_agreed')} />
          <span>
            <a href={termsHref}>{labels.terms}</a>
          </span>
        </label>
        {errors.terms_agreed ? (
          <p id="contact-terms_agreed-error" className={styles.fieldError}>
            {errors.terms_agreed}
          </p>
        ) : null}
      </div>
      <button className="button" type="submit" disabled={state === 'sending'}>
        {labels.submit}
      </button>
    </form>
  )
}
