import { Forbidden, NotFound, type Payload, ValidationError } from 'payload'
import { z } from 'zod'
import { isDatabaseUnavailable } from '../../lib/databaseUnavailable'
import { payloadClient } from '@/data/payloadClient'
import { normalisePhone } from '../../domain/phoneNumber'
import {
  FORM_ERRORS_HEADING,
  FORM_SUBMIT_ERROR,
  HONEYPOT_FIELD,
  isLeadFormKind,
  LIMITS,
  MESSAGES,
  OFFER_ACCEPTED_SUBCATEGORY,
  REGO_STATES,
} from '../constants'
import { offerAcceptedEvent } from '../events'
import { leadFormFields } from '../fields'
import { DELIVERY_EVENT, intakeContext } from '../intakeContext'
import { fieldErrorsOf, type FieldError, leadFormSchema, parseWholeNumber, submissionEnvelopeSchema } from '../schemas'
import { adjustmentAnswersOf } from '../tradeIn/adjustments'
import { regoLookupFromEnv, type RegoLookup } from '../tradeIn/regoLookup'
import { type ValuationService, valuationFromEnv } from '../tradeIn/valuation'
import { formOffered } from '../settings'
import { composeLead } from './composeLead'
import { formSettingsFor, loadSiteCar, loadSiteFormData } from './formContext'
import { applyFormRules, formNeedsSignIn } from './formRules'
import { signedInPhone } from '../../shopper/session'
import { isFollowUpToken, followUpToken } from './followUpToken'
import { leadEvent } from '../events'
import { consumeRateLimit, type RateLimitName } from './rateLimit'
import { clientIp, isSameOrigin, jsonResponse, readJsonBody } from '@/lib/requestGuards'
import { siteForApiRequest } from '@/lib/siteRequest'

export interface IntakeDeps {
  payload?: Payload
  regoLookup?: RegoLookup
  valuation?: ValuationService
  now?: () => Date
}

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g
const withoutControlCharacters = (value: string) => value.replace(CONTROL_CHARACTERS, '')

const invalid = (errors: FieldError[]) =>
  jsonResponse(400, { error: errors.length === 1 ? errors[0]!.message : FORM_ERRORS_HEADING, errors })

const tooMany = (retryAfterSeconds: number) =>
  jsonResponse(
    429,
    { error: MESSAGES.rateLimited, retry_after: retryAfterSeconds },
    { 'Retry-After': String(retryAfterSeconds) },
  )

