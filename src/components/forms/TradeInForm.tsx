'use client'

import { useId, useMemo, useRef, useState } from 'react'
import { type FieldErrors, useForm } from 'react-hook-form'
import { localeSpelling } from '@/domain/localeSpelling'
import { formatNumber } from '@/domain/numberFormat'
import { ONLINE_ESTIMATE_MAX_AGE_YEARS, ONLINE_ESTIMATE_MAX_KM } from '@/domain/tradeInEligibility'
import {
  HONEYPOT_FIELD,
  MESSAGES,
  OFFER_ACCEPTED_SUBCATEGORY,
  VALUATION_COLUMN,
  VALUATION_SAVE_FAILED,
  VALUATION_SAVED,
} from '@/leads/constants'
import { offerAcceptedEvent } from '@/leads/events'
import { type FieldSpec, leadFormDefaults, leadFormFields } from '@/leads/fields'
import { fieldsOfStep, type LeadFormValues } from '@/leads/formValues'
import type { FormSettings } from '@/leads/settings'
import { pushLeadEvent, rememberEnquiry } from './analytics'
import { LEAD_ENDPOINTS, type LeadAnswer, postLeadApi, submitLeadForm } from './api'
import { CarSummaryCard } from './CarSummaryCard'
import { FormErrors, type ListedError, SubmitFailure } from './FormErrors'
import { FormField } from './FormField'
import styles from './Form.module.css'
import { safeId } from './labels'
import { leadFormResolver } from './resolver'
import { formatPrice } from '@/domain/priceDisplay'
import { carTitle } from '@/domain/carTitle'

/** Issue 19.11: the heading and the line under the figure when the valuation provider only estimates. */
export const ESTIMATE_HEADING = 'Your estimated trade-in value'
export const ESTIMATE_NOTE = 'This is an estimate: the final offer follows an inspection of your car.'

/** Spec §5 trade-in page copy. */
export const ONLINE_ESTIMATE_COPY = `Cars over ${ONLINE_ESTIMATE_MAX_AGE_YEARS} years old or over ${formatNumber(ONLINE_ESTIMATE_MAX_KM)} km generally get no online estimate.`

const STEP_TITLES = ['Your car', 'Its condition', 'Your details'] as const

type Lookup =
  | { state: 'idle' }
  | { state: 'looking' }
  | { state: 'found'; text: string }
  | { state: 'missing' }
  | { state: 'failed' }
type Result = {
  leadId: number
  /** What the shopper quotes (issue 39.1); the lead number only from a server that sends none. */
  reference: string
  token: string
  offer: number | null
  price: number | null
  reducedPrice: number | null
  estimate: boolean
}

/**
 * Trade-in valuation (spec §2 /trade-in, /sell-my-car, /cars/trade-in): the car by rego and state (or by hand),
 * kms and condition, then contact details. The lead is stored before the offer is shown; accepting it sends the
 * follow-up with subcategory '3. Offer Accepted'.
 */
