'use client'

import { useRouter } from 'next/navigation'
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react'
import { Controller, type FieldErrors, useForm } from 'react-hook-form'
import { formatAppointment } from '@/domain/clock'
import { multiStepOutcome, singleStepOutcome } from '@/domain/enquiryForm'
import { localeSpelling } from '@/domain/localeSpelling'
import { HONEYPOT_FIELD, MESSAGES, UNEXPECTED_ERROR } from '@/leads/constants'
import { leadEvent } from '@/leads/events'
import { type FieldSpec, leadFormDefaults, leadFormFields } from '@/leads/fields'
import { fieldsOfStep, type LeadFormValues, stepCount } from '@/leads/formValues'
import type { FormSettings } from '@/leads/settings'
import { pushLeadEvent, rememberEnquiry, rememberSubmitError } from './analytics'
import { AppointmentPicker } from './AppointmentPicker'
import { type LeadAnswer, submitLeadForm } from './api'
import { CarSummaryCard } from './CarSummaryCard'
import { FormErrors, type ListedError, SubmitFailure } from './FormErrors'
import { FormField } from './FormField'
import styles from './Form.module.css'
import { safeId, STEP_TITLES, SUBMIT_LABEL } from './labels'
import { leadFormResolver } from './resolver'
import { recordVisit } from './visits'

export interface LeadFormProps {
  settings: FormSettings
  /** '' when the site is reached by its host, '/sites/{slug}' on the fallback path (multi-step forms go to /success). */
  basePath?: string
  /** 'steps': the multi-step enquiry (next until the last step, then /success). */
  mode?: 'single' | 'steps'
  submitLabel?: string
  /** Anchor of the form (e.g. finance-form). */
  anchor?: string
  heading?: string
  /** Called after a stored lead (dialogs use it to close or show their own thanks). */
  onSuccess?: (answer: LeadAnswer) => void
  /** Titles of the steps (multi-step forms); the enquiry's own by default. */
  stepTitles?: readonly string[]
  /** The last step lists the answers of the earlier ones, to check before sending. */
  review?: boolean
  /** Live figures from the current values (the personalised quote's repayments), shown above the buttons. */
  renderSummary?: (values: LeadFormValues) => ReactNode
  /** Shown at the top of the form (the make-an-offer dialog's car and price, the chat's greeting). */
  intro?: ReactNode
  /** The car summary card above the fields when the form is about a car; off where the page shows the car already. */
  showCar?: boolean
  /** Where date-time fields get their slots (the car's appointments endpoint); without it a plain date-time input. */
  slotsUrl?: string
  /** Initial values over the settings' own (the chat's first message). */
  defaults?: LeadFormValues
  /** A page's own version of the form's fields (the parts request adds its part fields); validated the same way. */
  adaptFields?: (fields: FieldSpec[]) => FieldSpec[]
  /** The values as sent, from the form's (the parts request writes its part fields into the message). */
  prepare?: (values: LeadFormValues) => LeadFormValues
}

type Status =
  | { state: 'idle' }
  | { state: 'submitting' }
  | { state: 'failed'; detail: string | null; title?: string }
  | { state: 'sent'; leadId: number; reference: string; booked: string | null }

/**
 * Every lead form: fields and checks come from the same settings the server validates with (its zod schema). Errors show
 * inline and in the spec's summary; a stored lead (lead_id in the answer) is the only success.
 */
