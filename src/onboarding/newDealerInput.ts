import { z } from 'zod'
import { isMailAddress } from '@/platform/mail/address'
import { domainProblem, normaliseHost } from '@/lib/hostName'
import { hasControlCharacter } from '@/domain/controlCharacter'

const text = (field: string, max: number) =>
  z
    .string({ error: `Enter the ${field}.` })
    .trim()
    .min(1, `Enter the ${field}.`)
    .max(max, `The ${field} is longer than ${max} characters.`)
    .refine((value) => !hasControlCharacter(value), `The ${field} has a control character.`)

const id = (field: string) =>
  z.coerce
    .number({ error: `Choose the ${field}.` })
    .int(`Choose the ${field}.`)
    .positive(`Choose the ${field}.`)

/**
 * The "New dealer site" form (issue 20.7): everything a platform admin types to open a dealer's site, ten inputs at
 * most for the dealer, then where its leads go (issue 39.1: a sales e-mail, required; a CRM address and webhook,
 * optional). The same schema checks the browser's form and the endpoint; errors name the field.
 */
export const newDealerSiteInput = z.object({
  templateSite: id('template site'),
  dealerName: text('dealer name', 80),
  domain: z
    .string({ error: 'Enter the host name, e.g. acme-toyota.example.' })
    .transform(normaliseHost)
    .superRefine((host, ctx) => {
      const problem = domainProblem(host)
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
    }),
  // Empty: the dealership takes the dealer's name.
  dealershipName: z
    .string()
    .trim()
    .max(80, 'The dealership name is longer than 80 characters.')
    .refine((value) => !hasControlCharacter(value), 'The dealership name has a control character.')
    .optional()
    .default(''),
  street: text('street address', 120),
  suburb: text('suburb or city', 60),
  state: z
    .string({ error: 'Enter the state, e.g. NSW.' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2,3}$/, 'Enter the state as its short name, e.g. NSW.'),
  postcode: z
    .string({ error: 'Enter the postcode.' })
    .trim()
    .regex(/^[0-9A-Za-z -]{3,10}$/, 'Enter the postcode, e.g. 2000.'),
  phone: z
    .string({ error: 'Enter the phone number.' })
    .trim()
    .regex(/^[0-9+() -]{6,20}$/, 'Enter the phone number, e.g. 02 9000 1234.'),
  // Optional: a multi-brand dealer has none.
  brand: z.union([z.literal(''), z.null(), id('brand')]).optional(),
  // Issue 39.1, where leads go: the sales e-mail is required (a site never opens with its leads reaching nobody);
  // the CRM's ADF address and webhook are optional (the webhook is checked again by the site's own validation).
  salesEmail: z
    .string({ error: 'Enter the sales e-mail, where new leads go.' })
    .trim()
    .max(254, 'The sales e-mail is longer than 254 characters.')
    .refine(isMailAddress, 'Enter the sales e-mail, where new leads go (like sales@dealer.com.au).'),
  crmEmail: z
    .string()
    .trim()
    .max(254, 'The CRM e-mail is longer than 254 characters.')
    .refine((value) => value === '' || isMailAddress(value), 'Enter the CRM e-mail as an address, or leave it empty.')
    .optional()
    .default(''),
  crmWebhookUrl: z
    .string()
    .trim()
    .max(2000, 'The CRM webhook is longer than 2000 characters.')
    .refine(
      (value) => value === '' || /^https:\/\/[^\s]+$/.test(value),
      'Enter the CRM webhook as an https:// address.',
    )
    .optional()
    .default(''),
})

export type NewDealerSiteInput = z.output<typeof newDealerSiteInput>

export type FieldProblem = { field: keyof NewDealerSiteInput | 'body'; message: string }

/** The first problem of a submission, naming its field; null when it is fine. */
export function parseNewDealerSite(
  body: unknown,
): { ok: true; value: NewDealerSiteInput } | { ok: false; problem: FieldProblem } {
  if (!body || typeof body !== 'object')
    return { ok: false, problem: { field: 'body', message: 'Send the form as JSON.' } }
  const result = newDealerSiteInput.safeParse(body)
  if (result.success) return { ok: true, value: result.data }
  const issue = result.error.issues[0]!
  return {
    ok: false,
    problem: { field: String(issue.path[0] ?? 'body') as FieldProblem['field'], message: issue.message },
  }
}
