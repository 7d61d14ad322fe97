import type { Car, Site } from '@/payload-types'
import { showsOnlinePurchase } from '@/domain/carButtons'
import { financeQuote, quoteErrors } from '@/domain/financeQuote'
import { signInRequired } from '@/domain/gatedMode'
import { purchaseErrors } from '@/domain/onlinePurchase'
import { personalisedLender } from '@/shopper/personalisedFinance'
import type { LeadFormKind } from '../constants'
import type { LeadFormValues, FieldError } from '../schemas'
import { parseAmount } from '../schemas'

/** Forms behind the sign-in when the site's gated mode is on (spec §2: checkout and finance; never trade-in). */
export function formNeedsSignIn(kind: LeadFormKind, site: Pick<Site, 'finance'>): boolean {
  const gated = site.finance?.gatedMode === true
  if (kind === 'finance' || kind === 'finance-quote') return signInRequired('finance', gated)
  if (kind === 'online-purchase') return signInRequired('checkout', gated)
  return false
}

export type FormRuleOutcome = { ok: true; derived: Record<string, unknown> } | { ok: false; errors: FieldError[] }

const amount = (value: unknown) => (typeof value === 'string' ? parseAmount(value) : null)

/**
 * What a form needs beyond its fields' own formats: the personalised quote is priced at the car's own lender rate
 * (recomputed here, never taken from the browser) and the car must qualify; an online purchase needs an available
 * used car and consistent steps. The outcome's `derived` is stored with the lead's form data.
 */
export function applyFormRules(
  kind: LeadFormKind,
  site: Site,
  car: Car | null,
  values: LeadFormValues,
  now: Date,
): FormRuleOutcome {
  if (kind === 'finance-quote') {
    const lender = car ? personalisedLender(site, car, now) : null
    if (!car || !lender || typeof car.price !== 'number')
      return { ok: false, errors: [{ field: 'car_id', message: 'car_id: this car has no personalised finance.' }] }
    const input = {
      price: car.price,
      deposit: amount(values.deposit) ?? Number.NaN,
      termYears: Number(values.term_years),
      balloon: amount(values.balloon) ?? Number.NaN,
    }
    const errors = quoteErrors(input)
    if (errors.length) return { ok: false, errors }
    const quote = financeQuote({ ...input, interestRate: lender.interestRate! })
    return {
      ok: true,
      derived: {
        quote: {
          ...quote,
          price: car.price,
          deposit: input.deposit,
          balloon: input.balloon,
          comparisonRate: lender.comparisonRate ?? null,
        },
      },
    }
  }
  if (kind === 'online-purchase') {
    if (!car || car.reserved || !showsOnlinePurchase({ status: car.status, car_type: car.car_type }, true)) {
      return { ok: false, errors: [{ field: 'car_id', message: 'car_id: this car cannot be bought online.' }] }
    }
    const errors = purchaseErrors(values)
    if (errors.length) return { ok: false, errors }
    return {
      ok: true,
      derived: {
        purchase: {
          price: car.price ?? null,
          handover: values.handover,
          finance: values.finance,
          trade_in: values['do-you-have-a-trade-in'],
        },
      },
    }
  }
  return { ok: true, derived: {} }
}
