import { randomUUID } from 'node:crypto'

export interface MailMessage {
  from: string
  to: string
  subject: string
  /** Plain-text body (here: the ADF/XML document). */
  text: string
  headers?: Record<string, string>
  date?: Date
  messageId?: string
}

const EMAIL = /^[^\s@<>(),;:"[\]\\]+@[^\s@<>(),;:"[\]\\]+\.[^\s@<>(),;:"[\]\\]+$/

export function isMailAddress(value: string): boolean {
  return EMAIL.test(value)
}

/** Header values never carry line breaks (no header injection). */
const headerValue = (value: string) => value.replace(/[\r\n]+/g, ' ').trim()

/** RFC 2047 encoded-word for non-ASCII header text. */
export function encodeHeaderText(value: string): string {
  const clean = headerValue(value)
  return /^[\x20-\x7e]*$/.test(clean) ? clean : `=?UTF-8?B?${Buffer.from(clean, 'utf8').toString('base64')}?=`
}

const base64Lines = (text: string) => (Buffer.from(text, 'utf8').toString('base64').match(/.{1,76}/g) ?? []).join('\r\n')

/** An RFC 5322 message with CRLF line ends: what the outbox writes as .eml and SMTP sends after DATA. */
export function buildMailMessage(message: MailMessage, hostname = 'dealer-platform.local'): { raw: string; messageId: string } {
  if (!isMailAddress(message.from)) throw new Error(`Invalid sender address: ${message.from}`)
  if (!isMailAddress(message.to)) throw new Error(`Invalid recipient address: ${message.to}`)
  const messageId = message.messageId ?? `<${randomUUID()}@${hostname}>`
  const headers: [string, string][] = [
    ['From', message.from],
    ['To', message.to],
    ['Subject', encodeHeaderText(message.subject)],
    ['Date', (message.date ?? new Date()).toUTCString().replace('GMT', '+0000')],
    ['Message-ID', messageId],
    ['MIME-Version', '1.0'],
    ['Content-Type', 'text/plain; charset=UTF-8'],
    ['Content-Transfer-Encoding', 'base64'],
    ...Object.entries(message.headers ?? {}).map(([k, v]): [string, string] => [k.replace(/[^A-Za-z0-9-]/g, ''), encodeHeaderText(v)]),
  ]
  const raw = `${headers.map(([k, v]) => `${k}: ${v}`).join('\r\n')}\r\n\r\n${base64Lines(message.text)}\r\n`
  return { raw, messageId }
}

/** The body of a message built above (for the outbox reader and tests). */
export function decodeMailBody(raw: string): string {
  const split = raw.indexOf('\r\n\r\n')
  return Buffer.from(raw.slice(split + 4).replace(/\s+/g, ''), 'base64').toString('utf8')
}

export function mailHeader(raw: string, name: string): string | null {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n'))
  const line = head.split('\r\n').find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`))
  return line ? line.slice(name.length + 1).trim() : null
}
