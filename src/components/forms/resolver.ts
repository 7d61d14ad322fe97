import { toNestErrors } from '@hookform/resolvers'
import type { FieldError as FormFieldError, FieldErrors, Resolver } from 'react-hook-form'
import type { FieldSpec } from '@/leads/fields'
import { checkLeadForm, type LeadFormValues } from '@/leads/formValues'
import type { FormSettings } from '@/leads/settings'

/**
 * react-hook-form's resolver for a lead form: the rules of the server's zod schema (checkLeadForm), without zod in
 * the browser. Like zodResolver: the parsed values when valid, else the first error of each field.
 */
export function leadFormResolver(settings: FormSettings, fields: FieldSpec[]): Resolver<LeadFormValues> {
  return (values, _context, options) => {
    const result = checkLeadForm(settings, fields, values)
    if (result.errors.length === 0) return { values: result.values, errors: {} }
    const errors: Record<string, FormFieldError> = {}
    for (const e of result.errors) errors[e.field] ??= { type: 'invalid', message: e.message }
    return { values: {}, errors: toNestErrors(errors as FieldErrors, options) as FieldErrors<LeadFormValues> }
  }
}
