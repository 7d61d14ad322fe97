/** A dealer's CRM as the fault suite needs it: a local HTTP receiver that counts lead deliveries per X-Lead-Id. */
import http from 'node:http'

export type WebhookReceiver = { deliveries: Map<number, number>; close: () => Promise<void> }

export function startWebhookReceiver(port: number): Promise<WebhookReceiver> {
  const deliveries = new Map<number, number>()
  const server = http.createServer((req, res) => {
    req.resume()
    req.on('end', () => {
      const leadId = Number(req.headers['x-lead-id'])
      if (req.method === 'POST' && Number.isInteger(leadId)) deliveries.set(leadId, (deliveries.get(leadId) ?? 0) + 1)
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}')
    })
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () =>
      resolve({ deliveries, close: () => new Promise<void>((done) => (server.closeAllConnections(), server.close(() => done()))) }),
    )
  })
}
