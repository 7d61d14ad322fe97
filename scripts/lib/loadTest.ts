/**
 * One autocannon run, typed for what the benchmarks read (autocannon ships no types). Counts only 2xx answers as
 * served; anything else is reported as errors so a page that fails fast cannot look quick.
 */
import { createRequire } from 'node:module'

type AutocannonResult = {
  requests: { average: number; total: number }
  latency: { p50: number; p99: number; average: number; max: number }
  '2xx': number
  non2xx: number
  errors: number
  timeouts: number
  duration: number
}

type AutocannonOptions = {
  url: string
  connections: number
  duration: number
  headers?: Record<string, string>
  timeout?: number
}

const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: AutocannonOptions,
) => Promise<AutocannonResult>

export type LoadResult = {
  connections: number
  /** 2xx answers per second over the whole run. */
  rps: number
  p50: number
  p99: number
  ok: number
  failed: number
}

export async function loadTest(
  url: string,
  { connections, seconds, host }: { connections: number; seconds: number; host?: string },
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 10,
    headers: host ? { host } : undefined,
  })
  return {
    connections,
    rps: result['2xx'] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    failed: result.non2xx + result.errors + result.timeouts,
  }
}
