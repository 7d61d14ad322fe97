// The parts of nodemailer (a dependency of @payloadcms/email-nodemailer) this project uses. @types/nodemailer is not
// installed; if it ever is, delete this file.
declare module 'nodemailer' {
  export interface Address {
    name: string
    address: string
  }
  export interface SendMailOptions {
    from?: string | Address
    to?: string | Address | Array<string | Address>
    subject?: string
    text?: string | Buffer
    html?: string | Buffer
    headers?: Record<string, string>
    date?: Date | string
    messageId?: string
    textEncoding?: 'quoted-printable' | 'base64'
    attachments?: Array<{ filename?: string; content?: string | Buffer; contentType?: string }>
    [key: string]: unknown
  }
  export interface SentMessageInfo {
    messageId: string
    envelope: { from: string | false; to: string[] }
    response?: string
    message?: Buffer
    [key: string]: unknown
  }
  export interface MailMessage {
    data: SendMailOptions
    message: {
      messageId(): string
      getEnvelope(): { from: string | false; to: string[] }
      getHeader(name: string): string | undefined
    }
  }
  export interface Transport {
    name: string
    version: string
    send(mail: MailMessage, callback: (error: Error | null, info?: SentMessageInfo) => void): void
    verify?(callback: (error: Error | null, success?: true) => void): void
    close?(): void
  }
  export interface SmtpOptions {
    host?: string
    port?: number
    secure?: boolean
    requireTLS?: boolean
    name?: string
    auth?: { user?: string; pass?: string; type?: string; accessToken?: string }
    connectionTimeout?: number
    greetingTimeout?: number
    socketTimeout?: number
  }
  export interface Transporter<T = SentMessageInfo> {
    sendMail(mail: SendMailOptions): Promise<T>
    verify(): Promise<true>
    close(): void
  }
  export function createTransport(transport: Transport | SmtpOptions, defaults?: SendMailOptions): Transporter
  const nodemailer: { createTransport: typeof createTransport }
  export default nodemailer
}

declare module 'nodemailer/lib/stream-transport' {
  import type { MailMessage, SentMessageInfo } from 'nodemailer'
  export default class StreamTransport {
    constructor(options: { buffer?: boolean; newline?: 'windows' | 'unix' })
    name: string
    version: string
    send(mail: MailMessage, callback: (error: Error | null, info?: SentMessageInfo) => void): void
  }
}
