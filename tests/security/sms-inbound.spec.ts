import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { inboundSmsSecret, twilioSignature } from '../../src/shopper/smsSignature'
import { dataDir, port, send, SITE_A } from './http'

/**
 * Issue 30.2 "STOP for SMS": POST /api/sms/inbound unsubscribes a phone number from every site's SMS alerts. Anyone
 * can reach it, so only a request signed with the provider's key may change anything: otherwise one request per
 * number would unsubscribe every shopper of every dealer.
 */
const HOOK = '/api/sms/inbound'
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString()
const serverSecret = () => {
  const { payloadSecret } = JSON.parse(fs.readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as {
    payloadSecret: string
  }
  return inboundSmsSecret({ PAYLOAD_SECRET: payloadSecret })!
}

function stop(site: string | undefined, signature: string | null, fields = { From: '+61412555399', Body: 'STOP' }) {
  return send(HOOK, {
    method: 'POST',
    site,
    raw: form(fields),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-proto': 'http',
      ...(signature === null ? {} : { 'x-twilio-signature': signature }),
    },
  })
}

test('sms STOP: an unsigned or forged opt-out is refused (403 naming X-Twilio-Signature) on every host', async () => {
  const fields = { From: '+61412555399', Body: 'STOP' }
  for (const site of [undefined, SITE_A]) {
    const host = site ? `${site}.localhost:${port}` : `localhost:${port}`
    for (const signature of [
      null,
      '',
      'AAAA',
      twilioSignature('guessed-token', `http://${host}${HOOK}`, Object.entries(fields)),
    ]) {
      const answer = await stop(site, signature)
      expect(answer.status, `${host} ${String(signature)}`).toBe(403)
      expect(answer.json()).toMatchObject({ errors: [{ field: 'X-Twilio-Signature' }] })
    }
  }
})

test("sms STOP: the same request signed with the server's key is accepted (the 403s above were the signature)", async () => {
  const fields = { From: '+61412555399', Body: 'STOP' }
  const signature = twilioSignature(serverSecret(), `http://localhost:${port}${HOOK}`, Object.entries(fields))
  const answer = await stop(undefined, signature, fields)
  expect(answer.status).toBe(200)
  expect(answer.headers['content-type']).toContain('text/xml')
  // A signature over other fields (the attacker changed the number) does not carry over.
  const moved = await stop(undefined, signature, { From: '+61412555398', Body: 'STOP' })
  expect(moved.status).toBe(403)
})

test("alert links: a POST without the link's token, or with a made-up one, from anywhere, changes nothing (404)", async () => {
  for (const route of ['/api/alerts/unsubscribe', '/api/alerts/confirm'])
    for (const query of ['', '?token=', '?token=made-up-token-0000000000', '?token=%27%20OR%201%3D1--'])
      for (const origin of [{}, { origin: 'https://evil.example' }] as Record<string, string>[]) {
        const answer = await send(`${route}${query}`, {
          method: 'POST',
          site: SITE_A,
          raw: 'List-Unsubscribe=One-Click',
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...origin },
        })
        expect(answer.status, `${route}${query} ${JSON.stringify(origin)}`).toBe(404)
        expect(answer.headers['set-cookie']).toBeUndefined()
      }
})
