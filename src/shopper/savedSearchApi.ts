import { createHash, randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import type { Site } from '@/payload-types'
import { alertConsentText, type AlertChannel } from '@/domain/alertDigest'
import { savedSearchName, searchSummary } from '@/domain/savedSearchMatch'
import { EMAIL_SAVE_LIMITS, SAVED_SEARCH_LIMITS, savedSearchMode, savedSearchState } from '@/domain/savedSearchInput'
import type { Locale } from '@/domain/types'
import { clientIp } from '@/lib/requestGuards'
import { siteForApiRequest } from '@/lib/siteRequest'
import { isMailAddress } from '@/platform/mail/address'
import { leadMailFrom } from '@/leads/delivery/config'
import { mailTransportFromEnv } from '@/platform/mail/transport'
import {
  alertSubscription,
  type AlertSubscription,
  confirmAlertEmail,
  confirmPendingSavedSearch,
  createPendingSavedSearch,
  createSavedSearch,
  ensureEmailSubscription,
  deleteSavedSearch,
  saveAlertSubscription,
  savedSearchesOf,
  siteForAlerts,
  unsubscribeAlerts,
  updateSavedSearch,
} from '@/data/alerts'
import { alertsPayload } from '@/data/alertRequests'
import { takeSendNow } from '@/data/rateLimits'
import { confirmEmailUrl } from './alertLinks'
import { hasShopperAlerts } from './alertSwitch'
import { jsonResponse, shopperRequest } from './http'
import { parsePositiveId } from './ids'
import { signedInPhone } from './session'

export const SAVED_SEARCH_MESSAGES = {
  signedOut: 'Please sign in to save searches.',
  off: 'This site has no saved searches.',
  byEmail: 'This site saves searches by e-mail: use /api/saved-searches/email.',
  byPhone: 'This site saves searches for signed-in shoppers: use /api/saved-searches/save.',
  checkEmail: 'Check your e-mail: press the link in it to start alerts for this search.',
  notFound: 'id: no saved search of yours has this id.',
  tooMany: `state: you have ${SAVED_SEARCH_LIMITS.perShopper} saved searches; delete one to save another.`,
} as const

const fieldError = (status: number, field: string, message: string) =>
  jsonResponse(status, { success: false, error: message, errors: [{ field, message }] })

type Shopper = { site: Site; body: Record<string, unknown>; phone: string; payload: Payload }

/** A signed-in shopper's POST on a site with saved searches; otherwise the response to send. */
async function shopperOfSite(request: Request): Promise<Shopper | { response: Response }> {
  const req = await shopperRequest(request)
  if ('response' in req) return req
  if (!hasShopperAlerts(req.site))
    return { response: jsonResponse(404, { success: false, error: SAVED_SEARCH_MESSAGES.off }) }
  if (savedSearchMode(req.site.cards) !== 'phone')
    return { response: jsonResponse(404, { success: false, error: SAVED_SEARCH_MESSAGES.byEmail }) }
  const phone = await signedInPhone(request.headers)
  if (!phone) return { response: jsonResponse(401, { success: false, error: SAVED_SEARCH_MESSAGES.signedOut }) }
  return { ...req, phone, payload: await alertsPayload() }
}

/** What the shopper sees of their alert choice (never the tokens). */
export function alertChoice(subscription: AlertSubscription | null) {
  if (!subscription || subscription.unsubscribedAt) return null
  return {
    channel: subscription.channel,
    email: subscription.email,
    emailConfirmed: subscription.channel === 'sms' || subscription.emailConfirmedAt !== null,
    consentAt: subscription.consentAt,
  }
}

async function answer(shopper: Shopper, extra: Record<string, unknown> = {}) {
  const [searches, subscription] = await Promise.all([
    savedSearchesOf(shopper.payload, shopper.site.id, shopper.phone),
    alertSubscription(shopper.payload, shopper.site.id, shopper.phone),
  ])
  return jsonResponse(200, { success: true, ...extra, saved_searches: searches, alerts: alertChoice(subscription) })
}

/** POST /api/saved-searches/save { state, name? }: saves the search page's current search for the signed-in shopper. */
export async function saveSearch(request: Request): Promise<Response> {
  const shopper = await shopperOfSite(request)
  if ('response' in shopper) return shopper.response
  const state = savedSearchState(shopper.body.state)
  if (!state.ok) return fieldError(400, state.field, state.message)
  const name = savedSearchName(shopper.body.name, searchSummary(state.value))
  if (name === null) return fieldError(400, 'name', 'name: a name of 1 to 80 characters.')
  const saved = await createSavedSearch(shopper.payload, {
    siteId: shopper.site.id,
    phone: shopper.phone,
    name,
    state: state.value,
    max: SAVED_SEARCH_LIMITS.perShopper,
  })
  if (!saved) return fieldError(400, 'state', SAVED_SEARCH_MESSAGES.tooMany)
  return answer(shopper, { saved_search: saved })
}

/** POST /api/saved-searches/update { id, name?, paused? } and /delete { id }: only the shopper's own, on this site. */
export async function changeSavedSearch(request: Request, action: 'update' | 'delete'): Promise<Response> {
  const shopper = await shopperOfSite(request)
  if ('response' in shopper) return shopper.response
  const id = parsePositiveId(shopper.body.id)
  if (id === null) return fieldError(400, 'id', 'id: a saved search id (a whole number) is required.')
  const key = { siteId: shopper.site.id, phone: shopper.phone, id }
  let found: boolean
  if (action === 'delete') found = await deleteSavedSearch(shopper.payload, key)
  else {
    const { name, paused } = shopper.body
    const newName = name === undefined ? undefined : savedSearchName(name === '' ? null : name, '')
    if (newName === null || newName === '') return fieldError(400, 'name', 'name: a name of 1 to 80 characters.')
    if (paused !== undefined && typeof paused !== 'boolean') return fieldError(400, 'paused', 'paused: true or false.')
    found = await updateSavedSearch(shopper.payload, key, { name: newName, paused })
  }
  if (!found) return fieldError(404, 'id', SAVED_SEARCH_MESSAGES.notFound)
  return answer(shopper)
}

const token = () => randomBytes(24).toString('base64url')

/**
 * Issue 39.5: an e-mail shopper is keyed in the alert tables by a digest of the address (they have no phone): the
 * same address on a site is one shopper, and the key fits the tables' phone column. "e:" never starts a phone.
 */
export const emailShopperKey = (address: string) =>
  `e:${createHash('sha256').update(address.trim().toLowerCase()).digest('base64url').slice(0, 18)}`

const confirmationFrom = (site: Site) => leadMailFrom(site.domains?.[0]?.domain).replace(/^leads@/, 'alerts@')

/**
 * POST /api/saved-searches/email { state, name?, email, consent: true } on a site without phone sign-in: saves the
 * search waiting for the confirmation link mailed to the address (double opt-in). Nothing is matched or sent until
 * it is pressed. The confirmation e-mails keep their limits (per client, a back-off per address, per site).
 */
export async function saveSearchByEmail(request: Request): Promise<Response> {
  const req = await shopperRequest(request)
  if ('response' in req) return req.response
  const { site, body } = req
  const mode = savedSearchMode(site.cards)
  if (mode === null) return jsonResponse(404, { success: false, error: SAVED_SEARCH_MESSAGES.off })
  if (mode === 'phone') return jsonResponse(404, { success: false, error: SAVED_SEARCH_MESSAGES.byPhone })
  const state = savedSearchState(body.state)
  if (!state.ok) return fieldError(400, state.field, state.message)
  const name = savedSearchName(body.name, searchSummary(state.value))
  if (name === null) return fieldError(400, 'name', 'name: a name of 1 to 80 characters.')
  const address = typeof body.email === 'string' ? body.email.trim().toLowerCase() : ''
  if (!address || address.length > 320 || !isMailAddress(address))
    return fieldError(400, 'email', 'email: enter a valid e-mail address.')
  if (body.consent !== true) return fieldError(400, 'consent', 'consent: tick the box to agree to receive alerts.')
  const refused = await confirmationRefused('saved-search-confirmation', request, address, site.id)
  if (refused) return refused
  const payload = await alertsPayload()
  const key = emailShopperKey(address)
  const confirm = token()
  const saved = await createPendingSavedSearch(payload, {
    siteId: site.id,
    key,
    name,
    state: state.value,
    token: confirm,
    max: SAVED_SEARCH_LIMITS.perShopper,
    ...EMAIL_SAVE_LIMITS,
  })
  if (!saved) return fieldError(400, 'state', SAVED_SEARCH_MESSAGES.tooMany)
  await ensureEmailSubscription(payload, {
    siteId: site.id,
    key,
    email: address,
    consentText: alertConsentText('email', site.name, (site.locale ?? 'en-AU') as Locale),
    unsubscribeToken: token(),
  })
  const mailed = await mailTransportFromEnv()
    .send({
      from: confirmationFrom(site),
      to: address,
      subject: `Confirm your saved search at ${site.name}`,
      text: [
        `Please confirm that you want car alerts from ${site.name} for your saved search "${name}":`,
        confirmEmailUrl(site, confirm),
        '',
        `At most one e-mail a day about new matching cars and price drops; every one has an unsubscribe link.`,
        'If you did not ask for this, ignore this e-mail: nothing will be sent.',
      ].join('\n'),
    })
    .then(
      () => true,
      (error: unknown) => {
        // The waiting save stays harmless (never matched, gone after its days); the shopper is told to try again.
        payload.logger.warn({ err: error, site: site.id }, 'saved-search confirmation e-mail not sent')
        return false
      },
    )
  if (!mailed)
    return jsonResponse(503, {
      success: false,
      error: 'The confirmation e-mail could not be sent. Please try again later.',
    })
  return jsonResponse(202, {
    success: true,
    pending: true,
    message: SAVED_SEARCH_MESSAGES.checkEmail,
    saved_search: { name: saved.name },
  })
}

/**
 * POST /api/alerts/preferences { channel: 'sms' | 'email', email?, consent: true }: how the shopper wants alerts,
 * with the consent wording they agreed to and its time. A new e-mail address gets a confirmation e-mail first
 * (double opt-in): nothing is sent to it until its link is opened.
 */
export async function setAlertPreferences(request: Request): Promise<Response> {
  const shopper = await shopperOfSite(request)
  if ('response' in shopper) return shopper.response
  const { channel, email, consent } = shopper.body
  if (channel !== 'sms' && channel !== 'email') return fieldError(400, 'channel', "channel: 'sms' or 'email'.")
  const address = typeof email === 'string' ? email.trim().toLowerCase() : ''
  if (channel === 'email' && (!address || address.length > 320 || !isMailAddress(address)))
    return fieldError(400, 'email', 'email: enter a valid e-mail address.')
  if (consent !== true) return fieldError(400, 'consent', 'consent: tick the box to agree to receive alerts.')
  const site = shopper.site
  const previous = await alertSubscription(shopper.payload, site.id, shopper.phone)
  const needsConfirming = channel === 'email' && !(previous?.email === address && previous.emailConfirmedAt !== null)
  if (needsConfirming) {
    const refused = await confirmationRefused('alert-email-confirmation', request, address, site.id)
    if (refused) return refused
  }
  const confirm = needsConfirming ? token() : null
  const saved = await saveAlertSubscription(shopper.payload, {
    siteId: site.id,
    phone: shopper.phone,
    channel: channel as AlertChannel,
    email: channel === 'email' ? address : null,
    consentText: alertConsentText(channel, site.name, (site.locale ?? 'en-AU') as Locale),
    confirmToken: confirm,
    unsubscribeToken: previous?.unsubscribeToken ?? token(),
  })
  if (confirm) {
    await mailTransportFromEnv().send({
      from: confirmationFrom(site),
      to: address,
      subject: `Confirm your car alerts from ${site.name}`,
      text: [
        `Please confirm that you want car alerts from ${site.name} at this address:`,
        confirmEmailUrl(site, confirm),
        '',
        'If you did not ask for them, ignore this e-mail: nothing will be sent.',
      ].join('\n'),
    })
  }
  return answer(shopper, { alerts_saved: alertChoice(saved) })
}

const page = (status: number, title: string, text: string, extra = '') =>
  new Response(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem"><h1>${title}</h1><p>${text}</p>${extra}</body></html>`,
    { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } },
  )

