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

type AutocannonRequest = {
  method?: string
  path?: string
  headers?: Record<string, string>
  setupRequest?: (request: AutocannonRequest) => AutocannonRequest
}

type AutocannonOptions = {
  url: string
  connections: number
  duration: number
  headers?: Record<string, string>
  timeout?: number
  requests?: AutocannonRequest[]
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

/** One request of a mix: a path and the Host header it goes with. */
export type MixRequest = { path: string; host?: string }

function summary(connections: number, result: AutocannonResult): LoadResult {
  return {
    connections,
    rps: result['2xx'] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    failed: result.non2xx + result.errors + result.timeouts,
  }
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
  return summary(connections, result)
}

/**
 * A run over several URLs of one origin: each connection asks the `mix` in turn, or, with `fresh`, every request asks
 * `fresh(n)` (n counts the requests), a URL no request asked before, to measure pages rendered for the first time.
 */
export async function loadTestMix(
  origin: string,
  options: { connections: number; seconds: number; mix?: MixRequest[]; fresh?: (n: number) => MixRequest },
): Promise<LoadResult> {
  const { connections, seconds, mix, fresh } = options
  const withRequest = (request: AutocannonRequest, { path, host }: MixRequest): AutocannonRequest => ({
    ...request,
    method: 'GET',
    path,
    headers: { ...request.headers, ...(host ? { host } : {}) },
  })
  let asked = 0
  const requests = fresh
    ? [{ setupRequest: (request: AutocannonRequest) => withRequest(request, fresh(asked++)) }]
    : (mix ?? []).map((entry) => withRequest({}, entry))
  const result = await autocannon({ url: origin, connections, duration: seconds, timeout: 10, requests })
  return summary(connections, result)
}