export function LeadForm({
  settings,
  basePath,
  mode = 'single',
  submitLabel,
  anchor,
  heading,
  onSuccess,
  stepTitles = STEP_TITLES,
  review = false,
  renderSummary,
  intro,
  showCar = true,
  slotsUrl,
  defaults,
  adaptFields,
  prepare,
}: LeadFormProps) {
  const router = useRouter()
  const fields = useMemo(
    () => (adaptFields ? adaptFields(leadFormFields(settings)) : leadFormFields(settings)),
    [settings, adaptFields],
  )
  const resolver = useMemo(() => leadFormResolver(settings, fields), [settings, fields])
  const steps = mode === 'steps' ? stepCount(fields) : 1
  const [step, setStep] = useState(1)
  const [status, setStatus] = useState<Status>({ state: 'idle' })
  const [listed, setListed] = useState<ListedError[]>([])
  const summaryRef = useRef<HTMLDivElement>(null)
  const honeypotRef = useRef<HTMLInputElement>(null)
  const thanksRef = useRef<HTMLDivElement>(null)
  const prefix = safeId(useId())
  const idFor = (name: string) => `${prefix}-${safeId(name)}`
  const t = (text: string) => localeSpelling(text, settings.locale)

  const initial = useMemo(() => ({ ...leadFormDefaults(settings), ...defaults }), [settings, defaults])
  const { register, control, handleSubmit, formState, setError, trigger, getValues, getFieldState, watch } =
    useForm<LeadFormValues>({
      resolver,
      defaultValues: initial,
      mode: 'onSubmit',
      reValidateMode: 'onChange',
      shouldFocusError: false,
    })

  const visible = (step: number): FieldSpec[] => (steps > 1 ? fieldsOfStep(fields, step) : fields)

  const showErrors = (errors: ListedError[]) => {
    setListed(errors.map((e) => ({ ...e, message: t(e.message) })))
    requestAnimationFrame(() => summaryRef.current?.focus())
  }

  const listErrors = (errors: FieldErrors<LeadFormValues>, among: FieldSpec[]): ListedError[] =>
    among.flatMap((f) => {
      const message = errors[f.name]?.message
      return typeof message === 'string' ? [{ field: f.name, label: f.label, message }] : []
    })

  const next = async () => {
    const names = visible(step).map((f) => f.name)
    if (await trigger(names)) {
      setListed([])
      setStep(step + 1)
      recordVisit()
    } else {
      // After trigger() the render-time formState is stale; read each field's current state.
      showErrors(
        visible(step).flatMap((f) =>
          getFieldState(f.name).error?.message
            ? [{ field: f.name, label: f.label, message: getFieldState(f.name).error!.message! }]
            : [],
        ),
      )
    }
  }

  const onInvalid = (errors: FieldErrors<LeadFormValues>) =>
    showErrors(listErrors(errors, steps > 1 ? visible(step) : fields))

  const onValid = async (values: LeadFormValues) => {
    setListed([])
    setStatus({ state: 'submitting' })
    const result = await submitLeadForm(
      settings.kind,
      settings.siteSlug,
      prepare ? prepare(values) : values,
      honeypotRef.current?.value ?? '',
    )
    const { answer } = result
    if (result.status === 400 && answer.errors?.length) {
      const known = answer.errors.filter((e) => fields.some((f) => f.name === e.field))
      for (const e of known) setError(e.field, { type: 'server', message: e.message })
      const errors = known.map((e) => ({
        field: e.field,
        label: fields.find((f) => f.name === e.field)!.label,
        message: e.message,
      }))
      if (errors.length > 0) {
        const firstStep = Math.min(...errors.map((e) => fields.find((f) => f.name === e.field)!.step))
        if (steps > 1) setStep(firstStep)
        setStatus({ state: 'idle' })
        showErrors(errors)
        return
      }
    }
    if (mode === 'steps') {
      // Spec §4/§8: success needs a lead_id; with neither lead_id nor error the message is 'An unexpected error occured'.
      const outcome = multiStepOutcome(result.ok ? answer : { lead_id: null, error: answer.error ?? null })
      if (!outcome.ok) {
        setStatus({
          state: 'failed',
          detail: outcome.message === UNEXPECTED_ERROR ? null : outcome.message,
          title: outcome.message === UNEXPECTED_ERROR ? UNEXPECTED_ERROR : undefined,
        })
        return
      }
    }
    const sent = singleStepOutcome(result.ok, answer)
    if (!sent.ok) {
      // Spec §4: 'on failure an alert appears reading 'An error occurred when submitting this form' and the error is stored.'
      rememberSubmitError({ form: settings.kind, car_id: settings.car?.id ?? null, error: sent.error })
      setStatus({ state: 'failed', detail: sent.error, title: sent.alert })
      return
    }
    const event = answer.event
      ? { eventId: answer.event.id, params: answer.event.params }
      : leadEvent(settings.kind, settings.car, String(getValues('category') ?? ''))
    pushLeadEvent(event, { leadId: sent.leadId, form: settings.kind })
    rememberEnquiry({
      car_id: settings.car?.id ?? null,
      category: typeof values.category === 'string' ? values.category : null,
      form: settings.kind,
      lead_id: sent.leadId,
    })
    onSuccess?.(answer)
    if (mode === 'steps') {
      const reference = typeof answer.reference === 'string' ? `&reference=${encodeURIComponent(answer.reference)}` : ''
      router.push(`${basePath}/success?lead_id=${sent.leadId}${reference}`)
      return
    }
    // A test drive's or service booking's thanks repeats the day and time the shopper chose, as the site writes them.
    const chosen = settings.kind === 'service' ? values.service_date : values.test_drive_date
    const booked = formatAppointment(typeof chosen === 'string' && chosen !== '' ? chosen : null, settings.locale)
    setStatus({
      state: 'sent',
      leadId: sent.leadId,
      reference: typeof answer.reference === 'string' ? answer.reference : String(sent.leadId),
      booked,
    })
  }

  // The thanks is much shorter than the form it replaces: without this a long form leaves the shopper at the footer.
  useEffect(() => {
    if (status.state === 'sent') thanksRef.current?.scrollIntoView({ block: 'center' })
  }, [status.state])

  if (status.state === 'sent') {
    return (
      <div ref={thanksRef} className={styles.success} role="status" id={anchor}>
        <h2>{t('Thank you')}</h2>
        <p data-testid="lead-sent">
          {t(
            status.booked
              ? settings.kind === 'service'
                ? MESSAGES.serviceBooked(status.booked)
                : MESSAGES.testDriveBooked(status.booked)
              : MESSAGES.successDetail,
          )}
        </p>
        <p className={styles.muted}>
          Your reference: <span data-testid="lead-reference">{status.reference}</span>
        </p>
      </div>
    )
  }

  const shown = visible(step)
  const lastStep = step >= steps
  return (
    <form
      id={anchor}
      className={styles.form}
      noValidate
      // Names the lead kind: tests find every lead form on a page by it (tests/e2e/forms/every-form.spec.ts).
      data-lead-form={settings.kind}
      onSubmit={handleSubmit(onValid, onInvalid)}
      aria-labelledby={heading ? `${prefix}-heading` : undefined}
    >
      {heading ? (
        <h2 id={`${prefix}-heading`} className={styles.stepTitle}>
          {t(heading)}
        </h2>
      ) : null}
      {intro}
      {settings.car && showCar ? <CarSummaryCard car={settings.car} /> : null}
      {renderSummary ? renderSummary(watch()) : null}
      {steps > 1 ? (
        <div>
          <ol className={styles.steps} aria-label="Progress">
            {Array.from({ length: steps }, (_, i) => (
              <li
                key={i}
                aria-current={i + 1 === step ? 'step' : undefined}
                className={i + 1 < step ? styles.done : undefined}
              >
                <span className="visually-hidden">{t(stepTitles[i] ?? `Step ${i + 1}`)}</span>
              </li>
            ))}
          </ol>
          <p className={styles.stepCount}>
            Step {step} of {steps}: {t(stepTitles[step - 1] ?? '')}
          </p>
        </div>
      ) : null}
      <FormErrors ref={summaryRef} errors={listed} idFor={idFor} />
      {status.state === 'failed' ? (
        <SubmitFailure detail={status.detail && t(status.detail)} title={status.title && t(status.title)} />
      ) : null}
      {review && steps > 1 && lastStep ? (
        <ReviewList fields={fields.filter((f) => f.step < step)} values={getValues()} />
      ) : null}
      <div className={styles.grid}>
        {fields.map((field) =>
          shown.includes(field) && field.type === 'datetime' && slotsUrl ? (
            <Controller
              key={field.name}
              control={control}
              name={field.name}
              render={({ field: input, fieldState }) => (
                <div className={`${styles.field} ${styles.wide}`}>
                  <AppointmentPicker
                    id={idFor(field.name)}
                    name={field.name}
                    label={t(field.label)}
                    required={field.required}
                    slotsUrl={slotsUrl}
                    locale={settings.locale}
                    value={typeof input.value === 'string' ? input.value : ''}
                    onChange={input.onChange}
                  />
                  {fieldState.error?.message ? (
                    <p id={`${idFor(field.name)}-error`} className={styles.error}>
                      {fieldState.error.message}
                    </p>
                  ) : null}
                </div>
              )}
            />
          ) : shown.includes(field) ? (
            <FormField
              key={field.name}
              field={field}
              id={idFor(field.name)}
              register={register}
              error={formState.errors[field.name]}
              locale={settings.locale}
              initial={initial[field.name]}
            />
          ) : field.type === 'hidden' ? (
            <input
              key={field.name}
              type="hidden"
              defaultValue={typeof initial[field.name] === 'string' ? (initial[field.name] as string) : undefined}
              {...register(field.name)}
            />
          ) : null,
        )}
      </div>
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={idFor(HONEYPOT_FIELD)}>Leave this field empty</label>
        <input
          ref={honeypotRef}
          id={idFor(HONEYPOT_FIELD)}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <div className={styles.actions}>
        {steps > 1 && step > 1 ? (
          <button type="button" className={`${styles.button} ${styles.secondary}`} onClick={() => setStep(step - 1)}>
            Back
          </button>
        ) : null}
        {lastStep ? (
          // Distinct keys: React would otherwise turn the Next button into the submit button under the pointer, and
          // the click that moved to the last step would also send the form.
          <button key="submit" type="submit" className={styles.button} disabled={status.state === 'submitting'}>
            {status.state === 'submitting' ? 'Sending…' : t(submitLabel ?? SUBMIT_LABEL[settings.kind])}
          </button>
        ) : (
          <button key="next" type="button" className={styles.button} onClick={next}>
            Next
          </button>
        )}
      </div>
    </form>
  )
}

/** The answers of the earlier steps, as the shopper will send them. */
function ReviewList({ fields, values }: { fields: FieldSpec[]; values: LeadFormValues }) {
  const shown = (field: FieldSpec): string | null => {
    const value = values[field.name]
    if (field.type === 'hidden' || value === undefined || value === '' || value === false) return null
    if (value === true) return 'Yes'
    if (Array.isArray(value)) return value.length ? value.join(', ') : null
    return field.options?.find((o) => o.value === value)?.label ?? String(value)
  }
  const rows = fields.flatMap((field) => {
    const value = shown(field)
    return value === null ? [] : [{ field, value }]
  })
  return (
    <section className={styles.review} aria-label="Your answers" data-testid="purchase-review">
      <h2 className={styles.stepTitle}>Check your order</h2>
      <dl>
        {rows.map(({ field, value }) => (
          <div key={field.name}>
            <dt>{field.label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
