import { createHmac } from 'node:crypto'
import { algoliasearch } from 'algoliasearch'
import { describe, expect, it } from 'vitest'
import { authenticate, decodeSecuredKey, indexAllowed, sourceAllowed } from '@/search-service/http/auth'
import { HttpError } from '@/search-service/http/http-error'
import { collectParams, toSearchQuery } from '@/search-service/http/search-params'

const KEYS = { appId: 'app', adminKey: 'admin-key', searchKey: 'search-key' }

function generate(parentApiKey: string, restrictions: Record<string, unknown>): string {
  const client = algoliasearch('app', parentApiKey) as unknown as {
    generateSecuredApiKey(o: { parentApiKey: string; restrictions: Record<string, unknown> }): string
  }
  return client.generateSecuredApiKey({ parentApiKey, restrictions })
}

function auth(apiKey: string | undefined, extra: { appId?: string; now?: number; ip?: string } = {}) {
  const headers: Record<string, string> = { 'x-algolia-application-id': extra.appId ?? 'app' }
  if (apiKey !== undefined) headers['x-algolia-api-key'] = apiKey
  return authenticate(
    { headers, query: new URLSearchParams(), remoteAddress: extra.ip ?? '127.0.0.1', nowSeconds: extra.now ?? 1000 },
    KEYS,
  )
}

function status(run: () => unknown): number | undefined {
  try {
    run()
    return undefined
  } catch (error) {
    return error instanceof HttpError ? error.status : -1
  }
}

describe('API keys', () => {
  it('recognises the admin and search keys, in headers or the query string', () => {
    expect(auth('admin-key')).toEqual({ level: 'admin' })
    expect(auth('search-key')).toEqual({ level: 'search' })
    const viaQuery = authenticate(
      {
        headers: {},
        query: new URLSearchParams('x-algolia-api-key=search-key&x-algolia-application-id=app'),
        remoteAddress: '',
        nowSeconds: 0,
      },
      KEYS,
    )
    expect(viaQuery).toEqual({ level: 'search' })
  })

  it('answers 403 for a wrong or missing key or app id', () => {
    expect(status(() => auth('nope'))).toBe(403)
    expect(status(() => auth(undefined))).toBe(403)
    expect(status(() => auth('admin-key', { appId: 'other' }))).toBe(403)
  })

  it('accepts secured keys made by algoliasearch and reads their restrictions', () => {
    const key = generate('search-key', {
      filters: 'site:a',
      validUntil: 2000,
      restrictIndices: ['cars*', 'other'],
      userToken: 'u',
    })
    const access = auth(key)
    expect(access).toEqual({
      level: 'secured',
      restrictions: {
        searchParams: { filters: 'site:a' },
        restrictIndices: ['cars*', 'other'],
        validUntil: 2000,
        restrictSources: undefined,
        referers: undefined,
      },
    })
  })

  it('rejects secured keys that are expired, tampered with or signed with another key', () => {
    const key = generate('search-key', { filters: 'site:a', validUntil: 2000 })
    expect(status(() => auth(key, { now: 2000 }))).toBe(403)
    const decoded = Buffer.from(key, 'base64').toString()
    const tampered = Buffer.from(decoded.replace('site%3Aa', 'site%3Ab')).toString('base64')
    expect(status(() => auth(tampered))).toBe(403)
    expect(status(() => auth(generate('someone-else', { filters: 'site:a' })))).toBe(403)
    const forged = Buffer.from(createHmac('sha256', 'guess').update('filters=').digest('hex') + 'filters=').toString(
      'base64',
    )
    expect(decodeSecuredKey(forged, ['search-key'])).toBeUndefined()
  })

  it('checks restrictSources against the caller address', () => {
    const key = generate('search-key', { restrictSources: '10.0.0.0/8' })
    expect(auth(key, { ip: '::ffff:10.1.2.3' }).level).toBe('secured')
    expect(status(() => auth(key, { ip: '192.168.0.1' }))).toBe(403)
    expect(sourceAllowed('127.0.0.1', ['127.0.0.1'])).toBe(true)
  })

  it('matches restrictIndices with wildcards', () => {
    expect(indexAllowed('cars_price_asc', ['cars*'])).toBe(true)
    expect(indexAllowed('cars', ['cars'])).toBe(true)
    expect(indexAllowed('cars_price_asc', ['cars'])).toBe(false)
    expect(indexAllowed('sites', ['cars*'])).toBe(false)
    expect(indexAllowed('anything', undefined)).toBe(true)
  })
})

describe('search parameters', () => {
  it('merges a URL-encoded params string with direct fields', () => {
    const params = collectParams({
      indexName: 'cars',
      params: 'query=kia&hitsPerPage=5&facets=%5B%22make%22%5D&facetFilters=%5B%5B%22make%3AKia%22%5D%5D',
      page: 2,
    })
    const query = toSearchQuery(params)
    expect(query).toMatchObject({ query: 'kia', hitsPerPage: 5, facets: ['make'], page: 2 })
    expect(query.filters).toEqual([[{ kind: 'facet', attribute: 'make', value: 'Kia', negated: false }]])
  })

  it('accepts comma lists and ignores analytics parameters', () => {
    const query = toSearchQuery({
      attributesToRetrieve: 'make,model',
      analytics: false,
      clickAnalytics: true,
      userToken: 'x',
      analyticsTags: ['a'],
    })
    expect(query.attributesToRetrieve).toEqual(['make', 'model'])
  })

  it('answers 400 naming the parameter for unknown or ill-typed parameters and bad filters', () => {
    expect(() => toSearchQuery({ bogus: 1 })).toThrow('Unknown parameter: bogus')
    expect(() => toSearchQuery({ hitsPerPage: 'many' })).toThrow(/hitsPerPage/)
    expect(() => toSearchQuery({ hitsPerPage: 5000 })).toThrow(/hitsPerPage/)
    expect(() => toSearchQuery({ filters: 'a:1 OR b > 2' })).toThrow(/filters: .*cannot mix/)
    expect(() => toSearchQuery({ facetFilters: '[[' })).toThrow(/facetFilters: malformed JSON/)
    expect(status(() => toSearchQuery({ bogus: 1 }))).toBe(400)
  })

  it('ANDs enforced filters that the request cannot remove', () => {
    const query = toSearchQuery({ filters: 'make:Kia' }, [
      [{ kind: 'facet', attribute: 'site', value: 'a', negated: false }],
    ])
    expect(query.filters).toHaveLength(2)
  })
})
