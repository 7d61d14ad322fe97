import { describe, expect, it } from 'vitest'
import { adjustmentAnswersOf } from '../../../src/leads/tradeIn/adjustments'
import { httpRegoLookup, localRegoLookup, normaliseRego } from '../../../src/leads/tradeIn/regoLookup'
import { localValuation } from '../../../src/leads/tradeIn/valuation'

const now = new Date('2026-06-01T00:00:00Z')

describe('rego lookup adapters', () => {
  it('the local default knows the demo plates and nothing else', async () => {
    expect(normaliseRego(' abc-123 ')).toBe('ABC123')
    expect(await localRegoLookup.lookup('trade1', 'NSW')).toMatchObject({
      year: 2020,
      make: 'Toyota',
      model: 'Corolla',
    })
    expect(await localRegoLookup.lookup('trade1', 'VIC')).toBeNull()
  })

  it('the HTTP adapter sends rego and state with the key and reads the car', async () => {
    let seen = ''
    const fake = (async (url: URL | RequestInfo, init?: RequestInit) => {
      seen = `${String(url)} ${(init?.headers as Record<string, string>).Authorization}`
      return Response.json({ year: 2018, make: 'Kia', model: 'Cerato' })
    }) as typeof fetch
    const car = await httpRegoLookup('https://rego.example/lookup', 'k', fake).lookup('xyz 1', 'QLD')
    expect(seen).toBe('https://rego.example/lookup?rego=XYZ1&state=QLD Bearer k')
    expect(car).toMatchObject({ year: 2018, make: 'Kia', model: 'Cerato', badge: null })
    const missing = httpRegoLookup(
      'https://rego.example/lookup',
      undefined,
      (async () => new Response('', { status: 404 })) as typeof fetch,
    )
    expect(await missing.lookup('x', 'QLD')).toBeNull()
  })
})

describe('local valuation', () => {
  const request = { year: 2022, make: 'Toyota', model: 'Corolla', kms: 40000, adjustmentAnswers: {} }

  it('gives a deterministic offer, lower for worse answers', async () => {
    const good = await localValuation.value(request, now)
    expect(good.offer_price).toBeGreaterThan(0)
    expect(good).toEqual(await localValuation.value(request, now))
    const worse = await localValuation.value(
      { ...request, adjustmentAnswers: adjustmentAnswersOf({ adj_accident: 'Yes', adj_condition: 'Poor' }) },
      now,
    )
    expect(worse.offer_price!).toBeLessThan(good.offer_price!)
  })

  it('no online offer for cars over 7 years old or over 100,000 km', async () => {
    expect((await localValuation.value({ ...request, year: 2018 }, now)).offer_price).toBeNull()
    expect((await localValuation.value({ ...request, kms: 100_001 }, now)).offer_price).toBeNull()
  })

  it('keeps only answers to known questions', () => {
    expect(adjustmentAnswersOf({ adj_keys: 'No', adj_condition: 'Sparkly', other: 'x' })).toEqual({ keys: 'No' })
  })
})
