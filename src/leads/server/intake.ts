import { z } from 'zod'
import type { Site } from '@/payload-types'
import {
  databaseReachable,
  findSiteLead,
  logIntakeFailure,
  markOfferAccepted,
  payloadValidationErrors,
  saveLeadColumn,
  storeLead,
} from '@/data/leads'
import { isDatabaseUnavailable } from '@/lib/databaseUnavailable'
import { normalisePhone } from '@/domain/phoneNumber'
import {
  FORM_SUBMIT_ERROR,
  type LeadFormKind,
  LIMITS,
  MESSAGES,
  OFFER_ACCEPTED_SUBCATEGORY,
  REGO_STATES,
  US_STATES,
  VALUATION_COLUMN,
  VALUATION_SAVED,
} from '../constants'
import { leadEvent, offerAcceptedEvent } from '../events'
import { type FieldSpec, leadFormFields } from '../fields'
import {
  fieldErrorsOf,
  type FieldError,
  type LeadFormValues,
  leadFormSchema,
  parseWholeNumber,
  type SubmissionEnvelope,
} from '../schemas'
import { adjustmentAnswersOf } from '../tradeIn/adjustments'
import { regoLookupFromEnv, type RegoLookup } from '../tradeIn/regoLookup'
import { type ValuationService, valuationFromEnv } from '../tradeIn/valuation'
import { formOffered, type FormSettings } from '../settings'
import { composeLead, type LeadData } from './composeLead'
import { leadManufacturerSlug, loadSiteCar, loadSiteFormData, type SiteFormData } from '@/data/forms'
import { formSettingsFor } from './formContext'
import { applyFormRules, formNeedsSignIn } from './formRules'
import { signedInPhone } from '@/shopper/session'
import { isFollowUpToken } from './followUpToken'
import { miscellaneousSchema, valuationRecord, valuationSaveOn } from './miscellaneous'
import { consumeRateLimit, type RateLimitName } from './rateLimit'
import {
  cleanInput,
  dealershipIdByLocation,
  honeypotErrors,
  invalidBody,
  readEnvelope,
  requestedCarId,
  storedLeadBody,
} from './submitSteps'
import { clientIp, isSameOrigin, jsonResponse, readJsonBody } from '@/lib/requestGuards'
import { siteForApiRequest } from '@/lib/siteRequest'

export interface IntakeDeps {
  regoLookup?: RegoLookup
  valuation?: ValuationService
  now?: () => Date
  /** Whether the site saves valuations (POST /api/miscellaneous); valuationSaveOn (forms.saveValuation) by default. */
  saveValuationOn?: (site: Site) => boolean
}

const invalid = (errors: FieldError[]) => jsonResponse(400, invalidBody(errors))

const tooMany = (retryAfterSeconds: number) =>
  jsonResponse(
    429,
    { error: MESSAGES.rateLimited, retry_after: retryAfterSeconds },
    { 'Retry-After': String(retryAfterSeconds) },
  )

async function limited(name: RateLimitName, key: string): Promise<Response | null> {
  const result = await consumeRateLimit(name, key)
  return result.ok ? null : tooMany(result.retryAfterSeconds)
}

/** How long a shopper is asked to wait when the database cannot be reached. */
const UNAVAILABLE_RETRY_SECONDS = 30

const unavailable = () =>
  jsonResponse(
    503,
    { error: MESSAGES.unavailable, retry_after: UNAVAILABLE_RETRY_SECONDS },
    { 'Retry-After': String(UNAVAILABLE_RETRY_SECONDS) },
  )

/**
 * Runs a handler; anything unexpected is logged and answered without claiming success: 503 (try again shortly)
 * when the database cannot be reached, else 500.
 */
async function guarded(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run()
  } catch (error) {
    const validation = payloadValidationErrors(error)
    if (validation) {
      // Payload checks relationships against the database; when it cannot reach it, a valid dealership or car
      // comes back as an "invalid selection". Only a reachable database makes it the shopper's mistake.
      if (!(await databaseReachable())) return unavailable()
      return invalid(validation)
    }
    if (isDatabaseUnavailable(error)) {
      console.error(
        `lead intake: database unavailable (${error instanceof Error ? error.message.slice(0, 200) : String(error)})`,
      )
      return unavailable()
    }
    await logIntakeFailure(error)
    return jsonResponse(500, { error: FORM_SUBMIT_ERROR })
  }
}

