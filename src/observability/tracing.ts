/**
 * OpenTelemetry traces, posted over OTLP/HTTP (JSON) to `$OTEL_EXPORTER_OTLP_ENDPOINT/v1/traces` when that is set;
 * with it unset nothing here is loaded (every OpenTelemetry import is dynamic). Spans: every HTTP request in and out (the search service, webhooks,
 * S3), every Postgres query (Payload's and ours), and the manual spans of src/observability/observe.ts (search calls,
 * jobs, lead deliveries). The exporter reads the standard OTEL_* variables itself (OTEL_EXPORTER_OTLP_HEADERS for a
 * hosted collector's key, OTEL_SERVICE_NAME).
 *
 * Started by scripts/serve.ts before Next is loaded (instrumentation has to patch `http` and `pg` before they are
 * used), or by src/instrumentation.ts under `next dev`/`next start`; whichever comes first, once per process.
 */
import type { Span, Tracer } from '@opentelemetry/api'
import { releaseOf } from '@/observability/release'
import { errorFields, logLine } from '@/server/log'

type Env = Record<string, string | undefined>

const KEY = Symbol.for('dealer-platform.tracer')
type Holder = { [KEY]?: { tracer: Tracer; flush: () => Promise<void> } }

export function tracingEnabled(env: Env): boolean {
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim())
}

/** The running tracer, when this process started tracing. */
export function activeTracer(): Tracer | undefined {
  return (globalThis as Holder)[KEY]?.tracer
}

/** Sends the spans still in the batch (before the process exits). */
export async function flushTraces(): Promise<void> {
  await (globalThis as Holder)[KEY]?.flush()
}

export async function startTracing(env: Env): Promise<boolean> {
  const holder = globalThis as Holder
  if (holder[KEY]) return true
  if (!tracingEnabled(env)) return false
  // ES modules are patched only through a loader hook, limited to pg so nothing else pays for it. Next's server
  // imports pg as an ES module under a hashed alias (`pg-a41e…` in .next/node_modules, a link), so it is matched by
  // the file it resolves to. CommonJS `require`s (http; pg-pool, which pg requires) are patched without the hook.
  const { register } = await import('node:module')
  try {
    register('import-in-the-middle/hook.mjs', import.meta.url, {
      data: { include: ['pg', /\/node_modules\/pg\/esm\/index\.mjs$/] },
    })
  } catch (error) {
    // A folder without the hook (a standalone image that left it out) still gets every span but Postgres'.
    logLine('warn', 'Tracing without Postgres spans: the import-in-the-middle hook could not be loaded', {
      ...errorFields(error),
    })
  }

  const [
    { NodeTracerProvider },
    { BatchSpanProcessor },
    { OTLPTraceExporter },
    { resourceFromAttributes },
    instrumentation,
  ] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/sdk-trace-base'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/instrumentation'),
  ])
  const [{ HttpInstrumentation }, { PgInstrumentation }] = await Promise.all([
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
  ])
  // The endpoint from `env` (the exporter would read process.env itself); the path is the spec's for traces.
  const url = `${env.OTEL_EXPORTER_OTLP_ENDPOINT!.trim().replace(/\/+$/, '')}/v1/traces`
  const processor = new BatchSpanProcessor(new OTLPTraceExporter({ url }), { scheduledDelayMillis: 2000 })
  // OpenTelemetry 2.x: a resource is made by resourceFromAttributes (no Resource class), and span processors are
  // given to the provider's constructor (no addSpanProcessor).
  const release = releaseOf(env)
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      'service.name': env.OTEL_SERVICE_NAME?.trim() || 'dealer-platform',
      'deployment.environment.name': env.NODE_ENV ?? 'development',
      ...(release ? { 'service.version': release } : {}),
    }),
    spanProcessors: [processor],
  })
  provider.register()
  instrumentation.registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        // Next's own assets and the health checks (every few seconds per container) would be most of the spans
        // and tell nothing.
        ignoreIncomingRequestHook: (req) => /^\/(_next\/static\/|api\/health\/?(\?|$))/.test(req.url ?? ''),
      }),
      new PgInstrumentation({ enhancedDatabaseReporting: false }),
    ],
  })
  holder[KEY] = { tracer: provider.getTracer('dealer-platform'), flush: () => provider.forceFlush() }
  return true
}

/** Runs fn in a span of the active tracer (its child spans nest under it), or just runs it when tracing is off. */
export async function inSpan<T>(
  name: string,
  attributes: Record<string, string | number>,
  fn: () => Promise<T>,
): Promise<T> {
  const tracer = activeTracer()
  if (!tracer) return fn()
  return tracer.startActiveSpan(name, { attributes }, async (span: Span) => {
    try {
      return await fn()
    } catch (error) {
      span.recordException(error instanceof Error ? error : String(error))
      // SpanStatusCode.ERROR, without loading @opentelemetry/api for its enum.
      span.setStatus({ code: 2, message: error instanceof Error ? error.message : String(error) })
      throw error
    } finally {
      span.end()
    }
  })
}
