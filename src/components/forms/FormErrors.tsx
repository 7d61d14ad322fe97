'use client'

import { forwardRef } from 'react'
import { FORM_ERRORS_HEADING, FORM_SUBMIT_ERROR } from '@/leads/constants'
import styles from './Form.module.css'

export interface ListedError {
  /** Field name; links to the input. */
  field: string
  label: string
  message: string
}

/**
 * Spec (content) §5/§8: several errors show the heading 'Please fix the following errors' with a list;
 * a single form error shows as a destructive alert.
 */
export const FormErrors = forwardRef<HTMLDivElement, { errors: ListedError[]; idFor: (field: string) => string }>(
  function FormErrors({ errors, idFor }, ref) {
    if (errors.length === 0) return null
    if (errors.length === 1) {
      return (
        <div ref={ref} tabIndex={-1} role="alert" className={styles.alert} data-variant="destructive">
          {errors[0]!.message}
        </div>
      )
    }
    return (
      <div ref={ref} tabIndex={-1} role="alert" className={styles.summary} aria-labelledby="form-errors-heading">
        <h2 id="form-errors-heading">{FORM_ERRORS_HEADING}</h2>
        <ul>
          {errors.map((e) => (
            <li key={e.field}>
              <a href={`#${idFor(e.field)}`}>{e.message}</a>
            </li>
          ))}
        </ul>
      </div>
    )
  },
)

/** Spec §4/§8: a failed submission shows 'An error occurred when submitting this form'; the server's reason follows when it gave one. */
export function SubmitFailure({ detail, title = FORM_SUBMIT_ERROR }: { detail?: string | null; title?: string }) {
  return (
    <div role="alert" className={styles.alert} data-variant="destructive">
      {title}
      {detail && detail !== title ? <p>{detail}</p> : null}
    </div>
  )
}