/** A step ends the request with its answer, or hands the next step what it found. */
type Halt = { response: Response }
const halted = (step: object): step is Halt => 'response' in step

interface Parsed {
  raw: Record<string, unknown>
  kind: LeadFormKind
  envelope: SubmissionEnvelope
}

/** 1. The request: same origin, a JSON body, an envelope naming a form that exists. */
async function parseRequest(request: Request): Promise<Halt | Parsed> {
  if (!isSameOrigin(request.headers)) return { response: jsonResponse(403, { error: MESSAGES.crossOrigin }) }
  const body = await readJsonBody(request)
  if ('response' in body) return body
  const read = readEnvelope(body.value)
  if (!read.ok) return { response: invalid(read.errors) }
  return { raw: body.value, ...read.value }
}

interface Admitted {
  site: Site
  signedIn: string | null
}

/** 2. The site and the sender: the form is offered here, sign-in where gated, the per-IP rate, the honeypot. */
async function admit(request: Request, { raw, kind, envelope }: Parsed): Promise<Halt | Admitted> {
  const resolved = await siteForApiRequest(request, { site: envelope.site })
  if ('response' in resolved) return resolved
  const { site } = resolved
  if (!formOffered(kind, site))
    return { response: invalid([{ field: 'form', message: `form: ${kind} is not offered on this site.` }]) }
  // Gated mode (spec §2, §6): the server decides, whatever the page showed.
  const needsSignIn = formNeedsSignIn(kind, site)
  const signedIn = needsSignIn ? await signedInPhone(request.headers) : null
  if (needsSignIn && !signedIn)
    return { response: jsonResponse(401, { error: MESSAGES.signInRequired, sign_in: true }) }
  const ipLimited = await limited('submit-ip', `${site.id}:${clientIp(request.headers)}`)
  if (ipLimited) return { response: ipLimited }
  const robot = honeypotErrors(raw)
  if (robot.length > 0) return { response: invalid(robot) }
  return { site, signedIn }
}

interface Validated {
  data: SiteFormData
  car: Awaited<ReturnType<typeof loadSiteCar>>
  settings: FormSettings
  fields: FieldSpec[]
  values: LeadFormValues
  derived: Record<string, unknown>
}

/**
 * 3. The values: the form's settings rebuilt from the database with the named car (never trusted from the browser),
 * its schema and rules, then the per-phone rate.
 */
async function validate({ raw, kind }: Parsed, { site }: Admitted, now: Date): Promise<Halt | Validated> {
  const carId = requestedCarId(raw)
  const [data, car] = await Promise.all([loadSiteFormData(site), carId !== null ? loadSiteCar(site, carId) : null])
  if (carId !== null && !car) return { response: invalid([{ field: 'car_id', message: MESSAGES.carNotFound }]) }
  const settings = formSettingsFor(kind, data, car)
  const fields = leadFormFields(settings)
  const parsed = leadFormSchema(settings, fields).safeParse(cleanInput(raw))
  if (!parsed.success) return { response: invalid(fieldErrorsOf(parsed.error)) }
  const values = parsed.data
  const rules = applyFormRules(kind, site, car, values, now)
  if (!rules.ok) return { response: invalid(rules.errors) }
  const phone = typeof values.phone === 'string' ? normalisePhone(values.phone, settings.phoneCountry) : null
  if (phone) {
    const phoneLimited = await limited('submit-phone', `${site.id}:${phone.e164}`)
    if (phoneLimited) return { response: phoneLimited }
  }
  return { data, car, settings, fields, values, derived: rules.derived }
}

