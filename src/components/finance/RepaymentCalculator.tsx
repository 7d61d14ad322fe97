'use client'

import { type FormEvent, useId, useState } from 'react'
import { calculatorRateCopy, CALCULATOR_ESTIMATE_NOTE } from '@/components/car/financeCopy'
import formStyles from '@/components/forms/Form.module.css'
import {
  advertisedRate,
  comparisonRateFor,
  comparisonRateText,
  offersBalloon,
  repaymentFrequencies,
} from '@/domain/financeLocale'
import { REPAYMENT_PERIOD } from '@/domain/financeRepayment'
import { formatMoney } from '@/domain/moneyFormat'
import {
  CALCULATOR_TERM_YEARS,
  calculatorLabels,
  calculatorAnswer,
  type CalculatorField,
  type CalculatorValues,
  readCalculator,
} from '@/domain/repaymentCalculator'
import type { FinanceLender, Locale } from '@/domain/types'
import styles from './RepaymentCalculator.module.css'

/** The anchor of the calculator: the form's answer scrolls back to it. */
export const CALCULATOR_ANCHOR = 'repayment-calculator'

type Props = {
  /** The page's own path: the form asks it again with the shopper's values as its query. */
  action: string
  locale: Locale
  /** What the page's query asked (or the defaults): the server renders the answer to these. */
  initial: CalculatorValues
  /** The car's price on a car page (not a field); null where the shopper enters a price (the finance page). */
  fixedPrice: number | null
  /** Other query values of the page the answer must keep (the finance page's car_id). */
  keep?: Record<string, string>
  /**
   * The car's lender (its lender data), if any: its comparison rate goes beside its own interest rate, and on en-US a
   * balloon is offered only when it has one (issue 39.6).
   */
  lender?: Pick<FinanceLender, 'interestRate' | 'comparisonRate' | 'balloon'> | null
}

/**
 * Issue 30.5: a plain GET form, so it answers before (or without) scripts: the server renders the answer to the query.
 * Once hydrated it answers as the shopper types, with the same pure rules (domain/repaymentCalculator.ts).
 */
