import {
  ADDITIONAL_SERVICES,
  ENQUIRY_CATEGORIES,
  LIMITS,
  PREFERRED_CONTACT_METHODS,
  REGO_LABEL,
  REGO_STATES,
  US_STATES,
  REQUEST_PHOTOS_MESSAGE,
  SERVICE_DATE_LABEL,
  TEST_DRIVE_DATE_LABEL,
  YES_NO,
} from './constants'
import { QUOTE_TERM_YEARS } from '@/domain/financeQuote'
import { depositLabel } from '@/domain/financeLocale'
import { HANDOVER_OPTIONS } from '@/domain/onlinePurchase'
import { ZIP_CODE_MAX_LENGTH } from '@/domain/postcode'
import { formatPrice } from '@/domain/priceDisplay'
import type { FormOption, FormSettings } from './settings'
import { ADJUSTMENT_QUESTIONS } from './tradeIn/adjustments'

export type FieldType =
  | 'text'
  | 'email'
  | 'phone'
  | 'postcode'
  | 'textarea'
  | 'select'
  | 'radio'
  | 'checkbox'
  | 'terms'
  | 'checkboxes'
  | 'datetime'
  | 'currency'
  | 'integer'
  | 'hidden'

/** One field of a lead form: the browser renders it and the schema validates it, from this one description. */
export interface FieldSpec {
  name: string
  label: string
  type: FieldType
  required: boolean
  maxLength: number
  options?: FormOption[]
  help?: string
  placeholder?: string
  autoComplete?: string
  min?: number
  max?: number
  /** The message when a required checkbox (the terms) is not ticked. */
  requiredMessage?: string
  /** Fixed value of a hidden field. */
  value?: string
  /** Step of the multi-step enquiry and of the trade-in form (1-based). */
  step: number
}

const options = (values: readonly string[]): FormOption[] => values.map((value) => ({ value, label: value }))

const text = (
  name: string,
  label: string,
  required: boolean,
  maxLength: number = LIMITS.short,
  extra: Partial<FieldSpec> = {},
): FieldSpec => ({
  name,
  label,
  type: 'text',
  required,
  maxLength,
  step: 1,
  ...extra,
})

/** The shopper's contact details (spec §3: name, email, phone). */
function contactFields(settings: FormSettings, step: number): FieldSpec[] {
  const fields: FieldSpec[] = [
    text('name', 'Name', true, LIMITS.name, { autoComplete: 'name', step }),
    {
      name: 'email',
      label: 'Email',
      type: 'email',
      required: true,
      maxLength: LIMITS.email,
      autoComplete: 'email',
      step,
    },
    {
      name: 'phone',
      label: 'Phone',
      type: 'phone',
      required: true,
      maxLength: LIMITS.phone,
      autoComplete: 'tel',
      step,
    },
  ]
  if (settings.showOptIn) fields.push(optIn(step))
  return fields
}

const optIn = (step: number): FieldSpec => ({
  name: 'opt_in',
  label: 'Keep me up to date with news and offers',
  type: 'checkbox',
  required: false,
  maxLength: 0,
  step,
})

const message = (settings: FormSettings, step: number, label = 'Message'): FieldSpec => ({
  name: 'message',
  label,
  type: 'textarea',
  required: settings.messageRequired,
  maxLength: LIMITS.message,
  step,
})

const rego: FieldSpec = text('Rego', REGO_LABEL, false, LIMITS.rego, { autoComplete: 'off' })

function locationField(settings: FormSettings, name = 'location', step = 1): FieldSpec[] {
  if (!settings.showLocation) return []
  return [
    {
      name,
      label: 'Location',
      type: 'select',
      required: settings.locationRequired,
      maxLength: LIMITS.short,
      options: settings.locations,
      step,
    },
  ]
}

function dealershipField(settings: FormSettings, name: string, step = 1): FieldSpec[] {
  if (!settings.showPreferredDealership) return []
  return [
    {
      name,
      label: 'Preferred Dealership',
      type: 'select',
      required: settings.preferredDealershipRequired,
      maxLength: LIMITS.short,
      options: settings.dealerships,
      step,
    },
  ]
}

const carId = (settings: FormSettings): FieldSpec[] =>
  settings.car
    ? [
        {
          name: 'car_id',
          label: 'Car',
          type: 'hidden',
          required: true,
          maxLength: 20,
          value: String(settings.car.id),
          step: 1,
        },
      ]
    : []

