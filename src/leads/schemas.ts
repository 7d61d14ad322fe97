import { z } from 'zod'
import { normalisePhone, type PhoneCountry } from '@/domain/phoneNumber'
import { localeSpelling } from '@/domain/localeSpelling'
import { POSTCODE_PATTERN, ZIP_CODE_MESSAGE, ZIP_CODE_PATTERN } from '@/domain/postcode'
import { LIMITS, MESSAGES, POSTCODE_MESSAGE, TERMS_REQUIRED_MESSAGE } from './constants'
import { type FieldSpec, leadFormFields } from './fields'
import type { FormSettings } from './settings'
import { type FieldError, isBookableDateTime, type LeadFormValues, parseAmount, parseWholeNumber } from './formValues'

// The browser checks forms with formValues.ts (no zod there); these re-exports keep the server's imports in one place.
export {
  checkLeadForm,
  type FieldError,
  fieldsOfStep,
  isBookableDateTime,
  type LeadFormValues,
  parseAmount,
  parseWholeNumber,
  stepCount,
} from './formValues'

// zod's JIT probes `new Function`, which a CSP without 'unsafe-eval' reports as a violation even though zod catches
// it (these schemas ran in the browser until issue 39.4, and may again). Jitless: no probe, no eval.
z.config({ jitless: true })

/** Spec (content) §5 Postcode field: exactly 4 digits. */
export const postcodeSchema = z
  .string({ error: POSTCODE_MESSAGE })
  .trim()
  .regex(POSTCODE_PATTERN, { error: POSTCODE_MESSAGE })

/** A US ZIP code: exactly 5 digits (en-US sites ask for a ZIP code instead of a postcode). */
const zipCodeSchema = z.string({ error: ZIP_CODE_MESSAGE }).trim().regex(ZIP_CODE_PATTERN, { error: ZIP_CODE_MESSAGE })

/**
 * One zod schema per form, built from the same field list the browser renders. The browser checks the same rules
 * with checkLeadForm (formValues.ts, no zod) before sending; the server builds this schema from the database and
 * always re-validates.
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

/** The schema of one form on one site, its messages in the site's locale (en-US: ZIP code). Unknown keys are dropped. */
export function leadFormSchema(settings: FormSettings, fields: FieldSpec[] = leadFormFields(settings)) {
  const shape: Record<string, z.ZodType> = {}
  for (const field of fields) {
    const label = localeSpelling(field.label, settings.locale)
    shape[field.name] = fieldSchema({ ...field, label }, settings.phoneCountry)
  }
  return z.object(shape) as unknown as z.ZodType<LeadFormValues, LeadFormValues>
}

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

export function fieldErrorsOf(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ field: issue.path.map(String).join('.') || 'form', message: issue.message }))
}