/** A page whose one button posts to the same URL (its token in the query): works without scripts. */
const buttonPage = (title: string, text: string, label: string) =>
  page(
    200,
    title,
    text,
    `<form method="post"><button type="submit" style="font:inherit;padding:.75rem 1.5rem;min-height:44px;border-radius:.5rem;border:0;background:#111;color:#fff;cursor:pointer">${label}</button></form>`,
  )

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

const tokenOf = (request: Request) => {
  const value = new URL(request.url).searchParams.get('token') ?? ''
  return /^[\w-]{16,64}$/.test(value) ? value : null
}

/**
 * The site whose host a link was opened on, or null (the platform's host, an unknown host). A token acts only there:
 * another dealer's host, or the platform's, cannot confirm or unsubscribe it. A request without a Host header (made
 * in-process) is read by its URL.
 */
async function linkSiteId(request: Request): Promise<number | null> {
  const headers = new Headers(request.headers)
  if (!headers.has('host')) headers.set('host', new URL(request.url).host)
  const resolved = await siteForApiRequest({ headers })
  return 'site' in resolved ? resolved.site.id : null
}

/**
 * GET /api/alerts/confirm?token=: the double opt-in link of the confirmation e-mail. Opening it shows one button;
 * pressing it confirms (POST). Mail scanners open every link in a message, and a GET that confirmed would opt people
 * in who never saw the e-mail.
 */