/** 4. The lead as stored: the trade-in's valuation, then composeLead. */
async function compose(
  request: Request,
  { kind, envelope }: Parsed,
  { signedIn }: Admitted,
  { data, car, settings, fields, values, derived }: Validated,
  deps: IntakeDeps,
  now: Date,
): Promise<LeadData> {
  const valuation =
    kind === 'trade-in'
      ? await (deps.valuation ?? valuationFromEnv()).value(
          {
            year: parseWholeNumber(String(values.trade_year)) ?? now.getFullYear(),
            make: String(values.trade_make),
            model: String(values.trade_model),
            kms: parseWholeNumber(String(values.kms)) ?? 0,
            adjustmentAnswers: adjustmentAnswersOf(values),
          },
          now,
        )
      : null
  return composeLead({
    settings,
    fields,
    values,
    envelope,
    manufacturerSlug: await leadManufacturerSlug(data.site, car, values.model),
    dealershipIdBySlug: new Map(data.dealerships.map((d) => [d.slug, d.id])),
    dealershipIdByLocation: dealershipIdByLocation(data.locations),
    carDealershipId: car ? (typeof car.dealership === 'object' ? car.dealership.id : car.dealership) : null,
    carVin: car?.vin ?? null,
    userAgent: request.headers.get('user-agent'),
    now,
    valuation,
    derived: signedIn ? { ...derived, signed_in_phone: signedIn } : derived,
  })
}

/**
 * POST /api/leads/submit: one endpoint for every form. parseRequest → admit (site, sign-in, rate, honeypot) →
 * validate (the form's schema rebuilt from the database) → compose → store (Postgres, with its delivery job) →
 * answer with the lead_id, only once the lead is stored.
 */
export async function submitLead(request: Request, deps: IntakeDeps = {}): Promise<Response> {
  return guarded(async () => {
    const parsed = await parseRequest(request)
    if (halted(parsed)) return parsed.response
    const admitted = await admit(request, parsed)
    if (halted(admitted)) return admitted.response
    const now = (deps.now ?? (() => new Date()))()
    const validated = await validate(parsed, admitted, now)
    if (halted(validated)) return validated.response
    const lead = await compose(request, parsed, admitted, validated, deps, now)
    const stored = await storeLead(admitted.site.id, lead)
    if (!stored) return unavailable()
    const event = leadEvent(parsed.kind, validated.settings.car, lead.category)
    return jsonResponse(201, storedLeadBody(parsed.kind, stored.id, lead, event, stored.reference ?? null))
  })
}

/**
 * The admission of the follow-up and lookup POSTs: same origin, a JSON body the schema accepts, the site from the
 * host (or the body's `site` on the platform host), the site's own refusal if any (`refuse`, before a point is
 * taken), then the per-IP limit.
 */
async function admitJson<T extends { site?: string }>(
  request: Request,
  schema: z.ZodType<T>,
  limit: RateLimitName,
  refuse?: (site: Site, data: T) => Response | null,
): Promise<Halt | { site: Site; data: T }> {
  if (!isSameOrigin(request.headers)) return { response: jsonResponse(403, { error: MESSAGES.crossOrigin }) }
  const body = await readJsonBody(request)
  if ('response' in body) return body
  const parsed = schema.safeParse(body.value)
  if (!parsed.success) return { response: invalid(fieldErrorsOf(parsed.error)) }
  const resolved = await siteForApiRequest(request, { site: parsed.data.site })
  if ('response' in resolved) return resolved
  const refused = refuse?.(resolved.site, parsed.data)
  if (refused) return { response: refused }
  const ipLimited = await limited(limit, `${resolved.site.id}:${clientIp(request.headers)}`)
  if (ipLimited) return { response: ipLimited }
  return { site: resolved.site, data: parsed.data }
}

const offerAcceptedSchema = z.object({
  site: z.string().max(LIMITS.short).optional(),
  lead_id: z.number({ error: 'lead_id is required.' }).int().positive(),
  follow_up_token: z.string({ error: 'follow_up_token is required.' }).max(100),
  category: z.string().max(LIMITS.short).optional(),
  subcategory: z.literal(OFFER_ACCEPTED_SUBCATEGORY, { error: `subcategory must be '${OFFER_ACCEPTED_SUBCATEGORY}'.` }),
  form_completed: z.boolean().optional(),
  offer_accepted: z.literal(true, { error: 'offer_accepted must be true.' }),
})

/**
 * POST /api/leads/offer-accepted: the trade-in follow-up (spec §7: category, subcategory '3. Offer Accepted',
 * lead_id, form_completed, offer_accepted). Marks the lead's offer accepted and delivers it to the CRM again.
 */