/** Spec §5: the terms checkbox under the site's name for it (terms_agreed or terms_conditions), with its message. */
const termsField = (settings: FormSettings, step: number): FieldSpec => ({
  name: settings.termsField,
  label: 'I agree to the terms of use',
  type: 'terms',
  required: true,
  maxLength: 0,
  requiredMessage: settings.termsMessage,
  step,
})

const terms = (settings: FormSettings, step: number): FieldSpec[] =>
  settings.termsRequired ? [termsField(settings, step)] : []

const testDriveDate = (required: boolean): FieldSpec => ({
  name: 'test_drive_date',
  label: TEST_DRIVE_DATE_LABEL,
  type: 'datetime',
  required,
  maxLength: 16,
  step: 1,
})

/** Issue 39.2: the service booking's day and time (optional: without it the dealer calls to agree one). */
const serviceDate: FieldSpec = {
  name: 'service_date',
  label: SERVICE_DATE_LABEL,
  type: 'datetime',
  required: false,
  maxLength: 16,
  step: 1,
}

/** Content spec §3 contact form fields; page_id names the page the form is on (the block's page, or the form's kind). */
function contactFormFields(settings: FormSettings): FieldSpec[] {
  return [
    text('name', 'First Name', true, LIMITS.name, { autoComplete: 'given-name' }),
    text('last_name', 'Last Name', false, LIMITS.name, { autoComplete: 'family-name' }),
    {
      name: 'postcode',
      label: 'Postcode',
      type: 'postcode',
      required: true,
      maxLength: settings.locale === 'en-US' ? ZIP_CODE_MAX_LENGTH : LIMITS.postcode,
      autoComplete: 'postal-code',
      step: 1,
    },
    {
      name: 'phone',
      label: 'Mobile Number',
      type: 'phone',
      required: true,
      maxLength: LIMITS.phone,
      autoComplete: 'tel',
      step: 1,
    },
    {
      name: 'email',
      label: 'Email Address',
      type: 'email',
      required: true,
      maxLength: LIMITS.email,
      autoComplete: 'email',
      step: 1,
    },
    // Issue 19: 'the general contact form ('Send us a message') has no message field on any site'. Optional:
    // spec (content) §3 lists the contact fields without one, and the message rule of spec §5 is the enquiry's.
    message(settings, 1),
    {
      name: 'page_id',
      label: 'Page',
      type: 'hidden',
      required: false,
      maxLength: LIMITS.hidden,
      value: settings.kind,
      step: 1,
    },
  ]
}

/** The model a quote or a test drive is about: a select of the site's range, or typed where the site lists none. */
const modelField = (settings: FormSettings): FieldSpec =>
  settings.models.length > 0
    ? {
        name: 'model',
        label: 'Model',
        type: 'select',
        required: true,
        maxLength: LIMITS.short,
        options: settings.models,
        step: 1,
      }
    : text('model', 'Model', true)

