import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { staffDeliveryError } from '../../../src/leads/delivery/deliver'
import { isMailAddress } from '../../../src/platform/mail/address'
import { mailTransportFromEnv, nodemailerTransportFromEnv, outboxTransport } from '../../../src/platform/mail/transport'
import { decodeMailBody, mailHeader } from '../../eml'

const adf =
  '<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>\n<adf><prospect><customer><contact><name part="full">Zoë Ünal</name></contact></customer></prospect></adf>'
const message = {
  from: 'leads@harbour.example',
  to: 'crm@harbour.example',
  subject: 'New lead: Vehicle Enquiry – Zoë\r\nBcc: evil@example.com',
  text: adf,
  headers: { 'X-Lead-Id': '7', 'X-Lead-Event': 'created' },
}
const tmp = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix))

describe('lead e-mail through the local outbox (nodemailer stream transport)', () => {
  it('writes a parseable .eml under DATA_DIR/outbox: from, to, subject, headers and the ADF part byte for byte', async () => {
    const dir = tmp('outbox-')
    const transport = mailTransportFromEnv({ DATA_DIR: dir })
    expect(transport.name).toBe(`outbox ${path.join(dir, 'outbox')}`)
    const sent = await transport.send(message)
    expect(path.dirname(sent.where)).toBe(path.join(dir, 'outbox'))
    expect(path.basename(sent.where)).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-lead-7-\w{1,12}\.eml$/)
    const raw = fs.readFileSync(sent.where, 'utf8')
    expect(raw).toContain('\r\n\r\n')
    expect(raw).toContain('To: crm@harbour.example')
    const head = raw.split('\r\n\r\n')[0]!
    // A line break in the subject never becomes a header of its own.
    expect(head).not.toMatch(/^Bcc:/im)
    expect(mailHeader(raw, 'From')).toBe('leads@harbour.example')
    expect(mailHeader(raw, 'To')).toBe('crm@harbour.example')
    expect(mailHeader(raw, 'Subject')).toBe('New lead: Vehicle Enquiry – Zoë Bcc: evil@example.com')
    expect(mailHeader(raw, 'X-Lead-Id')).toBe('7')
    expect(mailHeader(raw, 'X-Lead-Event')).toBe('created')
    expect(mailHeader(raw, 'Message-ID')).toBe(sent.messageId)
    expect(mailHeader(raw, 'MIME-Version')).toBe('1.0')
    expect(mailHeader(raw, 'Content-Type')).toMatch(/^text\/plain; charset=utf-8$/i)
    expect(mailHeader(raw, 'Content-Transfer-Encoding')).toBe('base64')
    expect(decodeMailBody(raw)).toBe(adf)
    expect(fs.readdirSync(path.join(dir, 'outbox')).filter((f) => f.endsWith('.tmp'))).toEqual([])
  })

  it('one file per message, in the given directory', async () => {
    const dir = tmp('outbox-')
    await outboxTransport(path.join(dir, 'other')).send(message)
    await outboxTransport(path.join(dir, 'other')).send({ ...message, headers: { 'X-Lead-Id': '8' } })
    const files = fs.readdirSync(path.join(dir, 'other')).sort()
    expect(files).toHaveLength(2)
    expect(files.some((f) => f.includes('-lead-8-'))).toBe(true)
  })

  it('mail that is not a lead (password reset) is written as {time}-mail-{id}.eml', async () => {
    const dir = tmp('outbox-')
    const { transporter } = nodemailerTransportFromEnv({ DATA_DIR: dir })
    const info = await transporter.sendMail({
      from: 'Dealer Platform <no-reply@dealer-platform.local>',
      to: 'staff@example.com',
      subject: 'Reset your password',
      html: '<a href="http://x/admin/reset/abc">Reset</a>',
    })
    const file = info.path as string
    expect(path.basename(file)).toMatch(/-mail-\w+\.eml$/)
    const raw = fs.readFileSync(file, 'utf8')
    expect(mailHeader(raw, 'From')).toBe('Dealer Platform <no-reply@dealer-platform.local>')
    expect(decodeMailBody(raw)).toContain('/admin/reset/abc')
  })

  it('refuses bad addresses before anything is built', async () => {
    const transport = outboxTransport(tmp('outbox-'))
    await expect(transport.send({ ...message, to: 'crm@harbour.example>\r\nRCPT TO:<x@y.z' })).rejects.toThrow(
      'Invalid recipient address',
    )
    await expect(transport.send({ ...message, from: 'a, b@c.d' })).rejects.toThrow('Invalid sender address')
    expect(isMailAddress('crm@harbour.example')).toBe(true)
    expect(isMailAddress('Name <crm@harbour.example>')).toBe(false)
  })
})

