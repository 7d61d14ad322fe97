import { type ENQUIRY_CATEGORIES, LIMITS } from './constants'
import type { FieldSpec } from './fields'
import type { LeadFormValues } from './schemas'

/**
 * The parts request of /parts/search (spec §2 supporting pages): the general enquiry with category 'Parts', and
 * three fields of its own (the part, the vehicle, the VIN) that go into the enquiry's message, so the lead, the
 * server's validation and the CRM see an ordinary general enquiry.
 */
export const PARTS_CATEGORY = 'Parts' satisfies (typeof ENQUIRY_CATEGORIES)[number]

export const PARTS_FIELDS: readonly FieldSpec[] = [
  {
    name: 'part',
    label: 'Part name or number',
    type: 'text',
    required: true,
    maxLength: LIMITS.short,
    placeholder: 'e.g. front brake pads, or 04465-02220',
    step: 1,
  },
  {
    name: 'part_vehicle',
    label: 'Vehicle',
    type: 'text',
    required: true,
    maxLength: LIMITS.short,
    placeholder: 'Year, make and model, e.g. 2019 Toyota Corolla Ascent',
    step: 1,
  },
  {
    name: 'vin',
    label: 'VIN (optional)',
    type: 'text',
    required: false,
    maxLength: 17,
    help: 'The 17-character vehicle identification number helps us find the exact part.',
    autoComplete: 'off',
    step: 1,
  },
]

const PART_NAMES = new Set(PARTS_FIELDS.map((f) => f.name))
/** Room left for the shopper's own note once the part lines are in the message. */
const NOTE_LIMIT = LIMITS.message - 400

/**
 * The general enquiry's fields for a parts request: the part fields before the message, which becomes an optional
 * 'Anything else?' note (the part lines fill the message that is sent); no Rego (the vehicle and VIN say it).
 */
export function partsRequestFields(fields: FieldSpec[]): FieldSpec[] {
  const out: FieldSpec[] = []
  for (const field of fields) {
    if (field.name === 'Rego') continue
    if (field.name === 'message') {
      out.push(...PARTS_FIELDS, { ...field, label: 'Anything else?', required: false, maxLength: NOTE_LIMIT })
    } else out.push(field)
  }
  return out
}

const line = (label: string, value: unknown) =>
  typeof value === 'string' && value.trim() ? [`${label}: ${value.trim()}`] : []

/** 'Part: …', 'Vehicle: …', 'VIN: …' and the shopper's note: the message of the lead. */
export function partsMessage(values: LeadFormValues): string {
  const lines = [
    ...line('Part', values.part),
    ...line('Vehicle', values.part_vehicle),
    ...line('VIN', typeof values.vin === 'string' ? values.vin.toUpperCase() : values.vin),
  ]
  const note = typeof values.message === 'string' ? values.message.trim() : ''
  return [lines.join('\n'), note].filter(Boolean).join('\n\n')
}

/** What is sent: the general enquiry's values with the part lines in the message, the part fields left out. */
export function partsSubmission(values: LeadFormValues): LeadFormValues {
  const sent: LeadFormValues = {}
  for (const [name, value] of Object.entries(values)) if (!PART_NAMES.has(name)) sent[name] = value
  sent.message = partsMessage(values)
  return sent
}
