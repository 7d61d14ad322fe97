import { describe, expect, it } from 'vitest'
import { LEAD_FORM_KINDS } from '../../../src/leads/constants'
import { type FieldSpec, leadFormDefaults, leadFormFields } from '../../../src/leads/fields'
import { checkLeadForm, EMAIL_PATTERN } from '../../../src/leads/formValues'
import { leadFormSchema } from '../../../src/leads/schemas'
import type { FormSettings } from '../../../src/leads/settings'
import { contact, settingsFor, twoDealerships, twoLocations, usedCar } from './fixtures'
import { z } from 'zod'

const future = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 13) + ':00'

/** Values worth trying in one field: valid ones, edge cases and wrong types. */
function samples(field: FieldSpec): unknown[] {
  const common = [undefined, null, '', '   ', 7, 'x'.repeat(field.maxLength + 1), ` ${'y'.repeat(field.maxLength)} `]
  const first = field.options?.[0]?.value
  switch (field.type) {
    case 'email':
      return [...common, 'jamie@example.com', ' jamie@example.com ', 'bad', 'a..b@c.com', 'a@b', "o'neil@x.com.au"]
    case 'phone':
      return [...common, '0412 345 678', '123', '+61 3 9555 0100', '(415) 555-0100']
    case 'select':
    case 'radio':
      return [...common, first, ` ${first} `, 'not an option']
    case 'datetime':
      return [...common, future, '2020-01-01T10:00', '2030-02-30T10:00', 'garbage']
    case 'currency':
      return [...common, '25000', '$25,000.50', 'abc', '-5', '99999999999', '0', '1.234']
    case 'integer':
      return [...common, '45000', '45,000', '1.5', '99999999999', '0']
    case 'postcode':
      return [...common, '3000', ' 3000 ', '30000', '12345', ' 12345 ', 'abcd']
    case 'checkbox':
      return [undefined, true, false, 'yes']
    case 'terms':
      return [undefined, true, false, 'true']
    case 'checkboxes':
      return [undefined, [], first ? [first] : [], ['zzz'], 'x', [1]]
    default:
      return [...common, 'hello', '  hello  ']
  }
}

/** The zod schema's answer as react-hook-form's zodResolver takes it: the first message of each field. */
function zodAnswer(settings: FormSettings, fields: FieldSpec[], values: Record<string, unknown>) {
  const result = leadFormSchema(settings, fields).safeParse(values)
  if (result.success) return { values: result.data, errors: [] }
  const errors = new Map<string, string>()
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form')
    if (!errors.has(field)) errors.set(field, issue.message)
  }
  return { values: {}, errors: [...errors].map(([field, message]) => ({ field, message })) }
}

function browserAnswer(settings: FormSettings, fields: FieldSpec[], values: Record<string, unknown>) {
  const result = checkLeadForm(settings, fields, values)
  return result.errors.length === 0 ? result : { values: {}, errors: result.errors }
}

const sites = [
  (kind: (typeof LEAD_FORM_KINDS)[number]) => settingsFor(kind, { car: usedCar }),
  (kind: (typeof LEAD_FORM_KINDS)[number]) =>
    settingsFor(kind, { car: usedCar, locale: 'en-US', locations: twoLocations, dealerships: twoDealerships }),
  (kind: (typeof LEAD_FORM_KINDS)[number]) => settingsFor(kind, { locale: 'en-NZ' }),
]

describe('the browser checks a lead form as the server does (checkLeadForm against leadFormSchema)', () => {
  for (const kind of LEAD_FORM_KINDS) {
    it(`${kind}: the same errors, messages and parsed values for every field's edge cases`, () => {
      let compared = 0
      for (const site of sites) {
        const settings = site(kind)
        const fields = leadFormFields(settings)
        const base: Record<string, unknown> = { ...leadFormDefaults(settings), ...contact }
        for (const field of fields) {
          const valid = samples(field).find(
            (v) => checkLeadForm(settings, [field], { [field.name]: v }).errors.length === 0,
          )
          if (valid !== undefined && base[field.name] === undefined) base[field.name] = valid
        }
        expect(browserAnswer(settings, fields, base)).toEqual(zodAnswer(settings, fields, base))
        for (const field of fields) {
          for (const value of samples(field)) {
            const values = { ...base, [field.name]: value, unknown_key: 'dropped' }
            expect(browserAnswer(settings, fields, values), `${field.name} = ${JSON.stringify(value)}`).toEqual(
              zodAnswer(settings, fields, values),
            )
            compared++
          }
        }
      }
      expect(compared).toBeGreaterThan(20)
    })
  }

  it("accepts the e-mail addresses zod's own pattern accepts", () => {
    const addresses = [
      'a@b.co',
      "o'neil@x.com.au",
      'a-b+c@d-e.org',
      '-a@b.co',
      'a.@b.co',
      '.a@b.co',
      'a@-b.co',
      'a@b.c',
    ]
    for (const address of addresses) expect(EMAIL_PATTERN.test(address), address).toBe(z.regexes.email.test(address))
    expect(EMAIL_PATTERN.source.replace(/\\-/g, '-')).toBe(z.regexes.email.source.replace(/\\-/g, '-'))
  })
})