/** A tiny SMTP server on loopback: offers AUTH PLAIN LOGIN, records commands, answers RCPT with `rcptReply`. */
async function fakeSmtp(rcptReply = '250 ok') {
  const log: string[] = []
  let data = ''
  const server = net.createServer((socket) => {
    let inData = false
    let buffer = ''
    socket.write('220 test ESMTP\r\n')
    socket.on('data', (chunk) => {
      buffer += chunk.toString()
      let i
      while ((i = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, i)
        buffer = buffer.slice(i + 2)
        if (inData) {
          if (line === '.') {
            inData = false
            socket.write('250 2.0.0 queued as ABC\r\n')
          } else data += `${line}\n`
          continue
        }
        log.push(line)
        if (/^(EHLO|HELO)/.test(line)) socket.write('250-test\r\n250-AUTH PLAIN LOGIN\r\n250 SIZE 1000000\r\n')
        else if (line.startsWith('AUTH PLAIN')) socket.write('235 ok\r\n')
        else if (line.startsWith('MAIL FROM')) socket.write('250 ok\r\n')
        else if (line.startsWith('RCPT TO')) socket.write(`${rcptReply}\r\n`)
        else if (line === 'DATA') {
          inData = true
          socket.write('354 go\r\n')
        } else if (line === 'QUIT') socket.end('221 bye\r\n')
        else if (line === 'RSET') socket.write('250 ok\r\n')
        else socket.write('502 unknown\r\n')
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { port: (server.address() as net.AddressInfo).port, log, data: () => data, close: () => server.close() }
}

describe('lead e-mail over SMTP (nodemailer)', () => {
  it('EHLO, AUTH, MAIL, RCPT, DATA against a server on loopback', async () => {
    const smtp = await fakeSmtp()
    try {
      const transport = mailTransportFromEnv({
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(smtp.port),
        SMTP_USER: 'u',
        SMTP_PASS: 'p',
      })
      expect(transport.name).toBe(`smtp 127.0.0.1:${smtp.port}`)
      const sent = await transport.send(message)
      expect(sent.where).toContain('queued as ABC')
      expect(smtp.log.map((l) => l.split(' ')[0])).toEqual(
        expect.arrayContaining(['EHLO', 'AUTH', 'MAIL', 'RCPT', 'DATA']),
      )
      expect(smtp.log.find((l) => l.startsWith('AUTH'))).toBe(`AUTH PLAIN ${Buffer.from('\0u\0p').toString('base64')}`)
      expect(smtp.log.find((l) => l.startsWith('RCPT'))).toBe('RCPT TO:<crm@harbour.example>')
      expect(smtp.data()).toMatch(/X-Lead-ID: 7/i)
    } finally {
      smtp.close()
    }
  })

  it("a server's refusal is kept for staff; a server that offers no STARTTLS is refused when TLS is required", async () => {
    const smtp = await fakeSmtp('550 5.1.1 mailbox unavailable')
    try {
      const env = { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_USER: 'u', SMTP_PASS: 'p' }
      const refused = await mailTransportFromEnv(env)
        .send(message)
        .catch((e: unknown) => e)
      expect((refused as Error).message).toMatch(/^SMTP RCPT failed: 550 5\.1\.1 mailbox unavailable/)
      expect(staffDeliveryError('email', refused)).toMatch(
        /^Delivery failed \(SMTP RCPT failed: 550 5\.1\.1 mailbox unavailable/,
      )
      // SMTP_REQUIRE_TLS (the default off loopback): no credentials or lead in the clear.
      const before = smtp.log.length
      const noTls = await mailTransportFromEnv({ ...env, SMTP_REQUIRE_TLS: 'true' })
        .send(message)
        .catch((e: unknown) => e)
      expect(noTls).toBeInstanceOf(Error)
      expect(smtp.log.slice(before).some((l) => l.startsWith('AUTH') || l.startsWith('MAIL'))).toBe(false)
      expect(staffDeliveryError('email', noTls)).toMatch(/^Delivery failed \(/)
    } finally {
      smtp.close()
    }
  })

  it('network failures show staff no detail', async () => {
    const server = net.createServer()
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const port = (server.address() as net.AddressInfo).port
    server.close()
    const error = await mailTransportFromEnv({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port) })
      .send(message)
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Error)
    expect(staffDeliveryError('email', error)).toBe('Delivery failed (no answer)')
  })
})