export function TradeInForm({ settings }: { settings: FormSettings }) {
  const fields = useMemo(() => leadFormFields(settings), [settings])
  const resolver = useMemo(() => leadFormResolver(settings, fields), [settings, fields])
  const [step, setStep] = useState(1)
  const [listed, setListed] = useState<ListedError[]>([])
  const [failure, setFailure] = useState<string | null | undefined>(undefined)
  const [submitting, setSubmitting] = useState(false)
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle' })
  const [result, setResult] = useState<Result | null>(null)
  const [accepted, setAccepted] = useState<'idle' | 'sending' | 'done' | 'failed'>('idle')
  const summaryRef = useRef<HTMLDivElement>(null)
  const honeypotRef = useRef<HTMLInputElement>(null)
  const prefix = safeId(useId())
  const idFor = (name: string) => `${prefix}-${safeId(name)}`
  const t = (text: string) => localeSpelling(text, settings.locale)

  const { register, handleSubmit, formState, trigger, getValues, setValue, setError, getFieldState } =
    useForm<LeadFormValues>({
      resolver,
      defaultValues: leadFormDefaults(settings),
      // Errors only once the shopper pressed Next or Get My Offer, then live as they correct them.
      mode: 'onSubmit',
      reValidateMode: 'onChange',
      shouldFocusError: false,
    })

  const showErrors = (errors: ListedError[]) => {
    setListed(errors.map((e) => ({ ...e, message: t(e.message) })))
    requestAnimationFrame(() => summaryRef.current?.focus())
  }
  const listErrors = (errors: FieldErrors<LeadFormValues>, among: FieldSpec[]) =>
    among.flatMap((f) =>
      typeof errors[f.name]?.message === 'string'
        ? [{ field: f.name, label: f.label, message: errors[f.name]!.message as string }]
        : [],
    )

  const findCar = async () => {
    const rego = String(getValues('rego') ?? '').trim()
    const regoState = String(getValues('regoState') ?? '')
    if (!rego || !regoState) {
      showErrors([
        {
          field: rego ? 'regoState' : 'rego',
          label: 'Rego',
          message: rego ? 'Please choose the state the car is registered in.' : 'Rego is required to look up your car.',
        },
      ])
      return
    }
    setListed([])
    setLookup({ state: 'looking' })
    const { ok, answer } = await postLeadApi(LEAD_ENDPOINTS.regoLookup, { site: settings.siteSlug, rego, regoState })
    if (!ok) return setLookup({ state: 'failed' })
    if (answer.found !== true) return setLookup({ state: 'missing' })
    const v = answer as unknown as { id: string; year: number; make: string; model: string; badge: string | null }
    setValue('trade_make', v.make, { shouldValidate: true })
    setValue('trade_model', v.model, { shouldValidate: true })
    setValue('trade_year', String(v.year), { shouldValidate: true })
    setValue('valuation_id', v.id)
    setLookup({ state: 'found', text: carTitle(v) })
  }

  const next = async () => {
    const names = fieldsOfStep(fields, step).map((f) => f.name)
    if (await trigger(names)) {
      setListed([])
      setStep(step + 1)
    } else {
      // After trigger() the render-time formState is stale; read each field's current state.
      showErrors(
        fieldsOfStep(fields, step).flatMap((f) =>
          getFieldState(f.name).error?.message
            ? [{ field: f.name, label: f.label, message: getFieldState(f.name).error!.message! }]
            : [],
        ),
      )
    }
  }

  const onValid = async (values: LeadFormValues) => {
    setListed([])
    setFailure(undefined)
    setSubmitting(true)
    const { ok, status, answer } = await submitLeadForm(
      'trade-in',
      settings.siteSlug,
      values,
      honeypotRef.current?.value ?? '',
    )
    setSubmitting(false)
    if (status === 400 && answer.errors?.length) {
      const known = answer.errors.filter((e) => fields.some((f) => f.name === e.field))
      known.forEach((e) => setError(e.field, { type: 'server', message: e.message }))
      if (known.length) {
        setStep(Math.min(...known.map((e) => fields.find((f) => f.name === e.field)!.step)))
        return showErrors(known.map((e) => ({ field: e.field, label: e.field, message: e.message })))
      }
    }
    if (!ok || typeof answer.lead_id !== 'number' || !answer.follow_up_token) return setFailure(answer.error ?? null)
    if (answer.event)
      pushLeadEvent(
        { eventId: answer.event.id, params: answer.event.params },
        { leadId: answer.lead_id, form: 'trade-in' },
      )
    rememberEnquiry({
      car_id: settings.car?.id ?? null,
      category: 'Trade-In Valuation',
      form: 'trade-in',
      lead_id: answer.lead_id,
    })
    const v = (answer as LeadAnswer).valuation
    if (settings.saveValuation) void saveValuation(answer.lead_id, answer.follow_up_token, v)
    setResult({
      leadId: answer.lead_id,
      reference: typeof answer.reference === 'string' ? answer.reference : String(answer.lead_id),
      token: answer.follow_up_token,
      offer: v?.offer_price ?? null,
      price: v?.price ?? null,
      reducedPrice: v?.reducedPrice ?? null,
      estimate: v?.estimate === true,
    })
  }

  /** Spec §7/§8: on sites with the mode on, the valuation is saved with column_name 'valuation'; console only. */
  const saveValuation = async (leadId: number, token: string, valuation: LeadAnswer['valuation']) => {
    const { ok } = await postLeadApi(LEAD_ENDPOINTS.miscellaneous, {
      site: settings.siteSlug,
      lead_id: leadId,
      follow_up_token: token,
      column_name: VALUATION_COLUMN,
      value: { offer_price: valuation?.offer_price ?? null, estimate: valuation?.estimate === true },
    })
    if (ok) console.info(VALUATION_SAVED)
    else console.error(VALUATION_SAVE_FAILED)
  }

  const accept = async () => {
    if (!result) return
    setAccepted('sending')
    const { ok, answer } = await postLeadApi(LEAD_ENDPOINTS.offerAccepted, {
      site: settings.siteSlug,
      lead_id: result.leadId,
      follow_up_token: result.token,
      category: 'Trade-In Valuation',
      subcategory: OFFER_ACCEPTED_SUBCATEGORY,
      form_completed: true,
      offer_accepted: true,
    })
    if (!ok) return setAccepted('failed')
    pushLeadEvent(
      answer.event ? { eventId: answer.event.id, params: answer.event.params } : offerAcceptedEvent(settings.car),
      { leadId: result.leadId, form: 'trade-in' },
    )
    setAccepted('done')
  }

  if (result) {
    return (
      <section className={styles.form} aria-live="polite">
        {result.offer !== null ? (
          <div className={styles.offer}>
            <h2 className={styles.stepTitle}>{result.estimate ? ESTIMATE_HEADING : 'Your trade-in offer'}</h2>
            <p className={styles.offerPrice} data-testid="trade-in-offer">
              {formatPrice(result.offer)}
            </p>
            {result.estimate ? (
              <p className={styles.note} data-testid="trade-in-estimate-note">
                {ESTIMATE_NOTE}
              </p>
            ) : null}
            {settings.car && result.price !== null && result.reducedPrice !== null ? (
              <dl className={styles.sums}>
                <dt>{settings.car.name}</dt>
                <dd>{formatPrice(result.price)}</dd>
                <dt>Less your trade-in</dt>
                <dd>−{formatPrice(result.offer)}</dd>
                <dt>Price after trade-in</dt>
                <dd>{formatPrice(result.reducedPrice)}</dd>
              </dl>
            ) : null}
            {accepted === 'done' ? (
              <div className={styles.success} role="status">
                <h2>Offer accepted</h2>
                <p>{t(MESSAGES.success)}</p>
              </div>
            ) : (
              <div className={styles.actions}>
                <button type="button" className={styles.button} onClick={accept} disabled={accepted === 'sending'}>
                  {accepted === 'sending' ? 'Sending…' : 'Accept Offer'}
                </button>
              </div>
            )}
            {accepted === 'failed' ? <SubmitFailure /> : null}
            <p className={styles.muted}>
              The offer is subject to an inspection of the car. Reference:{' '}
              <span data-testid="lead-reference">{result.reference}</span>
            </p>
          </div>
        ) : (
          <div className={styles.success} role="status">
            <h2>Thanks, we have your car&apos;s details</h2>
            <p>{ONLINE_ESTIMATE_COPY} A valuation specialist will contact you with an offer.</p>
            <p className={styles.muted}>
              Reference: <span data-testid="lead-reference">{result.reference}</span>
            </p>
          </div>
        )}
      </section>
    )
  }

  const shown = fieldsOfStep(fields, step)
  const byName = (name: string) => fields.find((f) => f.name === name)
  const render = (field: FieldSpec | undefined) =>
    field ? (
      <FormField
        key={field.name}
        field={field}
        id={idFor(field.name)}
        register={register}
        error={formState.errors[field.name]}
        locale={settings.locale}
      />
    ) : null

  return (
    <form
      className={styles.form}
      noValidate
      data-lead-form={settings.kind}
      onSubmit={handleSubmit(onValid, (errors) => showErrors(listErrors(errors, shown)))}
    >
      {settings.car ? <CarSummaryCard car={settings.car} /> : null}
      <div>
        <ol className={styles.steps} aria-label="Progress">
          {STEP_TITLES.map((title, i) => (
            <li
              key={title}
              aria-current={i + 1 === step ? 'step' : undefined}
              className={i + 1 < step ? styles.done : undefined}
            >
              <span className="visually-hidden">{title}</span>
            </li>
          ))}
        </ol>
        <p className={styles.stepCount}>
          Step {step} of {STEP_TITLES.length}: {STEP_TITLES[step - 1]}
        </p>
      </div>
      <FormErrors ref={summaryRef} errors={listed} idFor={idFor} />
      {failure !== undefined ? <SubmitFailure detail={failure && t(failure)} /> : null}
      {step === 1 ? (
        <>
          <p className={styles.note}>{t(ONLINE_ESTIMATE_COPY)}</p>
          <div className={styles.lookup}>
            {render(byName('rego'))}
            {render(byName('regoState'))}
            <button
              type="button"
              className={`${styles.button} ${styles.secondary}`}
              onClick={findCar}
              disabled={lookup.state === 'looking'}
            >
              {lookup.state === 'looking' ? 'Looking up…' : 'Find my car'}
            </button>
          </div>
          <p role="status" className={styles.muted}>
            {lookup.state === 'found' ? `We found your ${lookup.text}.` : null}
            {lookup.state === 'missing'
              ? t("We couldn't find that rego. Please enter your car's details below.")
              : null}
            {lookup.state === 'failed'
              ? t("The rego lookup isn't available right now. Please enter your car's details below.")
              : null}
          </p>
          <input type="hidden" {...register('valuation_id')} />
          {settings.car ? <input type="hidden" {...register('car_id')} /> : null}
          <div className={styles.grid}>
            {['trade_make', 'trade_model', 'trade_year', 'kms'].map((name) => render(byName(name)))}
          </div>
        </>
      ) : (
        <div className={styles.grid}>{shown.map((field) => render(field))}</div>
      )}
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
        {step > 1 ? (
          <button type="button" className={`${styles.button} ${styles.secondary}`} onClick={() => setStep(step - 1)}>
            Back
          </button>
        ) : null}
        {step < STEP_TITLES.length ? (
          // Distinct keys: without them React turns the Next button under the pointer into the submit button, and the
          // click that opened step 3 also submitted it, so its fields showed 'Name is required' on arrival.
          <button key="next" type="button" className={styles.button} onClick={next}>
            Next
          </button>
        ) : (
          <button key="submit" type="submit" className={styles.button} disabled={submitting}>
            {submitting ? 'Sending…' : 'Get My Offer'}
          </button>
        )}
      </div>
    </form>
  )
}
