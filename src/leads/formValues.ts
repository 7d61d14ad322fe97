import { normalisePhone, type PhoneCountry } from '@/domain/phoneNumber'
import { localeSpelling } from '@/domain/localeSpelling'
import { POSTCODE_PATTERN, ZIP_CODE_MESSAGE, ZIP_CODE_PATTERN } from '@/domain/postcode'
import { MESSAGES, POSTCODE_MESSAGE, TERMS_REQUIRED_MESSAGE } from './constants'
import type { FieldSpec } from './fields'
import type { FormSettings } from './settings'

/*
 * The lead forms' rules without zod, for the browser: zod (about 60 kB gz) was in the JavaScript of every page with
 * a form, run before the page is interactive on a phone (issue 39.4). The server still validates with the zod schema
 * of schemas.ts; tests/unit/leads/formValues.test.ts holds the two to the same answers and messages.
 */

export type LeadFormValues = Record<string, string | boolean | string[] | undefined>

/** A field error as the API answers it and the form shows it. */
export interface FieldError {
  field: string
  message: string
}

/** '$25,000' or '25000.50' → 25000.5; null when it is not an amount. */
export function parseAmount(value: string): number | null {
  const cleaned = value.replace(/[$,\s]/g, '')
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null
  return Number(cleaned)
}

/** '45,000' → 45000; null when it is not a whole number. */
export function parseWholeNumber(value: string): number | null {
  const cleaned = value.replace(/[,\s]/g, '')
  return /^\d{1,10}$/.test(cleaned) ? Number(cleaned) : null
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/

/** A 'YYYY-MM-DDTHH:mm' value (the datetime-local input) on or after yesterday, within two years. */
export function isBookableDateTime(value: string, now: Date = new Date()): boolean {
  const match = DATE_TIME.exec(value)
  if (!match) return false
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number]
  const at = Date.UTC(y, mo - 1, d, h, mi)
  const check = new Date(at)
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59) return false
  // Read in any time zone: a day of slack either side keeps the dealer's local date valid.
  return at >= now.getTime() - 36 * 3_600_000 && at <= now.getTime() + 2 * 366 * 86_400_000
}

/** zod 4's `z.email()` pattern (its "practical" e-mail check), so browser and server accept the same addresses. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/

/** The fields of one step (multi-step enquiry, trade-in). */
export const fieldsOfStep = (fields: FieldSpec[], step: number) => fields.filter((f) => f.step === step)
export const stepCount = (fields: FieldSpec[]) => Math.max(1, ...fields.map((f) => f.step))

type Checked = { ok: true; value: unknown } | { ok: false; message: string }
const fail = (message: string): Checked => ({ ok: false, message })

/** The value-specific check of a "presence" field (the zod schema's superRefine). */
function valueCheck(field: FieldSpec, phoneCountry: PhoneCountry): { check: (v: string) => boolean; message: string } {
  switch (field.type) {
    case 'email':
      return { check: (v) => EMAIL_PATTERN.test(v), message: MESSAGES.email }
    case 'phone':
      return { check: (v) => normalisePhone(v, phoneCountry) !== null, message: MESSAGES.phone }
    case 'select':
    case 'radio': {
      const allowed = new Set((field.options ?? []).map((o) => o.value))
      return { check: (v) => allowed.has(v), message: MESSAGES.choose(field.label) }
    }
    case 'datetime':
      return { check: (v) => isBookableDateTime(v), message: MESSAGES.dateTime(field.label) }
    case 'currency':
      return {
        check: (v) => {
          const amount = parseAmount(v)
          return amount !== null && amount >= (field.min ?? 0) && amount <= (field.max ?? Number.MAX_SAFE_INTEGER)
        },
        message: MESSAGES.amount(field.label),
      }
    case 'integer': {
      const min = field.min ?? 0
      const max = field.max ?? Number.MAX_SAFE_INTEGER
      return {
        check: (v) => {
          const n = parseWholeNumber(v)
          return n !== null && n >= min && n <= max
        },
        message: MESSAGES.number(field.label, min, max),
      }
    }
    default:
      return { check: () => true, message: '' }
  }
}

/** One field's value as the zod schema would parse it: its first error, or the value (strings trimmed). */
function checkField(field: FieldSpec, value: unknown, phoneCountry: PhoneCountry): Checked {
  if (value === undefined && !field.required) return { ok: true, value }
  switch (field.type) {
    case 'checkbox':
      return typeof value === 'boolean' ? { ok: true, value } : fail(MESSAGES.choose(field.label))
    case 'terms':
      return value === true ? { ok: true, value } : fail(field.requiredMessage ?? TERMS_REQUIRED_MESSAGE)
    case 'checkboxes': {
      const allowed = new Set((field.options ?? []).map((o) => o.value))
      const valid =
        Array.isArray(value) &&
        value.length <= allowed.size &&
        value.every((v) => typeof v === 'string' && allowed.has(v))
      return valid ? { ok: true, value } : fail(MESSAGES.options)
    }
    case 'postcode': {
      const [pattern, message] =
        phoneCountry === 'US' ? [ZIP_CODE_PATTERN, ZIP_CODE_MESSAGE] : [POSTCODE_PATTERN, POSTCODE_MESSAGE]
      if (typeof value !== 'string') return fail(message)
      if (value === '' && !field.required) return { ok: true, value }
      const trimmed = value.trim()
      return pattern.test(trimmed) ? { ok: true, value: trimmed } : fail(message)
    }
  }
  if (typeof value !== 'string') return fail(MESSAGES.required(field.label))
  const trimmed = value.trim()
  if (trimmed.length > field.maxLength) return fail(MESSAGES.tooLong(field.label, field.maxLength))
  if (trimmed === '') return field.required ? fail(MESSAGES.required(field.label)) : { ok: true, value: trimmed }
  const { check, message } = valueCheck(field, phoneCountry)
  return check(trimmed) ? { ok: true, value: trimmed } : fail(message)
}

/**
 * A form's values checked as `leadFormSchema(settings, fields)` checks them: the values as parsed (trimmed, only the
 * form's fields) and the first error of each field, in the site's spelling.
 */
export function checkLeadForm(
  settings: FormSettings,
  fields: FieldSpec[],
  values: Record<string, unknown>,
): { values: LeadFormValues; errors: FieldError[] } {
  const parsed: LeadFormValues = {}
  const errors: FieldError[] = []
  for (const spec of fields) {
    const field = { ...spec, label: localeSpelling(spec.label, settings.locale) }
    const result = checkField(field, values[field.name], settings.phoneCountry)
    if (!result.ok) errors.push({ field: field.name, message: result.message })
    else if (result.value !== undefined || field.name in values)
      parsed[field.name] = result.value as LeadFormValues[string]
  }
  return { values: parsed, errors }
}
