import fs from 'node:fs/promises'
import path from 'node:path'
import { buildMailMessage, type MailMessage } from './message'
import { sendSmtp, type SmtpConfig } from './smtp'

export interface MailTransport {
  /** Human-readable name for logs and the lead's delivery record. */
  readonly name: string
  send(message: MailMessage): Promise<{ messageId: string; where: string }>
}

/** The local default: every message becomes an .eml file under DATA_DIR/outbox (open it with any mail app). */
export function outboxTransport(dir: string): MailTransport {
  return {
    name: `outbox ${dir}`,
    async send(message) {
      const { raw, messageId } = buildMailMessage(message)
      await fs.mkdir(dir, { recursive: true })
      const stamp = (message.date ?? new Date()).toISOString().replace(/[:.]/g, '-')
      const leadId = (message.headers?.['X-Lead-Id'] ?? 'lead').replace(/[^\w-]/g, '')
      const file = path.join(dir, `${stamp}-lead-${leadId}-${messageId.replace(/[^\w]/g, '').slice(0, 12)}.eml`)
      // Write then rename, so a reader never sees half a message.
      await fs.writeFile(`${file}.tmp`, raw, 'utf8')
      await fs.rename(`${file}.tmp`, file)
      return { messageId, where: file }
    },
  }
}

export function smtpTransport(config: SmtpConfig): MailTransport {
  return {
    name: `smtp ${config.host}:${config.port}`,
    async send(message) {
      const { raw, messageId } = buildMailMessage(message, config.clientName)
      const answer = await sendSmtp(config, { from: message.from, to: [message.to] }, raw)
      return { messageId, where: `${config.host}: ${answer}` }
    },
  }
}

export const outboxDir = (env: Readonly<Record<string, string | undefined>> = process.env) => path.resolve(env.DATA_DIR ?? '.data', 'outbox')

/** SMTP when SMTP_HOST is set (SMTP_PORT, SMTP_SECURE, SMTP_USER, SMTP_PASS), else the outbox. */
export function mailTransportFromEnv(env: Readonly<Record<string, string | undefined>> = process.env): MailTransport {
  if (env.SMTP_HOST) {
    const port = Number(env.SMTP_PORT ?? (env.SMTP_SECURE === 'true' ? 465 : 587))
    return smtpTransport({
      host: env.SMTP_HOST,
      port,
      secure: env.SMTP_SECURE === 'true' || port === 465,
      user: env.SMTP_USER,
      pass: env.SMTP_PASS,
      ...(env.SMTP_REQUIRE_TLS ? { requireTls: env.SMTP_REQUIRE_TLS !== 'false' } : {}),
    })
  }
  return outboxTransport(outboxDir(env))
}