async function limited(payload: Payload, name: RateLimitName, key: string): Promise<Response | null> {
  const result = await consumeRateLimit(payload, name, key)
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
 * Payload's Postgres adapter swallows a failed COMMIT (a connection dropped at that moment): the create returns a
 * document that was never stored. Read it back outside the transaction before answering with its id (an existence
 * check at the database adapter, which shows the shopper nothing).
 */
async function leadIsStored(payload: Payload, id: number): Promise<boolean> {
  const { totalDocs } = await payload.db.count({ collection: 'leads', where: { id: { equals: id } } })
  return totalDocs === 1
}

/**
 * The field errors of Payload's ValidationError. By shape as well as by class: in the Next.js build the class can
 * exist twice (two bundled copies), and `instanceof` then misses it.
 */
function payloadValidationErrors(error: unknown): FieldError[] | null {
  const shaped = error as { status?: unknown; data?: { errors?: unknown } } | null
  const errors =
    error instanceof ValidationError
      ? error.data.errors
      : shaped && shaped.status === 400 && Array.isArray(shaped.data?.errors)
        ? (shaped.data.errors as { path?: unknown; message?: unknown }[])
        : null
  return errors ? errors.map((e) => ({ field: String(e.path ?? 'form'), message: String(e.message ?? '') })) : null
}

async function databaseReachable(payload: Payload | undefined): Promise<boolean> {
  try {
    await (payload ?? (await payloadClient())).db.count({ collection: 'sites', where: {} })
    return true
  } catch {
    return false
  }
}

/**
 * Runs a handler; anything unexpected is logged and answered without claiming success: 503 (try again shortly)
 * when the database cannot be reached, else 500.
 */
async function guarded(payload: Payload | undefined, run: () => Promise<Response>): Promise<Response> {
  try {
    return await run()
  } catch (error) {
    const validation = payloadValidationErrors(error)
    if (validation) {
      // Payload checks relationships against the database; when it cannot reach it, a valid dealership or car
      // comes back as an "invalid selection". Only a reachable database makes it the shopper's mistake.
      if (!(await databaseReachable(payload))) return unavailable()
      return invalid(validation)
    }
    if (isDatabaseUnavailable(error)) {
      console.error(
        `lead intake: database unavailable (${error instanceof Error ? error.message.slice(0, 200) : String(error)})`,
      )
      return unavailable()
    }
    ;(payload ?? (await payloadClient().catch(() => null)))?.logger.error({ err: error }, 'lead intake failed')
    return jsonResponse(500, { error: FORM_SUBMIT_ERROR })
  }
}

/**
 * POST /api/leads/submit: one endpoint for every form. Checks origin, site, rate limits, honeypot and the form's
 * schema (rebuilt from the database, never trusted from the browser), writes the lead to Postgres with its
 * delivery job, and only then answers with the lead_id.
 */
export async function submitLead(request: Request, deps: IntakeDeps = {}): Promise<Response> {
  return guarded(deps.payload, async () => {
    if (!isSameOrigin(request.headers)) return jsonResponse(403, { error: MESSAGES.crossOrigin })
    const body = await readJsonBody(request)
    if ('response' in body) return body.response
    const raw = body.value

    const envelope = submissionEnvelopeSchema.safeParse(raw)
    if (!envelope.success) return invalid(fieldErrorsOf(envelope.error))
    const kind = envelope.data.form
    if (!isLeadFormKind(kind)) return invalid([{ field: 'form', message: 'form: no such form.' }])

    const resolved = await siteForApiRequest(request, { site: envelope.data.site })
    if ('response' in resolved) return resolved.response
    const { site } = resolved
    const payload = deps.payload ?? (await payloadClient())
    if (!formOffered(kind, site))
      return invalid([{ field: 'form', message: `form: ${kind} is not offered on this site.` }])
    // Gated mode (spec §2, §6): the server decides, whatever the page showed.
    const needsSignIn = formNeedsSignIn(kind, site)
    const signedIn = needsSignIn ? await signedInPhone(payload, request.headers) : null
    if (needsSignIn && !signedIn) return jsonResponse(401, { error: MESSAGES.signInRequired, sign_in: true })

    const ipLimited = await limited(payload, 'submit-ip', `${site.id}:${clientIp(request.headers)}`)
    if (ipLimited) return ipLimited

    const honeypot = raw[HONEYPOT_FIELD]
    if (honeypot !== undefined && honeypot !== '' && honeypot !== null)
      return invalid([{ field: HONEYPOT_FIELD, message: MESSAGES.honeypot }])

    const [data, car] = await Promise.all([
      loadSiteFormData(site),
      raw.car_id !== undefined && raw.car_id !== '' ? loadSiteCar(site, raw.car_id) : null,
    ])
    if (raw.car_id !== undefined && raw.car_id !== '' && !car)
      return invalid([{ field: 'car_id', message: MESSAGES.carNotFound }])

    const settings = formSettingsFor(kind, data, car)
    const fields = leadFormFields(settings)
    // JSON clients may send numbers for text inputs (car_id: 12, kms: 45000); the form itself sends strings.
    // Control characters (other than line breaks and tabs) have no place in a lead and are dropped.
    const input = Object.fromEntries(
      Object.entries(raw).map(([k, v]) => [
        k,
        typeof v === 'number' && Number.isFinite(v)
          ? String(v)
          : typeof v === 'string'
            ? withoutControlCharacters(v)
            : v,
      ]),
    )
    const parsed = leadFormSchema(settings, fields).safeParse(input)
    if (!parsed.success) return invalid(fieldErrorsOf(parsed.error))
    const values = parsed.data
    const now = (deps.now ?? (() => new Date()))()
    const rules = applyFormRules(kind, site, car, values, now)
    if (!rules.ok) return invalid(rules.errors)

    const phone = typeof values.phone === 'string' ? normalisePhone(values.phone, settings.phoneCountry) : null
    if (phone) {
      const phoneLimited = await limited(payload, 'submit-phone', `${site.id}:${phone.e164}`)
      if (phoneLimited) return phoneLimited
    }

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

    const dealershipIdByLocation = new Map<number, number>()
    for (const location of data.locations) {
      const dealership = typeof location.dealership === 'object' ? location.dealership.id : location.dealership
      dealershipIdByLocation.set(location.id, dealership)
    }
    const leadData = composeLead({
      settings,
      fields,
      values,
      envelope: envelope.data,
      dealershipIdBySlug: new Map(data.dealerships.map((d) => [d.slug, d.id])),
      dealershipIdByLocation,
      carDealershipId: car ? (typeof car.dealership === 'object' ? car.dealership.id : car.dealership) : null,
      carVin: car?.vin ?? null,
      userAgent: request.headers.get('user-agent'),
      now,
      valuation,
      derived: signedIn ? { ...rules.derived, signed_in_phone: signedIn } : rules.derived,
    })

    const lead = await payload.create({
      collection: 'leads',
      data: leadData,
      overrideAccess: false,
      context: intakeContext({ siteId: site.id }),
      depth: 0,
    })
    if (!(await leadIsStored(payload, lead.id))) {
      console.error(`lead intake: lead ${lead.id} was not stored (commit lost); answered 503`)
      return unavailable()
    }

    const event = leadEvent(kind, settings.car, leadData.category)
    return jsonResponse(201, {
      lead_id: lead.id,
      message: MESSAGES.success,
      event: { id: event.eventId, params: event.params },
      ...(kind === 'trade-in'
        ? {
            follow_up_token: followUpToken(lead.id),
            valuation: {
              id: leadData.tradeIn?.valuationId ?? null,
              offer_price: leadData.tradeIn?.offerPrice ?? null,
              price: leadData.tradeIn?.carPrice ?? null,
              reducedPrice: leadData.tradeIn?.reducedPrice ?? null,
            },
          }
        : {}),
    })
  })
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
  return guarded(deps.payload, async () => {
    if (!isSameOrigin(request.headers)) return jsonResponse(403, { error: MESSAGES.crossOrigin })
    const body = await readJsonBody(request)
    if ('response' in body) return body.response
    const parsed = offerAcceptedSchema.safeParse(body.value)
    if (!parsed.success) return invalid(fieldErrorsOf(parsed.error))
    const resolved = await siteForApiRequest(request, { site: parsed.data.site })
    if ('response' in resolved) return resolved.response
    const payload = deps.payload ?? (await payloadClient())
    const ipLimited = await limited(payload, 'follow-up-ip', `${resolved.site.id}:${clientIp(request.headers)}`)
    if (ipLimited) return ipLimited

    const { lead_id: leadId } = parsed.data
    if (!isFollowUpToken(leadId, parsed.data.follow_up_token))
      return jsonResponse(403, { error: MESSAGES.followUpDenied })

    const now = (deps.now ?? (() => new Date()))()
    const context = { ...intakeContext({ siteId: resolved.site.id, leadId }), [DELIVERY_EVENT]: 'offer-accepted' }
    // Access limits the follow-up to this lead on this site; another site's lead is simply not found.
    const found = await payload
      .findByID({ collection: 'leads', id: leadId, overrideAccess: false, context, depth: 0, disableErrors: true })
      .catch((error: unknown) =>
        error instanceof Forbidden || error instanceof NotFound ? null : Promise.reject(error),
      )
    if (!found || found.form !== 'trade-in' || !(found.tradeIn?.offerPrice && found.tradeIn.offerPrice > 0)) {
      return jsonResponse(404, { error: MESSAGES.followUpDenied })
    }
    const lead = await payload.update({
      collection: 'leads',
      id: leadId,
      data: {
        subcategory: OFFER_ACCEPTED_SUBCATEGORY,
        tradeIn: { offerAccepted: true, offerAcceptedAt: now.toISOString() },
      },
      overrideAccess: false,
      context,
      depth: 0,
    })
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

const regoSchema = z.object({
  site: z.string().max(LIMITS.short).optional(),
  rego: z
    .string({ error: 'rego is required.' })
    .trim()
    .min(1, { error: 'Rego is required.' })
    .max(LIMITS.rego, { error: MESSAGES.tooLong('Rego', LIMITS.rego) })
    .regex(/^[A-Za-z0-9 -]+$/, { error: 'Rego may contain letters, digits, spaces and dashes only.' }),
  regoState: z.enum(REGO_STATES, { error: 'Please choose a valid state.' }),
})

/** POST /api/leads/rego-lookup: rego and regoState → the car (spec §7 rego lookup), through the configured adapter. */
export async function lookupRego(request: Request, deps: IntakeDeps = {}): Promise<Response> {
  return guarded(deps.payload, async () => {
    if (!isSameOrigin(request.headers)) return jsonResponse(403, { error: MESSAGES.crossOrigin })
    const body = await readJsonBody(request)
    if ('response' in body) return body.response
    const parsed = regoSchema.safeParse(body.value)
    if (!parsed.success) return invalid(fieldErrorsOf(parsed.error))
    const resolved = await siteForApiRequest(request, { site: parsed.data.site })
    if ('response' in resolved) return resolved.response
    const payload = deps.payload ?? (await payloadClient())
    const ipLimited = await limited(payload, 'lookup-ip', `${resolved.site.id}:${clientIp(request.headers)}`)
    if (ipLimited) return ipLimited
    const vehicle = await (deps.regoLookup ?? regoLookupFromEnv()).lookup(parsed.data.rego, parsed.data.regoState)
    return jsonResponse(200, vehicle ? { found: true, ...vehicle } : { found: false })
  })
}
