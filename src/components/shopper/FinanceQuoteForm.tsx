'use client'

import { advertisedRate, depositLabel } from '@/domain/financeLocale'
import { financeQuote, quoteErrors } from '@/domain/financeQuote'
import { LeadForm } from '@/components/forms/LeadForm'
import styles from '@/components/forms/Form.module.css'
import { formatNumber } from '@/domain/numberFormat'
import { formatPrice } from '@/domain/priceDisplay'
import { parseAmount, type LeadFormValues } from '@/leads/formValues'
import type { FormSettings } from '@/leads/settings'

type Props = {
  settings: FormSettings
  basePath: string
  price: number
  interestRate: number
  comparisonRate: number | null
}

const cents = (value: number) => `$${formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

/** The personalised quote: deposit, term and balloon in, weekly and monthly repayments at the car's lender rate out. */
export function FinanceQuoteForm({ settings, basePath, price, interestRate, comparisonRate }: Props) {
  const summary = (values: LeadFormValues) => {
    const input = {
      price,
      deposit: parseAmount(String(values.deposit ?? '')) ?? Number.NaN,
      termYears: Number(values.term_years),
      balloon: parseAmount(String(values.balloon ?? '')) ?? Number.NaN,
    }
    if (quoteErrors(input).length > 0) {
      return (
        <div className={styles.quote} role="status" data-testid="finance-quote">
          <p className={styles.quoteNote}>
            Enter a {depositLabel(settings.locale).toLowerCase()}, term and balloon within the car&apos;s price to see
            your repayments.
          </p>
        </div>
      )
    }
    const quote = financeQuote({ ...input, interestRate })
    return (
      <div className={styles.quote} role="status" aria-live="polite" data-testid="finance-quote">
        <p>
          Weekly
          <br />
          <span className={styles.quoteFigure} data-testid="quote-weekly">
            {cents(quote.weekly)}
          </span>
        </p>
        <p>
          Monthly
          <br />
          <span className={styles.quoteFigure} data-testid="quote-monthly">
            {cents(quote.monthly)}
          </span>
        </p>
        <p className={styles.quoteNote}>
          {formatPrice(quote.amountFinanced)} financed over {quote.termYears} years at{' '}
          {advertisedRate(interestRate, comparisonRate, settings.locale)}. An estimate, not an offer of credit.
        </p>
      </div>
    )
  }
  return (
    <LeadForm
      settings={settings}
      basePath={basePath}
      renderSummary={summary}
      anchor="finance-form"
      heading="Your quote"
    />
  )
}