export function RepaymentCalculator({ action, locale, initial, fixedPrice, keep = {}, lender = null }: Props) {
  const id = useId()
  const [values, setValues] = useState(initial)
  const labels = calculatorLabels(locale)
  const balloonOffered = offersBalloon(locale, lender?.balloon)

  const read = readCalculator(values, locale, fixedPrice, balloonOffered)
  const answer = read.input ? calculatorAnswer(read.input) : null
  const errorOf = (field: CalculatorField) => read.errors.find((e) => e.field === field)?.message ?? null
  // Whole dollars, as the card and the finance box write the same figure.
  const money = (value: number) => formatMoney(value, locale)
  const set = (field: CalculatorField) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }))
  const rateUnit = locale === 'en-US' ? '% APR' : '% p.a.'
  // Beside the rate box, the comparison rate of the rate typed (the lender's, else the lenders' range); none on en-US.
  const typedRate = Number(values.rate.replace(/%/g, ''))
  const comparison = comparisonRateText(comparisonRateFor(typedRate, lender), locale)
  const rateHint = comparison ? `Comparison rate ${comparison}` : undefined

  // Scripts on: the answer is already on screen; keep it in the address so it can be shared or reloaded.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const query = new URLSearchParams()
    for (const [key, value] of new FormData(event.currentTarget)) query.append(key, String(value))
    window.history.replaceState(window.history.state, '', `?${query.toString()}#${CALCULATOR_ANCHOR}`)
  }

  const field = (name: CalculatorField, label: string, hint?: string) => {
    const error = errorOf(name)
    return (
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor={`${id}-${name}`}>
          {label}
        </label>
        <input
          id={`${id}-${name}`}
          name={name}
          className={formStyles.input}
          inputMode="decimal"
          autoComplete="off"
          value={values[name]}
          onChange={set(name)}
          aria-invalid={error ? true : undefined}
          aria-describedby={
            [error ? `${id}-${name}-error` : null, hint ? `${id}-${name}-hint` : null].filter(Boolean).join(' ') ||
            undefined
          }
        />
        {hint ? (
          <p id={`${id}-${name}-hint`} className={formStyles.help}>
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={`${id}-${name}-error`} className={formStyles.error} data-testid={`calculator-error-${name}`}>
            {error}
          </p>
        ) : null}
      </div>
    )
  }

  const termError = errorOf('term')
  const frequencyError = errorOf('frequency')
  return (
    <section
      id={CALCULATOR_ANCHOR}
      className={styles.calculator}
      aria-labelledby={`${id}-heading`}
      data-testid="repayment-calculator"
    >
      <h2 id={`${id}-heading`} className={styles.heading}>
        Repayment calculator
      </h2>
      {/* The answer comes first: on a phone it stays in view while the shopper changes the fields below. */}
      <div className={styles.answer} role="status" aria-live="polite" data-testid="calculator-answer">
        {answer ? (
          <>
            <p className={styles.figure}>
              <span data-testid="calculator-repayment">{money(answer.repayment)}</span>{' '}
              <span className={styles.per}>{REPAYMENT_PERIOD[answer.frequency].per}</span>
            </p>
            <p className={styles.detail} data-testid="calculator-summary">
              {answer.payments} {REPAYMENT_PERIOD[answer.frequency].label.toLowerCase()} repayments over{' '}
              {answer.termYears} {answer.termYears === 1 ? 'year' : 'years'} at{' '}
              <span data-testid="calculator-rate">
                {advertisedRate(answer.interestRate, comparisonRateFor(answer.interestRate, lender), locale)}
              </span>{' '}
              on {money(answer.amountFinanced)} financed
              {answer.balloon > 0 ? `, then a ${money(answer.balloon)} balloon` : ''}. Total repaid{' '}
              {money(answer.totalRepaid)}.
            </p>
          </>
        ) : (
          <p className={styles.detail} data-testid="calculator-invalid">
            Correct the {read.errors.length === 1 ? 'field' : 'fields'} marked below to see your repayments.
          </p>
        )}
      </div>
      <form method="get" action={`${action}#${CALCULATOR_ANCHOR}`} onSubmit={onSubmit} className={styles.form}>
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {fixedPrice === null ? (
          field('price', labels.price)
        ) : (
          <p className={styles.price}>
            {labels.price} <strong data-testid="calculator-price">{money(fixedPrice)}</strong>
          </p>
        )}
        {field('deposit', labels.deposit)}
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={`${id}-term`}>
            {labels.term}
          </label>
          <select
            id={`${id}-term`}
            name="term"
            className={formStyles.select}
            value={values.term}
            onChange={set('term')}
            aria-invalid={termError ? true : undefined}
            aria-describedby={termError ? `${id}-term-error` : undefined}
          >
            {(CALCULATOR_TERM_YEARS as readonly number[]).includes(Number(values.term)) ? null : (
              <option value={values.term}>{values.term}</option>
            )}
            {CALCULATOR_TERM_YEARS.map((years) => (
              <option key={years} value={String(years)}>
                {years} {years === 1 ? 'year' : 'years'}
              </option>
            ))}
          </select>
          {termError ? (
            <p id={`${id}-term-error`} className={formStyles.error} data-testid="calculator-error-term">
              {termError}
            </p>
          ) : null}
        </div>
        {field('rate', `${labels.rate} (${rateUnit})`, rateHint)}
        {balloonOffered
          ? field('balloon', labels.balloon, 'Paid in one sum at the end of the term; 0 for none.')
          : null}
        <fieldset className={`${formStyles.choices} ${styles.frequency}`}>
          <legend className={formStyles.label}>{labels.frequency}</legend>
          <div className={styles.segments}>
            {repaymentFrequencies(locale).map((frequency) => (
              <label key={frequency} className={styles.segment}>
                <input
                  type="radio"
                  name="frequency"
                  value={frequency}
                  checked={values.frequency === frequency}
                  onChange={set('frequency')}
                />
                <span>{REPAYMENT_PERIOD[frequency].label}</span>
              </label>
            ))}
          </div>
          {frequencyError ? (
            <p className={formStyles.error} data-testid="calculator-error-frequency">
              {frequencyError}
            </p>
          ) : null}
        </fieldset>
        <button type="submit" className={`${formStyles.button} ${styles.submit}`}>
          Calculate
        </button>
      </form>
      <p className={styles.small} data-testid="calculator-rate-copy">
        {CALCULATOR_ESTIMATE_NOTE} {calculatorRateCopy(locale)}
      </p>
    </section>
  )
}
