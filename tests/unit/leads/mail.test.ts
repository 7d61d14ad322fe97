import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildMailMessage, decodeMailBody, encodeHeaderText, mailHeader } from '../../../src/leads/delivery/mail/message'
import { sendSmtp, smtpData } from '../../../src/leads/delivery/mail/smtp'
import { mailTransportFromEnv, outboxTransport } from '../../../src/leads/delivery/mail/transport'

const message = { from: 'leads@harbour.example', to: 'crm@harbour.example', subject: 'New lead: Vehicle Enquiry – Zoë\r\nBcc: evil@example.com', text: '<?xml version="1.0"?>\n<adf/>', headers: { 'X-Lead-Id': '7' } }

describe('lead e-mail message', () => {
  it('is RFC 5322 with CRLF, a base64 UTF-8 body and no header injection', () => {
    const { raw, messageId } = buildMailMessage(message)
    expect(raw).toContain('\r\n\r\n')
    expect(raw.split('\r\n\r\n')[0]).not.toMatch(/^Bcc:/m)
    expect(mailHeader(raw, 'Subject')).toMatch(/^=\?UTF-8\?B\?/)
    expect(Buffer.from(mailHeader(raw, 'Subject')!.slice(10, -2), 'base64').toString('utf8')).toBe('New lead: Vehicle Enquiry – Zoë Bcc: evil@example.com')
    expect(mailHeader(raw, 'X-Lead-Id')).toBe('7')
    expect(mailHeader(raw, 'Message-ID')).toBe(messageId)
    expect(decodeMailBody(raw)).toBe(message.text)
    expect(encodeHeaderText('plain')).toBe('plain')
  })

  it('refuses bad addresses', () => {
    expect(() => buildMailMessage({ ...message, to: 'crm@harbour.example>\r\nRCPT TO:<x@y.z' })).toThrow('recipient')
  })

  it('dot-stuffs SMTP data', () => {
    expect(smtpData('a\n.b\n..c')).toBe('a\r\n..b\r\n...c\r\n.\r\n')
  })
})

describe('mail transports', () => {
  it('the local default writes .eml files under DATA_DIR/outbox', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'))
    const transport = mailTransportFromEnv({ DATA_DIR: dir })
    expect(transport.name).toContain(path.join(dir, 'outbox'))
    const sent = await transport.send(message)
    expect(sent.where.endsWith('.eml')).toBe(true)
    expect(decodeMailBody(fs.readFileSync(sent.where, 'utf8'))).toBe(message.text)
    expect(fs.readdirSync(path.join(dir, 'outbox')).filter((f) => f.endsWith('.tmp'))).toEqual([])
    await outboxTransport(path.join(dir, 'other')).send(message)
    expect(fs.readdirSync(path.join(dir, 'other'))).toHaveLength(1)
  })

  it('SMTP: EHLO, AUTH, MAIL, RCPT, DATA against a server on loopback', async () => {
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
          if (line.startsWith('EHLO')) socket.write('250-test\r\n250-AUTH PLAIN\r\n250 SIZE 1000000\r\n')
          else if (line.startsWith('AUTH PLAIN')) socket.write('235 ok\r\n')
          else if (line.startsWith('MAIL FROM') || line.startsWith('RCPT TO')) socket.write('250 ok\r\n')
          else if (line === 'DATA') {
            inData = true
            socket.write('354 go\r\n')
          } else if (line === 'QUIT') socket.end('221 bye\r\n')
        }
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const port = (server.address() as net.AddressInfo).port
    try {
      const { raw } = buildMailMessage(message)
      const answer = await sendSmtp({ host: '127.0.0.1', port, secure: false, user: 'u', pass: 'p' }, { from: message.from, to: [message.to] }, raw)
      expect(answer).toContain('queued as ABC')
      expect(log.map((l) => l.split(' ')[0])).toEqual(['EHLO', 'AUTH', 'MAIL', 'RCPT', 'DATA', 'QUIT'])
      expect(log[1]).toBe(`AUTH PLAIN ${Buffer.from('\0u\0p').toString('base64')}`)
      expect(data).toContain('X-Lead-Id: 7')
      // A remote server that offers no TLS is refused before credentials are sent.
      await expect(sendSmtp({ host: '127.0.0.1', port, secure: false, user: 'u', pass: 'p', requireTls: true }, { from: message.from, to: [message.to] }, raw)).rejects.toThrow('TLS')
    } finally {
      server.close()
    }
  })
})
