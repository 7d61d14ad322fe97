/**
 * Turns observability on for a server process: the metrics observer (always), tracing (with
 * OTEL_EXPORTER_OTLP_ENDPOINT). Called by scripts/serve.ts first thing, and by src/instrumentation.ts for
 * `next dev`/`next start`; the second call finds everything in place.
 */
import { metrics, recordFrontCache } from './metrics'
import { installObserver, type ObservedKind } from './observe'
import { inSpan, startTracing } from './tracing'

type Env = Record<string, string | undefined>

const SPAN_NAMES: Record<ObservedKind, string> = { search: 'search', job: 'job', 'lead-delivery': 'lead delivery' }

export async function installObservability(env: Env): Promise<{ tracing: boolean }> {
  const tracing = await startTracing(env)
  const m = metrics()
  installObserver({
    async observe(kind, name, attributes, fn) {
      const started = process.hrtime.bigint()
      let outcome = 'ok'
      try {
        return await inSpan(`${SPAN_NAMES[kind]} ${name}`, attributes, fn)
      } catch (error) {
        outcome = 'error'
        throw error
      } finally {
        const seconds = Number(process.hrtime.bigint() - started) / 1e9
        if (kind === 'search') m.search.observe({ operation: name, outcome }, seconds)
        else if (kind === 'job') m.jobDuration.observe({ task: name, outcome }, seconds)
        else m.leadDelivery.observe({ outcome }, seconds)
      }
    },
    frontCache: recordFrontCache,
  })
  return { tracing }
}