export async function acceptOffer(request: Request, deps: IntakeDeps = {}): Promise<Response> {
  return guarded(async () => {
    const admitted = await admitJson(request, offerAcceptedSchema, 'follow-up-ip')
    if (halted(admitted)) return admitted.response
    const { lead_id: leadId, follow_up_token: token } = admitted.data
    if (!isFollowUpToken(leadId, token)) return jsonResponse(403, { error: MESSAGES.followUpDenied })

    const now = (deps.now ?? (() => new Date()))()
    const siteId = admitted.site.id
    const found = await findSiteLead(siteId, leadId)
    if (!found || found.form !== 'trade-in' || !(found.tradeIn?.offerPrice && found.tradeIn.offerPrice > 0)) {
      return jsonResponse(404, { error: MESSAGES.followUpDenied })
    }
    const lead = await markOfferAccepted(siteId, leadId, now)
    if (!lead) return jsonResponse(404, { error: MESSAGES.followUpDenied })
    const v = lead.vehicle
    const event = offerAcceptedEvent(
      v?.make && v.model
        ? {
            car_type: (v.carType as 'new' | 'used' | 'demo') ?? 'used',
            tag: v.tag ?? null,
            make: v.make,
            model: v.model,
            year: v.year ?? null,
            km: v.km ?? null,
            badge: v.badge ?? null,
          }
        : null,
    )
    return jsonResponse(200, {
      lead_id: lead.id,
      offer_accepted: true,
      event: { id: event.eventId, params: event.params },
    })
  })
}

/**
 * POST /api/miscellaneous: the trade-in valuation saved with column_name 'valuation' (spec §7, one site mode only:
 * miscellaneous.ts valuationSaveOn). The lead's follow-up token admits it; what is stored is the lead's own
 * valuation (valuationRecord), under lead.fields.valuation.
 */
export async function saveMiscellaneous(request: Request, deps: IntakeDeps = {}): Promise<Response> {
  return guarded(async () => {
    const admitted = await admitJson(request, miscellaneousSchema, 'follow-up-ip', (site) =>
      (deps.saveValuationOn ?? valuationSaveOn)(site)
        ? null
        : jsonResponse(404, { error: `column_name: ${VALUATION_COLUMN} is not saved on this site.` }),
    )
    if (halted(admitted)) return admitted.response
    const { lead_id: leadId, follow_up_token: token } = admitted.data
    if (!isFollowUpToken(leadId, token)) return jsonResponse(403, { error: MESSAGES.followUpDenied })
    const lead = await findSiteLead(admitted.site.id, leadId)
    if (!lead || lead.form !== 'trade-in') return jsonResponse(404, { error: MESSAGES.followUpDenied })
    const value = valuationRecord(lead, (deps.now ?? (() => new Date()))())
    await saveLeadColumn(lead, VALUATION_COLUMN, value)
    return jsonResponse(200, {
      success: true,
      message: VALUATION_SAVED,
      lead_id: leadId,
      column_name: VALUATION_COLUMN,
      value,
    })
  })
}

const regoSchema = z.object({
  site: z.string().max(LIMITS.short).optional(),
  rego: z
    .string({ error: 'rego is required.' })
    .trim()
    .min(1, { error: 'Rego is required.' })
    .max(LIMITS.rego, { error: MESSAGES.tooLong('Rego', LIMITS.rego) })
    .regex(/^[A-Za-z0-9 -]+$/, { error: 'Rego may contain letters, digits, spaces and dashes only.' }),
  regoState: z
    .string({ error: 'Please choose a valid state.' })
    .trim()
    .toUpperCase()
    .max(LIMITS.short, { error: 'Please choose a valid state.' }),
})

/** The states a plate can be issued in on this site: Australian states, or US states on an en-US site. */
const plateStates = (locale: string | null | undefined): readonly string[] =>
  locale === 'en-US' ? US_STATES : REGO_STATES

/** POST /api/leads/rego-lookup: rego and regoState → the car (spec §7 rego lookup), through the configured adapter. */
export async function lookupRego(request: Request, deps: IntakeDeps = {}): Promise<Response> {
  return guarded(async () => {
    const admitted = await admitJson(request, regoSchema, 'lookup-ip', (site, { regoState }) =>
      plateStates(site.locale).includes(regoState)
        ? null
        : invalid([{ field: 'regoState', message: 'Please choose a valid state.' }]),
    )
    if (halted(admitted)) return admitted.response
    const { rego, regoState } = admitted.data
    const vehicle = await (deps.regoLookup ?? regoLookupFromEnv()).lookup(rego, regoState)
    return jsonResponse(200, vehicle ? { found: true, ...vehicle } : { found: false })
  })
}
