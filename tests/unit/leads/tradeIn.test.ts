import { describe, expect, it } from 'vitest'
import { adjustmentAnswersOf } from '../../../src/leads/tradeIn/adjustments'
import { httpRegoLookup, localRegoLookup, normaliseRego } from '../../../src/leads/tradeIn/regoLookup'
import { httpValuation } from '../../../src/leads/tradeIn/httpValuation'
import { localValuation, newPriceGuide } from '../../../src/leads/tradeIn/localValuation'
import { valuationFromEnv } from '../../../src/leads/tradeIn/valuation'

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

  it('the local estimate uses make and model, and says it is an estimate', async () => {
    const corolla = await localValuation.value(request, now)
    const landcruiser = await localValuation.value({ ...request, model: 'LandCruiser' }, now)
    const kia = await localValuation.value({ ...request, make: 'Kia', model: 'Cerato' }, now)
    expect(landcruiser.offer_price!).toBeGreaterThan(corolla.offer_price!)
    expect(kia.offer_price!).toBeLessThan(corolla.offer_price!)
    expect(corolla).toMatchObject({ estimate: true, provider: 'local' })
    // An unknown model of a known make takes the make's figure; an unknown make the middle one.
    expect(newPriceGuide('Toyota', 'Kluger')).toBe(newPriceGuide('toyota', 'something else'))
    expect(newPriceGuide('Zastava', 'Yugo')).toBe(40_000)
    expect(newPriceGuide(' toyota ', 'Corolla Ascent Sport')).toBe(newPriceGuide('Toyota', 'Corolla'))
  })

  it('keeps only answers to known questions', () => {
    expect(adjustmentAnswersOf({ adj_keys: 'No', adj_condition: 'Sparkly', other: 'x' })).toEqual({ keys: 'No' })
  })
})

describe('valuation provider adapter', () => {
  const request = { year: 2022, make: 'Toyota', model: 'Corolla', kms: 40000, adjustmentAnswers: {} }

  it('the local default runs without configuration; VALUATION_URL selects the vendor', () => {
    expect(valuationFromEnv({}).name).toBe('local')
    expect(valuationFromEnv({ VALUATION_URL: 'https://valuer.example/v1' }).name).toBe('http')
  })

  it('the HTTP adapter posts the car with the key and reads the offer', async () => {
    let seen: { url: string; auth: string; body: unknown } | null = null
    const fake = (async (url: URL | RequestInfo, init?: RequestInit) => {
      seen = {
        url: String(url),
        auth: (init?.headers as Record<string, string>).Authorization,
        body: JSON.parse(String(init?.body)),
      }
      return Response.json({ offer_price: 21500 })
    }) as typeof fetch
    const answer = await httpValuation('https://valuer.example/v1', 'secret', fake).value(request, now)
    expect(answer).toEqual({ offer_price: 21500, estimate: false, provider: 'http' })
    expect(seen).toEqual({
      url: 'https://valuer.example/v1',
      auth: 'Bearer secret',
      body: { year: 2022, make: 'Toyota', model: 'Corolla', kms: 40000, adjustments: {} },
    })
    const none = httpValuation('https://v.example', undefined, (async () =>
      Response.json({ offer_price: null })) as typeof fetch)
    expect(await none.value(request, now)).toEqual({ offer_price: null, reason: 'no-online-estimate' })
  })

  it('a failing vendor means no online offer, never a failed lead', async () => {
    const realFetch = globalThis.fetch
    globalThis.fetch = (async () => new Response('down', { status: 502 })) as typeof fetch
    const errors: string[] = []
    const realError = console.error
    console.error = (line: string) => errors.push(line)
    try {
      const answer = await valuationFromEnv({ VALUATION_URL: 'https://valuer.example/v1' }).value(request, now)
      expect(answer).toEqual({ offer_price: null, reason: 'unavailable' })
      expect(errors.join('\n')).toContain('HTTP 502')
    } finally {
      globalThis.fetch = realFetch
      console.error = realError
    }
  })
})
