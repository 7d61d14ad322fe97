/**
 * A dealer's CRM as the fault suite needs it: a local HTTPS receiver that counts lead deliveries per X-Lead-Id.
 * HTTPS because a production build refuses plain-HTTP webhooks; the app trusts the receiver's self-signed
 * certificate through NODE_EXTRA_CA_CERTS (see `selfSignedCertificate`).
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import https from 'node:https'
import path from 'node:path'

export type WebhookReceiver = { deliveries: Map<number, number>; close: () => Promise<void> }
export type Certificate = { keyFile: string; certFile: string }

/** A certificate for 127.0.0.1 (openssl), made once in `dir`. */
export function selfSignedCertificate(dir: string): Certificate {
  const keyFile = path.join(dir, 'crm-key.pem')
  const certFile = path.join(dir, 'crm-cert.pem')
  if (!fs.existsSync(certFile)) {
    fs.mkdirSync(dir, { recursive: true })
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        keyFile,
        '-out',
        certFile,
        '-days',
        '30',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    )
  }
  return { keyFile, certFile }
}

export function startWebhookReceiver(port: number, certificate: Certificate): Promise<WebhookReceiver> {
  const deliveries = new Map<number, number>()
  const server = https.createServer(
    { key: fs.readFileSync(certificate.keyFile), cert: fs.readFileSync(certificate.certFile) },
    (req, res) => {
      req.resume()
      req.on('end', () => {
        const leadId = Number(req.headers['x-lead-id'])
        if (req.method === 'POST' && Number.isInteger(leadId)) deliveries.set(leadId, (deliveries.get(leadId) ?? 0) + 1)
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}')
      })
    },
  )
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () =>
      resolve({
        deliveries,
        close: () => new Promise<void>((done) => (server.closeAllConnections(), server.close(() => done()))),
      }),
    )
  })
}
