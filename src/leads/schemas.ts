import { z } from 'zod'
import { normalisePhone, type PhoneCountry } from '@/domain/phoneNumber'
import { localeSpelling } from '@/domain/localeSpelling'
import { POSTCODE_PATTERN, ZIP_CODE_MESSAGE, ZIP_CODE_PATTERN } from '@/domain/postcode'
import { LIMITS, MESSAGES, POSTCODE_MESSAGE, TERMS_REQUIRED_MESSAGE } from './constants'
import { type FieldSpec, leadFormFields } from './fields'
import type { FormSettings } from './settings'

// These schemas also run in the browser (react-hook-form), under a CSP without 'unsafe-eval': zod's JIT probes
// `new Function`, which the browser reports as a CSP violation even though zod catches it. Jitless: no probe, no eval.
z.config({ jitless: true })

/** Spec (content) §5 Postcode field: exactly 4 digits. */
export const postcodeSchema = z
  .string({ error: POSTCODE_MESSAGE })
  .trim()
  .regex(POSTCODE_PATTERN, { error: POSTCODE_MESSAGE })

/** A US ZIP code: exactly 5 digits (en-US sites ask for a ZIP code instead of a postcode). */
const zipCodeSchema = z.string({ error: ZIP_CODE_MESSAGE }).trim().regex(ZIP_CODE_PATTERN, { error: ZIP_CODE_MESSAGE })

/**
 * One zod schema per form, built from the same field list the browser renders. The browser validates with it
 * before sending; the server builds it again from the database and always re-validates.
 */

const trimmed = (field: FieldSpec) =>
  z
    .string({ error: MESSAGES.required(field.label) })
    .trim()
    .max(field.maxLength, { error: MESSAGES.tooLong(field.label, field.maxLength) })

/** A required field rejects '' with "{label} is required."; an optional one lets it through. */
function presence(field: FieldSpec, check: (value: string) => boolean, message: string) {
  return trimmed(field).superRefine((value, ctx) => {
    if (value === '') {
      if (field.required) ctx.addIssue({ code: 'custom', message: MESSAGES.required(field.label) })
      return
    }
    if (!check(value)) ctx.addIssue({ code: 'custom', message })
  })
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

/** Optional fields may be left out of the body altogether, or sent empty. */
export function fieldSchema(field: FieldSpec, phoneCountry: PhoneCountry): z.ZodType {
  const schema = requiredFieldSchema(field, phoneCountry)
  return field.required ? schema : schema.optional()
}

function requiredFieldSchema(field: FieldSpec, phoneCountry: PhoneCountry): z.ZodType {
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'hidden':
      return field.required ? trimmed(field).min(1, { error: MESSAGES.required(field.label) }) : trimmed(field)
    case 'email':
      return presence(field, (v) => z.email().safeParse(v).success, MESSAGES.email)
    case 'phone':
      return presence(field, (v) => normalisePhone(v, phoneCountry) !== null, MESSAGES.phone)
    case 'postcode':
      // Spec (content) §5: required, exactly 4 digits: 'Invalid postcode. Please enter a 4-digit number.'
      if (phoneCountry === 'US')
        return field.required ? zipCodeSchema : z.union([z.literal(''), zipCodeSchema], { error: ZIP_CODE_MESSAGE })
      return field.required ? postcodeSchema : z.union([z.literal(''), postcodeSchema], { error: POSTCODE_MESSAGE })
    case 'select':
    case 'radio': {
      const allowed = new Set((field.options ?? []).map((o) => o.value))
      return presence(field, (v) => allowed.has(v), MESSAGES.choose(field.label))
    }
    case 'checkbox':
      return z.boolean({ error: MESSAGES.choose(field.label) })
    case 'terms':
      // Spec §5: where terms are shown they are required.
      return z.literal(true, { error: field.requiredMessage ?? TERMS_REQUIRED_MESSAGE })
    case 'checkboxes': {
      const allowed = (field.options ?? []).map((o) => o.value) as [string, ...string[]]
      return z.array(z.enum(allowed, { error: MESSAGES.options }), { error: MESSAGES.options }).max(allowed.length)
    }
    case 'datetime':
      return presence(field, (v) => isBookableDateTime(v), MESSAGES.dateTime(field.label))
    case 'currency':
      return presence(
        field,
        (v) => {
          const amount = parseAmount(v)
          return amount !== null && amount >= (field.min ?? 0) && amount <= (field.max ?? Number.MAX_SAFE_INTEGER)
        },
        MESSAGES.amount(field.label),
      )
    case 'integer': {
      const min = field.min ?? 0
      const max = field.max ?? Number.MAX_SAFE_INTEGER
      return presence(
        field,
        (v) => {
          const n = parseWholeNumber(v)
          return n !== null && n >= min && n <= max
        },
        MESSAGES.number(field.label, min, max),
      )
    }
  }
}

export type LeadFormValues = Record<string, string | boolean | string[] | undefined>

/** The schema of one form on one site, its messages in the site's locale (en-US: ZIP code). Unknown keys are dropped. */
export function leadFormSchema(settings: FormSettings, fields: FieldSpec[] = leadFormFields(settings)) {
  const shape: Record<string, z.ZodType> = {}
  for (const field of fields) {
    const label = localeSpelling(field.label, settings.locale)
    shape[field.name] = fieldSchema({ ...field, label }, settings.phoneCountry)
  }
  return z.object(shape) as unknown as z.ZodType<LeadFormValues, LeadFormValues>
}

/** The fields of one step (multi-step enquiry, trade-in). */
export const fieldsOfStep = (fields: FieldSpec[], step: number) => fields.filter((f) => f.step === step)
export const stepCount = (fields: FieldSpec[]) => Math.max(1, ...fields.map((f) => f.step))

/** What the browser sends besides the form's own fields. */
export const submissionEnvelopeSchema = z.object({
  form: z.string().max(40),
  site: z.string().max(LIMITS.short).optional(),
  url: z.string().max(LIMITS.url).optional(),
  lead_attributes: z
    .object({
      visited_pages: z.array(z.string().max(LIMITS.url)).max(LIMITS.visitedPages).optional(),
      linked_query_params: z
        .record(z.string().max(60), z.string().max(LIMITS.queryParamValue))
        .refine((params) => Object.keys(params).length <= LIMITS.queryParams, {
          error: `lead_attributes.linked_query_params: at most ${LIMITS.queryParams} parameters.`,
        })
        .optional(),
    })
    .optional(),
})
export type SubmissionEnvelope = z.infer<typeof submissionEnvelopeSchema>

/** A field error as the API answers it and the form shows it. */
export interface FieldError {
  field: string
  message: string
}

export function fieldErrorsOf(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ field: issue.path.map(String).join('.') || 'form', message: issue.message }))
}
