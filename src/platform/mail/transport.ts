import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer, { type SentMessageInfo, type Transport, type Transporter } from 'nodemailer'
import type NodemailerMail from 'nodemailer/lib/mailer/mail-message'
import StreamTransport from 'nodemailer/lib/stream-transport'
import { isMailAddress } from './address'
import { environment, type Environment } from '@/config/env'

/** One lead e-mail: a plain-text body (the ADF/XML document) and a few X- headers. */
export interface MailMessage {
  from: string
  /** One address, or several (the staff notification). */
  to: string | string[]
  subject: string
  /** Plain-text body (here: the ADF/XML document). */
  text: string
  headers?: Record<string, string>
  /** Files sent with it (a shopper's appointment as an .ics). */
  attachments?: { filename: string; content: string; contentType: string }[]
  date?: Date
  messageId?: string
}

export interface MailTransport {
  /** Human-readable name for logs and the lead's delivery record. */
  readonly name: string
  send(message: MailMessage): Promise<{ messageId: string; where: string }>
}

export const outboxDir = (env: Environment = environment()) => path.resolve(env.DATA_DIR ?? '.data', 'outbox')

/**
 * The local default, as a nodemailer transport: nodemailer's stream transport builds the message (buffer: true) and
 * it is written to `dir` as an .eml file (open it with any mail app). Lead e-mails are named
 * `{time}-lead-{leadId}-{id}.eml`, everything else (password reset) `{time}-mail-{id}.eml`.
 */
export function outboxNodemailerTransport(dir: string): Transport {
  const stream = new StreamTransport({ streamTransport: true, buffer: true, newline: 'windows' })
  return {
    name: 'outbox',
    version: '1',
    send(mail: NodemailerMail, callback) {
      stream.send(mail, (error, info) => {
        if (error || !info?.message) return callback(error ?? new Error('The message could not be built'), undefined)
        const raw = info.message
        const leadId = mail.message.getHeader('X-Lead-Id')
        const date = mail.data.date ? new Date(mail.data.date) : new Date()
        const stamp = (Number.isNaN(date.getTime()) ? new Date() : date).toISOString().replace(/[:.]/g, '-')
        const id = info.messageId.replace(/[^\w]/g, '').slice(0, 12)
        const file = path.join(
          dir,
          leadId ? `${stamp}-lead-${leadId.replace(/[^\w-]/g, '')}-${id}.eml` : `${stamp}-mail-${id}.eml`,
        )
        // Write then rename, so a reader never sees half a message.
        fs.mkdir(dir, { recursive: true })
          .then(() => fs.writeFile(`${file}.tmp`, raw))
          .then(() => fs.rename(`${file}.tmp`, file))
          .then(
            () => callback(null, { ...info, path: file, response: `written to ${file}` }),
            (writeError: Error) => callback(writeError, undefined),
          )
      })
    },
  }
}

const loopback = (host: string) => host === 'localhost' || host === '::1' || /^127\./.test(host)

/**
 * The one mail transport of the platform (lead e-mails and Payload's own e-mails such as password reset).
 * SMTP when SMTP_HOST is set: SMTP_PORT (587, or 465 with SMTP_SECURE=true: TLS from the start), SMTP_USER and
 * SMTP_PASS (nodemailer picks AUTH PLAIN or LOGIN as the server offers), STARTTLS required unless
 * SMTP_REQUIRE_TLS=false (default: required except on loopback). Else the outbox under DATA_DIR.
 */
export function nodemailerTransportFromEnv(env: Environment = environment()): {
  name: string
  transporter: Transporter
} {
  if (env.SMTP_HOST) {
    const host = env.SMTP_HOST
    const port = Number(env.SMTP_PORT || (env.SMTP_SECURE === 'true' ? 465 : 587))
    const secure = env.SMTP_SECURE === 'true' || port === 465
    const requireTLS = env.SMTP_REQUIRE_TLS ? env.SMTP_REQUIRE_TLS !== 'false' : !loopback(host)
    return {
      name: `smtp ${host}:${port}`,
      transporter: nodemailer.createTransport({
        host,
        port,
        secure,
        requireTLS: !secure && requireTLS,
        ...(env.SMTP_USER ? { auth: { user: env.SMTP_USER, pass: env.SMTP_PASS ?? '' } } : {}),
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 30_000,
      }),
    }
  }
  const dir = outboxDir(env)
  return { name: `outbox ${dir}`, transporter: nodemailer.createTransport(outboxNodemailerTransport(dir)) }
}

/** An SMTP server's refusal, as staff may read it ('SMTP RCPT failed: 550 …'); network errors stay as they are. */
function smtpAnswer(error: unknown): Error {
  const e = error as { responseCode?: unknown; response?: unknown; command?: unknown }
  if (error instanceof Error && typeof e.responseCode === 'number' && typeof e.response === 'string') {
    const command = typeof e.command === 'string' && e.command !== 'CONN' ? e.command.split(' ')[0] : 'reply'
    return Object.assign(new Error(`SMTP ${command} failed: ${e.response.replace(/[\r\n]+/g, ' | ')}`), {
      cause: error,
    })
  }
  return error instanceof Error ? error : new Error(String(error))
}

/** Lead e-mails through a nodemailer transporter: one text/plain UTF-8 part, base64, with the lead's X- headers. */
export function mailTransport(name: string, transporter: Transporter): MailTransport {
  return {
    name,
    async send(message) {
      if (!isMailAddress(message.from)) throw new Error(`Invalid sender address: ${message.from}`)
      const to = Array.isArray(message.to) ? message.to : [message.to]
      const bad = to.length === 0 ? '(none)' : to.find((address) => !isMailAddress(address))
      if (bad !== undefined) throw new Error(`Invalid recipient address: ${bad}`)
      let info: SentMessageInfo
      try {
        info = await transporter.sendMail({
          from: message.from,
          to,
          subject: message.subject,
          text: message.text,
          textEncoding: 'base64',
          // base64 always (as before), so the ADF document arrives byte for byte, whatever its lines.
          // A multipart message (with an attachment) carries the encoding on its parts, never on the whole.
          headers: message.attachments?.length
            ? { ...message.headers }
            : { ...message.headers, 'Content-Transfer-Encoding': 'base64' },
          ...(message.attachments?.length ? { attachments: message.attachments } : {}),
          ...(message.date ? { date: message.date } : {}),
          ...(message.messageId ? { messageId: message.messageId } : {}),
        })
      } catch (error) {
        throw smtpAnswer(error)
      }
      const where =
        typeof info.path === 'string' ? info.path : `${name.replace(/^smtp /, '')}: ${info.response ?? 'accepted'}`
      return { messageId: info.messageId, where }
    },
  }
}

/** The local default: every message becomes an .eml file under `dir`. */
export function outboxTransport(dir: string): MailTransport {
  return mailTransport(`outbox ${dir}`, nodemailer.createTransport(outboxNodemailerTransport(dir)))
}

/** SMTP when SMTP_HOST is set, else the outbox (see nodemailerTransportFromEnv). */
export function mailTransportFromEnv(env: Environment = environment()): MailTransport {
  const { name, transporter } = nodemailerTransportFromEnv(env)
  return mailTransport(name, transporter)
}
