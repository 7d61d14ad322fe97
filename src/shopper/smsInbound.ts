import type { Payload } from 'payload'
import { environment, type Environment } from '@/config/env'
import { stopSmsAlerts } from '@/data/alerts'
import { alertsPayload } from '@/data/alertRequests'
import { normalisePhone } from '@/domain/phoneNumber'
import { smsReply } from '@/domain/smsReply'
import { jsonResponse } from './http'
import { inboundSmsSecret, validTwilioSignature } from './smsSignature'

export const INBOUND_SMS_PATH = '/api/sms/inbound'
/** An inbound text's form is a few hundred bytes; anything far larger is not Twilio. */
const MAX_BODY_BYTES = 16 * 1024

const fieldError = (status: number, field: string, message: string) =>
  jsonResponse(status, { error: message, errors: [{ field, message }] })

/** TwiML with no message: Twilio's own opt-out confirmation (Advanced Opt-Out) answers STOP and HELP. */
const twiml = () =>
  new Response('<?xml version="1.0" encoding="UTF-8"?><Response></Response>', {
    status: 200,
    headers: { 'content-type': 'text/xml; charset=utf-8', 'cache-control': 'no-store' },
  })

/**
 * The URLs Twilio may have signed: the one the operator configured (PUBLIC_SERVER_URL + path, as docs/deployment.md
 * says) and the one this request arrived at. Both need the secret, so accepting either widens nothing.
 */
function signedUrls(request: Request, env: Environment): string[] {
  const url = new URL(request.url)
  const urls = [url.toString()]
  const publicUrl = env.PUBLIC_SERVER_URL?.replace(/\/$/, '')
  if (publicUrl) urls.push(`${publicUrl}${url.pathname}${url.search}`)
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host')
  const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim()
  if (host && proto) urls.push(`${proto}://${host}${url.pathname}${url.search}`)
  return [...new Set(urls)]
}

/**
 * POST /api/sms/inbound: a shopper's reply to a text, as Twilio delivers it (a signed form). STOP and its synonyms
 * end the SMS alerts of that phone on every site at once (issue 30.2; Spam Act 2003 s 18, TCPA); everything else is
 * recorded in the log only. Unsigned or wrongly signed requests change nothing: anyone could otherwise unsubscribe
 * any phone number.
 */
export async function receiveInboundSms(
  request: Request,
  payloadOf: () => Promise<Payload> = alertsPayload,
  env: Environment = environment(),
): Promise<Response> {
  const secret = inboundSmsSecret(env)
  if (!secret) return jsonResponse(404, { error: 'Inbound texts are not configured.' })
  const type = request.headers.get('content-type') ?? ''
  if (!type.startsWith('application/x-www-form-urlencoded'))
    return fieldError(
      415,
      'content-type',
      'content-type: send the form Twilio sends (application/x-www-form-urlencoded).',
    )
  const raw = await request.text()
  if (Buffer.byteLength(raw) > MAX_BODY_BYTES) return fieldError(413, 'body', 'body: larger than an inbound text.')
  const form = new URLSearchParams(raw)
  const params = [...form]
  const signature = request.headers.get('x-twilio-signature')
  if (!signedUrls(request, env).some((url) => validTwilioSignature(secret, signature, url, params)))
    return fieldError(403, 'X-Twilio-Signature', 'X-Twilio-Signature: missing, or not signed by the SMS provider.')
  const from = normalisePhone(form.get('From') ?? '', 'AU')
  if (!from) return fieldError(400, 'From', 'From: not a phone number.')
  const reply = smsReply(form.get('Body') ?? '')
  const payload = await payloadOf()
  if (reply === 'stop') {
    const sites = await stopSmsAlerts(payload, from.e164)
    payload.logger.info({ sites, messageSid: form.get('MessageSid') }, 'sms STOP: alerts to this phone ended')
  } else {
    // START does not send alerts again: the shopper turns them on on the site, where consent is recorded.
    payload.logger.info({ reply, messageSid: form.get('MessageSid') }, 'sms reply received')
  }
  return twiml()
}
