import fs from 'node:fs'
import path from 'node:path'
import { type Environment, environment } from '@/config/env'

/** Sends the sign-in SMS. Twilio when configured; the local default writes it to the server log and an outbox file. */
export interface SmsSender {
  name: string
  send(to: string, body: string): Promise<void>
}

function twilio(accountSid: string, authToken: string, from: string): SmsSender {
  return {
    name: 'twilio',
    async send(to, body) {
      const response = await fetch(`https://api.twilio.com/2010-04-01/Accounts/${accountSid}/Messages.json`, {
        method: 'POST',
        headers: {
          Authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ To: to, From: from, Body: body }),
      })
      if (!response.ok) throw new Error(`Twilio answered ${response.status}`)
    },
  }
}

/** DATA_DIR/outbox/sms.log: one JSON line a message, for developers (and the e2e suite) to read the code. */
function localOutbox(dir: string): SmsSender {
  return {
    name: `outbox ${dir}`,
    async send(to, body) {
      fs.mkdirSync(dir, { recursive: true })
      fs.appendFileSync(path.join(dir, 'sms.log'), `${JSON.stringify({ to, body, at: new Date().toISOString() })}\n`)
      console.info(`[sms] to ${to}: ${body}`)
    },
  }
}

const twilioConfigured = (env: Environment) =>
  Boolean(env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM)
// Not traced: a path only known at run time would make Next's tracing copy the whole project into the image.
const outboxDir = (env: Environment) =>
  path.join(/*turbopackIgnore: true*/ path.resolve(/*turbopackIgnore: true*/ env.DATA_DIR ?? '.data'), 'outbox')

export function smsSender(env: Environment = environment()): SmsSender {
  if (twilioConfigured(env)) return twilio(env.TWILIO_ACCOUNT_SID!, env.TWILIO_AUTH_TOKEN!, env.TWILIO_FROM!)
  return localOutbox(outboxDir(env))
}

export type OutboxMessage = { to: string; body: string; at: string }

/** The newest messages of the local outbox, newest first; null when texts really go out (Twilio). */
export function outboxMessages(limit: number, env: Environment = environment()): OutboxMessage[] | null {
  if (twilioConfigured(env)) return null
  const file = path.join(outboxDir(env), 'sms.log')
  if (!fs.existsSync(file)) return []
  const lines = fs.readFileSync(file, 'utf8').trim().split('\n').filter(Boolean)
  return lines
    .slice(-limit)
    .reverse()
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as OutboxMessage]
      } catch {
        return []
      }
    })
}
