import net from 'node:net'
import tls from 'node:tls'

export interface SmtpConfig {
  host: string
  port: number
  /** Implicit TLS (port 465). Otherwise STARTTLS is used when the server offers it. */
  secure: boolean
  user?: string
  pass?: string
  /** Refuse to send without TLS (default: true unless the host is loopback). */
  requireTls?: boolean
  timeoutMs?: number
  clientName?: string
}

type Reply = { code: number; lines: string[] }

/** Reads SMTP replies (multi-line "250-…" until "250 …") from a socket that may be swapped for TLS. */
class ReplyReader {
  private buffer = ''
  private lines: string[] = []
  private waiting: ((reply: Reply) => void) | null = null
  private failed: ((error: Error) => void) | null = null
  private error: Error | null = null

  attach(socket: net.Socket) {
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => this.feed(chunk))
    socket.on('error', (error) => this.fail(error))
    socket.on('close', () => this.fail(new Error('SMTP connection closed')))
  }

  private feed(chunk: string) {
    this.buffer += chunk
    let index: number
    while ((index = this.buffer.indexOf('\n')) >= 0) {
      const line = this.buffer.slice(0, index).replace(/\r$/, '')
      this.buffer = this.buffer.slice(index + 1)
      this.lines.push(line)
      if (/^\d{3}(?: |$)/.test(line)) {
        const reply = { code: Number(line.slice(0, 3)), lines: this.lines }
        this.lines = []
        const resolve = this.waiting
        this.waiting = null
        this.failed = null
        resolve?.(reply)
      }
    }
  }

  private fail(error: Error) {
    this.error ??= error
    const reject = this.failed
    this.waiting = null
    this.failed = null
    reject?.(error)
  }

  next(timeoutMs: number): Promise<Reply> {
    if (this.error) return Promise.reject(this.error)
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('SMTP server did not answer in time')), timeoutMs)
      this.waiting = (reply) => {
        clearTimeout(timer)
        resolve(reply)
      }
      this.failed = (error) => {
        clearTimeout(timer)
        reject(error)
      }
    })
  }
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1'])

/** Escapes lines that start with a dot and ends the data with CRLF.CRLF (RFC 5321 §4.5.2). */
export function smtpData(raw: string): string {
  const normalised = raw.replace(/\r?\n/g, '\r\n')
  return `${normalised.replace(/^\./gm, '..')}${normalised.endsWith('\r\n') ? '' : '\r\n'}.\r\n`
}

/**
 * Sends one message over SMTP: EHLO, STARTTLS when offered, AUTH PLAIN when credentials are set,
 * MAIL FROM, RCPT TO, DATA. Enough for any relay (SES, Postmark, Mailgun, Exchange); no pooling.
 */
export async function sendSmtp(config: SmtpConfig, envelope: { from: string; to: string[] }, raw: string): Promise<string> {
  const timeoutMs = config.timeoutMs ?? 15_000
  const requireTls = config.requireTls ?? !LOOPBACK.has(config.host)
  const reader = new ReplyReader()
  let socket: net.Socket = await new Promise<net.Socket>((resolve, reject) => {
    const s = config.secure
      ? tls.connect({ host: config.host, port: config.port, servername: config.host }, () => resolve(s))
      : net.connect({ host: config.host, port: config.port }, () => resolve(s))
    s.once('error', reject)
    s.setTimeout(timeoutMs, () => s.destroy(new Error('SMTP connection timed out')))
  })
  reader.attach(socket)
  let secure = config.secure

  const command = async (line: string | null, expect: number[]): Promise<Reply> => {
    if (line !== null) socket.write(`${line}\r\n`)
    const reply = await reader.next(timeoutMs)
    if (!expect.includes(reply.code)) throw new Error(`SMTP ${line?.split(' ')[0] ?? 'greeting'} failed: ${reply.lines.join(' | ')}`)
    return reply
  }

  try {
    await command(null, [220])
    const name = config.clientName ?? 'dealer-platform.local'
    let ehlo = await command(`EHLO ${name}`, [250])
    if (!secure && ehlo.lines.some((l) => /^250[ -]STARTTLS/i.test(l))) {
      await command('STARTTLS', [220])
      const plain = socket
      plain.removeAllListeners('data')
      socket = await new Promise<tls.TLSSocket>((resolve, reject) => {
        const upgraded = tls.connect({ socket: plain, servername: config.host }, () => resolve(upgraded))
        upgraded.once('error', reject)
      })
      reader.attach(socket)
      secure = true
      ehlo = await command(`EHLO ${name}`, [250])
    }
    if (!secure && requireTls) throw new Error('SMTP server offers no TLS; refusing to send credentials or leads in the clear.')
    if (config.user) {
      const token = Buffer.from(`\0${config.user}\0${config.pass ?? ''}`).toString('base64')
      await command(`AUTH PLAIN ${token}`, [235])
    }
    await command(`MAIL FROM:<${envelope.from}>`, [250])
    for (const to of envelope.to) await command(`RCPT TO:<${to}>`, [250, 251])
    await command('DATA', [354])
    socket.write(smtpData(raw))
    const accepted = await command(null, [250])
    await command('QUIT', [221]).catch(() => undefined)
    return accepted.lines.join(' ')
  } finally {
    socket.destroy()
  }
}
