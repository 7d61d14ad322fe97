/**
 * A local OTLP/HTTP receiver for tests: records every POST (`/v1/traces`, `/v1/metrics`, `/v1/logs`) and decodes the
 * JSON encoding of traces (what @opentelemetry/exporter-trace-otlp-http sends) into flat spans. Point a server at it
 * with `OTEL_EXPORTER_OTLP_ENDPOINT=receiver.url`. Protobuf bodies are recorded but not decoded.
 *
 *   const receiver = await startOtlpReceiver()
 *   … start a server with OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, make a request …
 *   const span = await receiver.waitForSpan((s) => s.kind === 2 && s.attributes['url.path'] === '/api/ready')
 *   await receiver.close()
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'

export type OtlpRequest = { path: string; contentType: string; body: Buffer }

export type OtlpSpan = {
  name: string
  /** 1 internal, 2 server, 3 client (OTLP's SpanKind). */
  kind: number
  traceId: string
  spanId: string
  parentSpanId?: string
  serviceName?: string
  /** The resource's `service.version`: the release (RELEASE). */
  serviceVersion?: string
  scope?: string
  /** 2 is error. */
  status?: number
  attributes: Record<string, unknown>
}

export type OtlpReceiver = {
  /** `http://127.0.0.1:{port}`: the value for OTEL_EXPORTER_OTLP_ENDPOINT. */
  readonly url: string
  readonly requests: OtlpRequest[]
  spans(): OtlpSpan[]
  waitForSpan(predicate: (span: OtlpSpan) => boolean, timeoutMs?: number): Promise<OtlpSpan>
  close(): Promise<void>
}

type AnyValue = {
  stringValue?: string
  intValue?: string | number
  doubleValue?: number
  boolValue?: boolean
  arrayValue?: { values?: AnyValue[] }
}
type KeyValue = { key: string; value?: AnyValue }

function value(v: AnyValue | undefined): unknown {
  if (!v) return undefined
  if (v.stringValue !== undefined) return v.stringValue
  if (v.intValue !== undefined) return Number(v.intValue)
  if (v.doubleValue !== undefined) return v.doubleValue
  if (v.boolValue !== undefined) return v.boolValue
  if (v.arrayValue) return (v.arrayValue.values ?? []).map(value)
  return undefined
}

const attributes = (list: KeyValue[] | undefined) =>
  Object.fromEntries((list ?? []).map((kv) => [kv.key, value(kv.value)]))

/** The spans of one OTLP/JSON ExportTraceServiceRequest. */
export function spansOfExport(body: unknown): OtlpSpan[] {
  const resourceSpans = (body as { resourceSpans?: unknown[] } | null)?.resourceSpans ?? []
  return resourceSpans.flatMap((rs) => {
    const r = rs as { resource?: { attributes?: KeyValue[] }; scopeSpans?: unknown[] }
    const resource = attributes(r.resource?.attributes)
    const serviceName = resource['service.name'] as string | undefined
    const serviceVersion = resource['service.version'] as string | undefined
    return (r.scopeSpans ?? []).flatMap((ss) => {
      const s = ss as { scope?: { name?: string }; spans?: unknown[] }
      return (s.spans ?? []).map((raw) => {
        const span = raw as {
          name: string
          kind: number
          traceId: string
          spanId: string
          parentSpanId?: string
          status?: { code?: number }
          attributes?: KeyValue[]
        }
        return {
          name: span.name,
          kind: span.kind,
          traceId: span.traceId,
          spanId: span.spanId,
          ...(span.parentSpanId ? { parentSpanId: span.parentSpanId } : {}),
          serviceName,
          ...(serviceVersion ? { serviceVersion } : {}),
          scope: s.scope?.name,
          status: span.status?.code,
          attributes: attributes(span.attributes),
        }
      })
    })
  })
}

export async function startOtlpReceiver(port = 0): Promise<OtlpReceiver> {
  const requests: OtlpRequest[] = []
  const decoded: OtlpSpan[] = []
  const waiters = new Set<() => void>()
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      if (req.method !== 'POST') {
        res.writeHead(405).end()
        return
      }
      let body = Buffer.concat(chunks)
      if (req.headers['content-encoding'] === 'gzip') body = gunzipSync(body)
      const contentType = String(req.headers['content-type'] ?? '')
      const path = (req.url ?? '/').split('?')[0]!
      requests.push({ path, contentType, body })
      if (path === '/v1/traces' && contentType.includes('json')) {
        try {
          decoded.push(...spansOfExport(JSON.parse(body.toString('utf8'))))
        } catch {
          // recorded raw above
        }
      }
      for (const wake of waiters) wake()
      res.writeHead(200, { 'content-type': contentType.includes('json') ? 'application/json' : contentType })
      res.end(contentType.includes('json') ? '{}' : '')
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    requests,
    spans: () => [...decoded],
    waitForSpan(predicate, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = decoded.find(predicate)
          if (!found) return false
          cleanup()
          resolve(found)
          return true
        }
        const timer = setTimeout(() => {
          cleanup()
          const names = [...new Set(decoded.map((s) => s.name))].slice(0, 30).join(', ')
          // The server spans with their paths: which request was traced, under which attribute names.
          const servers = decoded
            .filter((s) => s.kind === 2)
            .slice(0, 10)
            .map((s) => `${s.name} ${JSON.stringify(s.attributes)}`)
            .join('; ')
          reject(
            new Error(
              `No matching span within ${timeoutMs} ms; ${decoded.length} spans arrived: ${names}; server spans: ${servers || 'none'}`,
            ),
          )
        }, timeoutMs)
        const cleanup = () => {
          clearTimeout(timer)
          waiters.delete(wake)
        }
        const wake = () => void check()
        if (!check()) waiters.add(wake)
      })
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
