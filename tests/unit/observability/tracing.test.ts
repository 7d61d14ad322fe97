import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { activeTracer, flushTraces, inSpan, startTracing } from '../../../src/observability/tracing'
import { type OtlpReceiver, startOtlpReceiver } from '../../support/otlpReceiver'

let receiver: OtlpReceiver | undefined
afterAll(async () => receiver?.close())

describe('"OpenTelemetry traces … exported over OTLP when `OTEL_EXPORTER_OTLP_ENDPOINT` is set" (issue 28.5)', () => {
  it('starts nothing when it is unset: no tracer, and the work runs as it is', async () => {
    expect(await startTracing({ OTEL_SERVICE_NAME: 'x' })).toBe(false)
    expect(activeTracer()).toBeUndefined()
    await expect(inSpan('job x', {}, async () => 7)).resolves.toBe(7)
  })

  it('sends the server span of a request, with a manual span nested in it, to the OTLP receiver', async () => {
    receiver = await startOtlpReceiver()
    expect(
      await startTracing({
        OTEL_EXPORTER_OTLP_ENDPOINT: `${receiver.url}/`,
        OTEL_SERVICE_NAME: 'unit',
        RELEASE: 'abc1234',
      }),
    ).toBe(true)
    // As scripts/serve.ts does: `http` required after tracing started is the patched one.
    const http = createRequire(import.meta.url)('node:http') as typeof import('node:http')
    const server = http.createServer((_req, res) => {
      void inSpan('search searchSingleIndex', { 'site.id': 3 }, async () => 'hits').then(() => res.end('ok'))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as AddressInfo
      expect(await (await fetch(`http://127.0.0.1:${port}/sites/x/cars/y?q=1`)).text()).toBe('ok')
      await flushTraces()
      const request = await receiver.waitForSpan(
        // OpenTelemetry 2.x's HTTP instrumentation writes the stable semantic conventions (url.path, url.query).
        (s) => s.kind === 2 && s.attributes['url.path'] === '/sites/x/cars/y' && s.attributes['url.query'] === 'q=1',
      )
      // The release is the resource's service.version: every span says which deploy made it.
      expect(request).toMatchObject({ name: 'GET', serviceName: 'unit', serviceVersion: 'abc1234' })
      expect(request.attributes['http.response.status_code']).toBe(200)
      const search = await receiver.waitForSpan((s) => s.name === 'search searchSingleIndex')
      expect(search.parentSpanId).toBe(request.spanId)
      expect(search.traceId).toBe(request.traceId)
      expect(search.attributes['site.id']).toBe(3)
      expect(receiver.requests.map((r) => r.path)).toContain('/v1/traces')
    } finally {
      server.close()
    }
  })

  it('marks a span whose work failed as an error and passes the error on', async () => {
    const failure = new Error('CRM answered 500')
    await expect(inSpan('lead delivery deliverLead', {}, () => Promise.reject(failure))).rejects.toBe(failure)
    await flushTraces()
    const span = await receiver!.waitForSpan((s) => s.name === 'lead delivery deliverLead')
    expect(span.status).toBe(2)
  })
})