/** The fields of each form, in display order (spec §3 field names). */
export function leadFormFields(settings: FormSettings): FieldSpec[] {
  switch (settings.kind) {
    case 'general':
      return [
        {
          name: 'category',
          label: 'Category',
          type: 'select',
          required: true,
          maxLength: LIMITS.short,
          options: options(ENQUIRY_CATEGORIES),
          step: 1,
        },
        ...dealershipField(settings, 'dealership_slug'),
        ...locationField(settings),
        message(settings, 1),
        rego,
        ...contactFields(settings, 2),
      ]
    case 'car':
      return [
        ...carId(settings),
        ...locationField(settings),
        message(settings, 1),
        {
          name: 'additional_services',
          label: 'I am also interested in',
          type: 'checkboxes',
          required: false,
          maxLength: 0,
          options: options(ADDITIONAL_SERVICES),
          step: 1,
        },
        rego,
        ...contactFields(settings, 2),
      ]
    case 'test-drive':
      return [
        ...carId(settings),
        testDriveDate(false),
        ...locationField(settings),
        message(settings, 1, 'Comments'),
        ...contactFields(settings, 2),
        ...terms(settings, 2),
      ]
    case 'book-test-drive':
      return [
        modelField(settings),
        ...dealershipField(settings, 'dealership_slug'),
        ...locationField(settings),
        testDriveDate(true),
        message(settings, 1, 'Comments'),
        ...contactFields(settings, 2),
        ...terms(settings, 2),
      ]
    case 'make-offer':
      return [
        ...carId(settings),
        {
          name: 'offer_from_client',
          label: 'Your Offer',
          type: 'currency',
          required: true,
          maxLength: 15,
          min: 1,
          max: 10_000_000,
          placeholder: settings.car?.price ? `e.g. ${formatPrice(settings.car.price)}` : 'e.g. $25,000',
          step: 1,
        },
        ...locationField(settings),
        message(settings, 1, 'Comments'),
        ...contactFields(settings, 2),
      ]
    case 'request-photos':
      return [
        ...carId(settings),
        {
          name: 'photo_request',
          label: 'Request',
          type: 'hidden',
          required: true,
          maxLength: LIMITS.hidden,
          value: REQUEST_PHOTOS_MESSAGE,
          step: 1,
        },
        ...locationField(settings),
        message(settings, 1, 'Anything in particular?'),
        ...contactFields(settings, 2),
      ]
    case 'service':
      return [...contactFormFields(settings), serviceDate, ...terms(settings, 1)]
    case 'contact':
    case 'fleet':
    case 'feedback':
      return [...contactFormFields(settings), ...terms(settings, 1)]
    case 'quote':
      return [modelField(settings), ...contactFormFields(settings), ...terms(settings, 1)]
    case 'finance':
      return [
        settings.showPreferredDealership
          ? dealershipField(settings, 'preferredDealership')[0]!
          : {
              name: 'preferredDealership',
              label: 'Preferred Dealership',
              type: 'hidden',
              required: false,
              maxLength: LIMITS.short,
              step: 1,
            },
        {
          name: 'vehiclePriceBudget',
          label: 'Vehicle Price Budget',
          type: 'integer',
          required: false,
          maxLength: 12,
          min: 0,
          max: 10_000_000,
          placeholder: 'e.g. 30000',
          step: 1,
        },
        { name: 'car_id', label: 'Car', type: 'hidden', required: false, maxLength: 20, step: 1 },
        { name: 'car_type', label: 'Car type', type: 'hidden', required: false, maxLength: 10, step: 1 },
        {
          name: 'do-you-have-a-trade-in',
          label: 'Do you have a trade-in?',
          type: 'radio',
          required: false,
          maxLength: LIMITS.short,
          options: options(YES_NO),
          step: 1,
        },
        message(settings, 1, 'Comments'),
        ...contactFields(settings, 2),
      ]
    case 'finance-quote':
      return [
        ...carId(settings),
        {
          name: 'deposit',
          label: depositLabel(settings.locale),
          type: 'currency',
          required: true,
          maxLength: 15,
          min: 0,
          max: 10_000_000,
          placeholder: 'e.g. $3,000',
          step: 1,
        },
        {
          name: 'term_years',
          label: 'Loan term',
          type: 'select',
          required: true,
          maxLength: 2,
          options: QUOTE_TERM_YEARS.map((y) => ({ value: String(y), label: `${y} year${y === 1 ? '' : 's'}` })),
          step: 1,
        },
        {
          name: 'balloon',
          label: 'Balloon payment',
          type: 'currency',
          required: true,
          maxLength: 15,
          min: 0,
          max: 10_000_000,
          help: 'Paid at the end of the loan; $0 for none.',
          step: 1,
        },
        message(settings, 1, 'Comments'),
        ...contactFields(settings, 1),
      ]
    case 'online-purchase':
      return [
        ...carId(settings),
        ...contactFields(settings, 1).filter((f) => f.name !== 'opt_in'),
        {
          name: 'postcode',
          label: 'Postcode',
          type: 'postcode',
          required: true,
          maxLength: settings.locale === 'en-US' ? ZIP_CODE_MAX_LENGTH : LIMITS.postcode,
          autoComplete: 'postal-code',
          step: 1,
        },
        {
          name: 'do-you-have-a-trade-in',
          label: 'Do you have a trade-in?',
          type: 'radio',
          required: true,
          maxLength: LIMITS.short,
          options: options(YES_NO),
          step: 2,
        },
        text('trade_make', 'Trade-in make', false, LIMITS.short, { step: 2 }),
        text('trade_model', 'Trade-in model', false, LIMITS.short, { step: 2 }),
        {
          name: 'trade_year',
          label: 'Trade-in year',
          type: 'integer',
          required: false,
          maxLength: 4,
          min: 1950,
          max: new Date().getFullYear() + 1,
          step: 2,
        },
        {
          name: 'kms',
          label: 'Trade-in kilometres',
          type: 'integer',
          required: false,
          maxLength: 9,
          min: 0,
          max: 2_000_000,
          step: 2,
        },
        {
          name: 'finance',
          label: 'Would you like finance?',
          type: 'radio',
          required: true,
          maxLength: LIMITS.short,
          options: options(YES_NO),
          step: 3,
        },
        {
          name: 'deposit',
          label: settings.locale === 'en-US' ? 'Down payment you plan to make' : 'Deposit you plan to pay',
          type: 'currency',
          required: false,
          maxLength: 15,
          min: 0,
          max: 10_000_000,
          step: 3,
        },
        {
          name: 'handover',
          label: 'Delivery or pick-up',
          type: 'radio',
          required: true,
          maxLength: LIMITS.short,
          options: options(HANDOVER_OPTIONS),
          step: 4,
        },
        text('delivery_address', 'Delivery address', false, LIMITS.address, {
          autoComplete: 'street-address',
          help: 'Only for delivery.',
          step: 4,
        }),
        message(settings, 5, 'Anything we should know?'),
        ...(settings.showOptIn ? [optIn(5)] : []),
        termsField(settings, 5),
      ]
    case 'trade-in':
      return [
        ...(settings.car ? carId(settings) : []),
        text('rego', 'Rego', false, LIMITS.rego, {
          autoComplete: 'off',
          help: 'We look up your car from its registration.',
        }),
        {
          name: 'regoState',
          label: 'State',
          type: 'select',
          required: false,
          maxLength: LIMITS.short,
          options: options(settings.locale === 'en-US' ? US_STATES : REGO_STATES),
          step: 1,
        },
        { name: 'valuation_id', label: 'Valuation', type: 'hidden', required: false, maxLength: 64, step: 1 },
        text('trade_make', 'Make', true, LIMITS.short),
        text('trade_model', 'Model', true, LIMITS.short),
        {
          name: 'trade_year',
          label: 'Year',
          type: 'integer',
          required: true,
          maxLength: 4,
          min: 1950,
          max: new Date().getFullYear() + 1,
          step: 1,
        },
        {
          name: 'kms',
          label: 'Kilometres',
          type: 'integer',
          required: true,
          maxLength: 9,
          min: 0,
          max: 2_000_000,
          placeholder: 'e.g. 45000',
          step: 1,
        },
        ...ADJUSTMENT_QUESTIONS.map((q): FieldSpec => ({
          name: q.name,
          label: q.label,
          type: 'radio',
          required: true,
          maxLength: LIMITS.short,
          options: options(q.answers),
          step: 2,
        })),
        ...locationField(settings, 'location_id', 3),
        {
          name: 'PreferredContactMethod',
          label: 'Preferred contact method',
          type: 'radio',
          required: true,
          maxLength: LIMITS.short,
          options: options(PREFERRED_CONTACT_METHODS),
          step: 3,
        },
        {
          name: 'finance',
          label: 'Are you interested in finance?',
          type: 'radio',
          required: true,
          maxLength: LIMITS.short,
          options: options(YES_NO),
          step: 3,
        },
        ...contactFields(settings, 3),
      ]
  }
}

/** Initial values of a form: spec defaults (category General Enquiry, PreferredContactMethod Phone, finance No) and prefills. */
export function leadFormDefaults(settings: FormSettings): Record<string, string | boolean | string[]> {
  const values: Record<string, string | boolean | string[]> = {}
  for (const field of leadFormFields(settings)) {
    if (field.type === 'checkbox' || field.type === 'terms') values[field.name] = false
    else if (field.type === 'checkboxes') values[field.name] = []
    else values[field.name] = field.value ?? ''
  }
  if (settings.kind === 'trade-in') {
    values.PreferredContactMethod = 'Phone'
    values.finance = 'No'
  }
  for (const [name, value] of Object.entries(settings.defaults)) if (name in values) values[name] = value
  return values
}
