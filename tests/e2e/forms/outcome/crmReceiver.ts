import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { verifyWebhook } from '../../../../src/leads/delivery/webhook'

/** One POST the CRM got: the lead document as sent, and whether its signature checked out with the site's secret. */
export interface CrmDelivery {
  leadId: number
  site: string
  event: string
  idempotencyKey: string
  signed: boolean
  doc: Record<string, unknown>
}

/**
 * A dealer's CRM on 127.0.0.1: takes the platform's lead webhooks at /crm/{site slug}, checks each signature with the
 * site's secret (as a real CRM would) and keeps every delivery, so a test can count them per lead.
 */
export async function startCrmReceiver(secrets: Map<string, string>) {
  const deliveries: CrmDelivery[] = []
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      const site = (req.url ?? '').replace(/^\/crm\//, '')
      const header = (name: string) => {
        const value = req.headers[name.toLowerCase()]
        return typeof value === 'string' ? value : null
      }
      let doc: Record<string, unknown> = {}
      try {
        doc = JSON.parse(body) as Record<string, unknown>
      } catch {
        // kept as an empty document: the test fails on its missing fields
      }
      deliveries.push({
        leadId: Number(header('X-Lead-Id')),
        site,
        event: header('X-Lead-Event') ?? '',
        idempotencyKey: header('Idempotency-Key') ?? '',
        signed: verifyWebhook(body, secrets.get(site) ?? '', header('X-Lead-Timestamp'), header('X-Lead-Signature')),
        doc,
      })
      res.writeHead(200, { 'Content-Type': 'application/json' })
      res.end('{"ok":true}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: (site: string) => `http://127.0.0.1:${port}/crm/${site}`,
    deliveriesOf: (leadId: number) => deliveries.filter((d) => d.leadId === leadId),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type CrmReceiver = Awaited<ReturnType<typeof startCrmReceiver>>