export async function confirmAlertEmailLink(request: Request): Promise<Response> {
  if (request.method !== 'POST')
    return tokenOf(request)
      ? buttonPage(
          'Confirm car alerts',
          'Press the button to confirm that you want car alerts at this address.',
          'Confirm alerts',
        )
      : page(404, 'Link not valid', 'This confirmation link is not valid or was already used.')
  const value = tokenOf(request)
  const siteId = value ? await linkSiteId(request) : null
  const payload = value && siteId !== null ? await alertsPayload() : null
  const done = payload && value && siteId !== null ? await confirmAlertEmail(payload, value, siteId) : null
  if (done)
    return page(200, 'Alerts confirmed', `Your car alerts will come to ${escapeHtml(done.email ?? 'your address')}.`)
  // Issue 39.5: else the link of an e-mail save, which starts that saved search.
  const site = payload && siteId !== null ? await siteForAlerts(payload, siteId) : null
  const started =
    payload && value && site && savedSearchMode(site.cards) === 'email'
      ? await confirmPendingSavedSearch(payload, {
          token: value,
          siteId: site.id,
          consentText: alertConsentText('email', site.name, (site.locale ?? 'en-AU') as Locale),
          max: SAVED_SEARCH_LIMITS.perShopper,
          pendingDays: EMAIL_SAVE_LIMITS.pendingDays,
        })
      : null
  if (!started) return page(404, 'Link not valid', 'This confirmation link is not valid or was already used.')
  return page(
    200,
    'Search saved',
    `Your saved search “${escapeHtml(started.name)}” is on: alerts about new matching cars will come to ${escapeHtml(started.email ?? 'your address')}.`,
  )
}

