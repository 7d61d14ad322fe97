'use client'

import { type FormEvent, type ReactNode, useId, useState } from 'react'
import { FORM_SUBMIT_ERROR } from '@/domain/enquiryForm'
import type { LeadFormKind } from '@/leads/constants'
import { leadEvent } from '@/leads/events'
import type { FieldSpec } from '@/leads/fields'
import type { CarSummary } from '@/leads/settings'
import { pushLeadEvent, rememberEnquiry } from '@/components/forms/analytics'
import { leadAttributes } from '@/components/forms/visits'
import { AppointmentPicker } from './AppointmentPicker'
import styles from './LeadForm.module.css'

type Props = {
  /** The lead form kind of the leads API ('car', 'test-drive', 'make-offer', 'request-photos'). */
  kind: string
  fields: FieldSpec[]
  /** The site slug, for the /sites/{slug} fallback where the host names no site. */
  site: string
  submitLabel: string
  intro?: ReactNode
  /** Where date-time fields get their slots (the appointments endpoint); without it a plain date-time input. */
  slotsUrl?: string
  /** Prefilled values, e.g. the find-similar message. */
  defaults?: Record<string, string>
  /** The car the form is about: its spec §7 analytics event (14/15/17/48) is pushed on success. */
  eventCar?: Pick<CarSummary, 'id' | 'car_type' | 'tag' | 'make' | 'model' | 'year' | 'km' | 'badge'>
}

type Values = Record<string, string | boolean | string[]>

const initialValues = (fields: FieldSpec[]): Values =>
  Object.fromEntries(
    fields.map((f) => [
      f.name,
      f.type === 'checkbox' || f.type === 'terms' ? false : f.type === 'checkboxes' ? [] : (f.value ?? ''),
    ]),
  )

/**
 * A lead form rendered from the leads module's field list (the same list the server validates with), posted to
 * /api/leads/submit. The browser checks required fields; the server re-validates and its messages show per field.
 */
