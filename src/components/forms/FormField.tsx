'use client'

import type { FieldError as HookFieldError, UseFormRegister } from 'react-hook-form'
import { localeSpelling } from '@/domain/localeSpelling'
import type { Locale } from '@/domain/types'
import type { FieldSpec } from '@/leads/fields'
import type { LeadFormValues } from '@/leads/formValues'
import styles from './Form.module.css'

interface Props {
  field: FieldSpec
  id: string
  register: UseFormRegister<LeadFormValues>
  error?: HookFieldError
  locale: Locale
  /**
   * The form's initial value, written into the HTML: react-hook-form sets it only once hydrated, and a form that loads
   * its code later (DeferredLeadForm) or not at all (no JavaScript) shows it from the server.
   */
  initial?: LeadFormValues[string]
}

const WIDE: FieldSpec['type'][] = ['textarea', 'checkboxes', 'checkbox', 'terms', 'radio']

/** One field: a visible label, help and error tied to the input with aria-describedby. Shopper text is only ever rendered as text. */
export function FormField({ field, id, register, error, locale, initial }: Props) {
  const label = localeSpelling(field.label, locale)
  const helpId = field.help ? `${id}-help` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [helpId, errorId].filter(Boolean).join(' ') || undefined
  const invalid = error ? true : undefined
  const marker = field.required ? (
    <span className={styles.required} aria-hidden="true">
      *
    </span>
  ) : null
  const message = error?.message ? (
    <p id={errorId} className={styles.error}>
      {localeSpelling(error.message, locale)}
    </p>
  ) : null
  const help = field.help ? (
    <p id={helpId} className={styles.help}>
      {localeSpelling(field.help, locale)}
    </p>
  ) : null
  const className = `${styles.field} ${WIDE.includes(field.type) ? styles.wide : ''}`

  const initialText = typeof initial === 'string' ? initial : undefined
  if (field.type === 'hidden')
    return <input type="hidden" id={id} defaultValue={initialText} {...register(field.name)} />

  if (field.type === 'checkbox' || field.type === 'terms') {
    return (
      <div className={className}>
        <label className={styles.choice} htmlFor={id}>
          <input
            type="checkbox"
            id={id}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            aria-required={field.required || undefined}
            defaultChecked={initial === true || undefined}
            {...register(field.name)}
          />
          <span>
            {label}
            {marker}
          </span>
        </label>
        {help}
        {message}
      </div>
    )
  }

  if (field.type === 'radio' || field.type === 'checkboxes') {
    return (
      <fieldset
        className={`${styles.choices} ${className}`}
        aria-describedby={describedBy}
        aria-invalid={invalid}
        id={id}
        tabIndex={-1}
      >
        <legend className={styles.label}>
          {label}
          {marker}
        </legend>
        <div className={styles.choiceRow}>
          {(field.options ?? []).map((option, index) => (
            <label key={option.value} className={styles.choice} htmlFor={`${id}-${index}`}>
              <input
                type={field.type === 'radio' ? 'radio' : 'checkbox'}
                id={`${id}-${index}`}
                value={option.value}
                defaultChecked={
                  (Array.isArray(initial) ? initial.includes(option.value) : initial === option.value) || undefined
                }
                {...register(field.name)}
              />
              <span>{localeSpelling(option.label, locale)}</span>
            </label>
          ))}
        </div>
        {help}
        {message}
      </fieldset>
    )
  }

  const common = {
    id,
    'aria-invalid': invalid,
    'aria-describedby': describedBy,
    'aria-required': field.required || undefined,
    // The form validates itself (noValidate); required marks the field for assistive technology and tests.
    required: field.required || undefined,
    autoComplete: field.autoComplete,
    placeholder: field.placeholder,
    defaultValue: initialText,
    ...register(field.name),
  }
  let control
  switch (field.type) {
    case 'textarea':
      control = <textarea className={styles.textarea} maxLength={field.maxLength} rows={5} {...common} />
      break
    case 'select':
      control = (
        <select className={styles.select} {...common}>
          <option value="">{`Select ${label.toLowerCase()}`}</option>
          {(field.options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {localeSpelling(option.label, locale)}
            </option>
          ))}
        </select>
      )
      break
    case 'email':
      control = (
        <input className={styles.input} type="email" inputMode="email" maxLength={field.maxLength} {...common} />
      )
      break
    case 'phone':
      control = <input className={styles.input} type="tel" inputMode="tel" maxLength={field.maxLength} {...common} />
      break
    case 'postcode':
      control = (
        <input
          className={styles.input}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={field.maxLength}
          {...common}
        />
      )
      break
    case 'datetime':
      control = <input className={styles.input} type="datetime-local" {...common} />
      break
    case 'currency':
    case 'integer':
      control = (
        <input
          className={styles.input}
          type="text"
          inputMode={field.type === 'currency' ? 'decimal' : 'numeric'}
          maxLength={field.maxLength}
          {...common}
        />
      )
      break
    default:
      control = <input className={styles.input} type="text" maxLength={field.maxLength} {...common} />
  }
  return (
    <div className={className}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {marker}
      </label>
      {help}
      {control}
      {message}
    </div>
  )
}
