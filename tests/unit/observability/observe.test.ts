import { afterEach, describe, expect, it } from 'vitest'
import { installObservability } from '../../../src/observability/install'
import { metricsText } from '../../../src/observability/metrics'
import { countFrontCache, observed, observedSearchClient } from '../../../src/observability/observe'

const OBSERVER = Symbol.for('dealer-platform.observer')
const METRICS = Symbol.for('dealer-platform.metrics')
const reset = () => {
  delete (globalThis as Record<symbol, unknown>)[OBSERVER]
  delete (globalThis as Record<symbol, unknown>)[METRICS]
}
afterEach(reset)

const line = (text: string, prefix: string) => text.split('\n').find((l) => l.startsWith(prefix))

describe('observed work: search calls, jobs, lead delivery (issue 28.5)', () => {
  it('without an installed observer only runs the work (scripts, tests, browsers)', async () => {
    reset()
    await expect(observed('job', 'x', {}, async () => 42)).resolves.toBe(42)
    expect(() => countFrontCache('hit')).not.toThrow()
  })

  it('"search latency": each search call of a client is timed by operation and outcome; other methods are not', async () => {
    await installObservability({})
    const client = observedSearchClient({
      calls: 0,
      async searchSingleIndex(params: { q: string }) {
        this.calls++
        if (params.q === 'fail') throw new Error('search service down')
        return { hits: [params.q] }
      },
      async saveObjects() {
        return 'saved'
      },
    })
    await expect(client.searchSingleIndex({ q: 'corolla' })).resolves.toEqual({ hits: ['corolla'] })
    await expect(client.searchSingleIndex({ q: 'fail' })).rejects.toThrow('search service down')
    await client.saveObjects()
    expect(client.calls).toBe(2)
    const { body } = await metricsText()
    expect(line(body, 'dealer_search_duration_seconds_count{operation="searchSingleIndex",outcome="ok"}')).toMatch(
      / 1$/,
    )
    expect(line(body, 'dealer_search_duration_seconds_count{operation="searchSingleIndex",outcome="error"}')).toMatch(
      / 1$/,
    )
    expect(body).not.toMatch(/operation="saveObjects"/)
  })

  it('times jobs by task and lead deliveries by outcome, and passes errors on unchanged', async () => {
    await installObservability({})
    await observed('job', 'deliverLead', {}, async () => 'ok')
    const failure = new Error('CRM answered 500')
    await expect(observed('lead-delivery', 'deliverLead', {}, async () => Promise.reject(failure))).rejects.toBe(
      failure,
    )
    countFrontCache('miss')
    const { body } = await metricsText()
    expect(line(body, 'dealer_job_duration_seconds_count{task="deliverLead",outcome="ok"}')).toMatch(/ 1$/)
    expect(line(body, 'dealer_lead_delivery_duration_seconds_count{outcome="error"}')).toMatch(/ 1$/)
    expect(line(body, 'dealer_front_cache_requests_total{result="miss"}')).toMatch(/ 1$/)
  })
})
