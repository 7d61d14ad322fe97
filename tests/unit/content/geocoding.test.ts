import { describe, expect, it } from 'vitest'
import {
  bundledAustralianPostcodes,
  bundledUsZipCodes,
  defaultGeocoder,
  googleGeocoder,
  InvalidPostcodeError,
} from '@/lib/geocoding'

describe('geocoding adapter (content spec §7): Google when keyed, else the bundled table of Australian postcodes', () => {
  it('the bundled table finds an Australian postcode offline', async () => {
    const point = await bundledAustralianPostcodes.geocode('2050')
    expect(point.lat).toBeCloseTo(-33.89, 1)
    expect(point.lng).toBeCloseTo(151.18, 1)
  })

  it("no result raises 'Invalid postcode'", async () => {
    await expect(bundledAustralianPostcodes.geocode('0000')).rejects.toThrow('Invalid postcode')
    await expect(bundledAustralianPostcodes.geocode('0000')).rejects.toBeInstanceOf(InvalidPostcodeError)
  })

  it('uses Google only when GOOGLE_MAPS_API_KEY is set', () => {
    expect(defaultGeocoder({})).toBe(bundledAustralianPostcodes)
    expect(defaultGeocoder({ GOOGLE_MAPS_API_KEY: 'k' })).not.toBe(bundledAustralianPostcodes)
  })

  it("Google: GET with the postcode as address and the key; reads the first result's geometry location", async () => {
    const calls: string[] = []
    const fetcher = (async (url: URL) => {
      calls.push(String(url))
      return new Response(
        JSON.stringify({
          results: [
            { geometry: { location: { lat: -31.95, lng: 115.86 } } },
            { geometry: { location: { lat: 0, lng: 0 } } },
          ],
        }),
      )
    }) as unknown as typeof fetch
    const point = await googleGeocoder('secret', { endpoint: 'http://127.0.0.1:9/geocode', fetcher }).geocode('6000')
    expect(point).toEqual({ lat: -31.95, lng: 115.86 })
    expect(calls[0]).toContain('address=6000')
    expect(calls[0]).toContain('key=secret')
  })

  it("Google without results raises 'Invalid postcode'", async () => {
    const fetcher = (async () =>
      new Response(JSON.stringify({ status: 'ZERO_RESULTS', results: [] }))) as unknown as typeof fetch
    await expect(googleGeocoder('k', { fetcher }).geocode('9999')).rejects.toThrow('Invalid postcode')
  })
})

describe("the offline table is the site's country's: a US site finds ZIP codes, an NZ site is never placed in Australia", () => {
  it('the US table finds a ZIP code (and the first five digits of a ZIP+4)', async () => {
    const madison = await bundledUsZipCodes.geocode('53704')
    expect(madison.lat).toBeCloseTo(43.12, 1)
    expect(madison.lng).toBeCloseTo(-89.35, 1)
    expect(await bundledUsZipCodes.geocode('53704-1234')).toEqual(madison)
    await expect(bundledUsZipCodes.geocode('00000')).rejects.toBeInstanceOf(InvalidPostcodeError)
  })

  it('each locale gets its own table; an NZ site without a Google key gets no answer rather than an Australian one', async () => {
    expect(defaultGeocoder({}, 'en-AU')).toBe(bundledAustralianPostcodes)
    expect(defaultGeocoder({}, 'en-US')).toBe(bundledUsZipCodes)
    await expect(defaultGeocoder({}, 'en-NZ').geocode('6011')).rejects.toBeInstanceOf(InvalidPostcodeError)
  })
})