/**
 * /api/alerts/unsubscribe?token=: the unsubscribe link of every alert. GET shows one button that unsubscribes (a
 * form POST, no script needed): link scanners and message previews open links, and must not unsubscribe anyone.
 * POST unsubscribes: the button, and mail programs' one-click unsubscribe (RFC 8058: List-Unsubscribe-Post, body
 * "List-Unsubscribe=One-Click"), which Gmail and Yahoo require of bulk senders.
 */
export async function unsubscribeLink(request: Request): Promise<Response> {
  const value = tokenOf(request)
  if (request.method !== 'POST')
    return value
      ? buttonPage('Stop car alerts', 'Press the button and this site sends you no more car alerts.', 'Unsubscribe')
      : page(404, 'Link not valid', 'This unsubscribe link is not valid.')
  const siteId = value ? await linkSiteId(request) : null
  const done = value && siteId !== null ? await unsubscribeAlerts(await alertsPayload(), value, siteId) : null
  if (!done) return page(404, 'Link not valid', 'This unsubscribe link is not valid.')
  return page(200, 'Unsubscribed', 'You will get no more car alerts from this site.')
}

/** One confirmation e-mail taken from its limits (client, address, site), or the 429 that says when to try again. */
async function confirmationRefused(
  limit: 'saved-search-confirmation' | 'alert-email-confirmation',
  request: Request,
  address: string,
  siteId: number,
): Promise<Response | null> {
  const sent = await takeSendNow(limit, { sender: clientIp(request.headers), target: address, site: siteId })
  if (sent.ok) return null
  return jsonResponse(
    429,
    { success: false, error: 'Too many confirmation e-mails. Please try again later.' },
    { 'Retry-After': String(sent.retryAfterSeconds) },
  )
}