export function LeadForm({ kind, fields, site, submitLabel, intro, slotsUrl, defaults, eventCar }: Props) {
  const formId = useId()
  const [values, setValues] = useState<Values>(() => ({ ...initialValues(fields), ...defaults }))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [state, setState] = useState<'idle' | 'submitting' | 'done'>('idle')
  const set = (name: string, value: string | boolean | string[]) => setValues((v) => ({ ...v, [name]: value }))

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setState('submitting')
    setErrors({})
    try {
      const response = await fetch('/api/leads/submit', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          form: kind,
          site,
          url: window.location.href,
          lead_attributes: leadAttributes(),
          ...values,
        }),
      })
      const answer = (await response.json().catch(() => ({}))) as {
        lead_id?: number | string
        error?: string
        errors?: { field: string; message: string }[]
      }
      if (response.ok && answer.lead_id !== undefined) {
        pushLeadEvent(leadEvent(kind as LeadFormKind, eventCar ?? null), { leadId: answer.lead_id, form: kind })
        rememberEnquiry({ car_id: eventCar?.id ?? null, form: kind, lead_id: answer.lead_id })
        setState('done')
        return
      }
      if (answer.errors?.length) setErrors(Object.fromEntries(answer.errors.map((e) => [e.field, e.message])))
      else window.alert(answer.error ?? FORM_SUBMIT_ERROR)
    } catch {
      window.alert(FORM_SUBMIT_ERROR)
    }
    setState('idle')
  }

  if (state === 'done') {
    return (
      <p role="status" className={styles.success}>
        Thank you. We have received your enquiry and will be in touch shortly.
      </p>
    )
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate={false}>
      {intro}
      {fields.map((field) => {
        const id = `${formId}-${field.name}`
        const error = errors[field.name]
        const common = {
          id,
          name: field.name,
          required: field.required,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : undefined,
        }
        if (field.type === 'hidden')
          return <input key={field.name} type="hidden" name={field.name} value={String(values[field.name] ?? '')} />
        const label = (
          <label htmlFor={id} className={styles.label}>
            {field.label}
            {field.required ? <span aria-hidden="true"> *</span> : null}
          </label>
        )
        let control: ReactNode
        switch (field.type) {
          case 'textarea':
            control = (
              <textarea
                {...common}
                rows={4}
                maxLength={field.maxLength}
                value={String(values[field.name])}
                onChange={(e) => set(field.name, e.target.value)}
              />
            )
            break
          case 'select':
            control = (
              <select {...common} value={String(values[field.name])} onChange={(e) => set(field.name, e.target.value)}>
                <option value="">Please select</option>
                {(field.options ?? []).map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            )
            break
          case 'datetime':
            if (slotsUrl) {
              return (
                <div key={field.name}>
                  <AppointmentPicker
                    id={id}
                    name={field.name}
                    label={field.label}
                    required={field.required}
                    slotsUrl={slotsUrl}
                    value={String(values[field.name] ?? '')}
                    onChange={(v) => set(field.name, v)}
                  />
                  {error ? (
                    <p id={`${id}-error`} className={styles.error}>
                      {error}
                    </p>
                  ) : null}
                </div>
              )
            }
            control = (
              <input
                {...common}
                type="datetime-local"
                value={String(values[field.name])}
                onChange={(e) => set(field.name, e.target.value)}
              />
            )
            break
          case 'checkbox':
          case 'terms':
            return (
              <div key={field.name} className={styles.check}>
                <input
                  {...common}
                  type="checkbox"
                  checked={values[field.name] === true}
                  onChange={(e) => set(field.name, e.target.checked)}
                />
                <label htmlFor={id}>{field.label}</label>
                {error ? (
                  <p id={`${id}-error`} className={styles.error}>
                    {error}
                  </p>
                ) : null}
              </div>
            )
          case 'radio':
          case 'checkboxes': {
            const many = field.type === 'checkboxes'
            const current = values[field.name]
            return (
              <fieldset key={field.name} className={styles.fieldset}>
                <legend className={styles.label}>{field.label}</legend>
                {(field.options ?? []).map((o) => (
                  <label key={o.value} className={styles.check}>
                    <input
                      type={many ? 'checkbox' : 'radio'}
                      name={field.name}
                      value={o.value}
                      checked={many ? Array.isArray(current) && current.includes(o.value) : current === o.value}
                      onChange={(e) => {
                        if (!many) return set(field.name, o.value)
                        const list = Array.isArray(current) ? current : []
                        set(field.name, e.target.checked ? [...list, o.value] : list.filter((v) => v !== o.value))
                      }}
                    />
                    {o.label}
                  </label>
                ))}
                {error ? <p className={styles.error}>{error}</p> : null}
              </fieldset>
            )
          }
          default: {
            const type = field.type === 'email' ? 'email' : field.type === 'phone' ? 'tel' : 'text'
            control = (
              <input
                {...common}
                type={type}
                inputMode={
                  field.type === 'currency' || field.type === 'integer' || field.type === 'postcode'
                    ? 'numeric'
                    : undefined
                }
                autoComplete={field.autoComplete}
                placeholder={field.placeholder}
                maxLength={field.maxLength > 0 ? field.maxLength : undefined}
                value={String(values[field.name])}
                onChange={(e) => set(field.name, e.target.value)}
              />
            )
          }
        }
        return (
          <div key={field.name} className={styles.field}>
            {label}
            {control}
            {field.help ? <p className={styles.help}>{field.help}</p> : null}
            {error ? (
              <p id={`${id}-error`} className={styles.error}>
                {error}
              </p>
            ) : null}
          </div>
        )
      })}
      <button type="submit" className="button" disabled={state === 'submitting'} aria-busy={state === 'submitting'}>
        {state === 'submitting' ? 'Sending…' : submitLabel}
      </button>
    </form>
  )
}
