import { describe, expect, it } from 'vitest'
import {
  basePathFor,
  calculatorQueryRoute,
  hostSegment,
  SEARCH_BY_QUERY_KEY,
  searchQueryRoute,
  siteBaseUrl,
  siteLinkBase,
  siteRoute,
} from '@/lib/siteRoute'
import { carTags } from '@/cache/expireTags'
import { searchKeySegment, searchQueryKey } from '@/domain/searchQueryKey'

describe('the [site] segment carries how the request reached the site (pages are cached per URL)', () => {
  it('a host request is rewritten to ~{host}: links stay root-relative', () => {
    const route = siteRoute(hostSegment('harbour-toyota.localhost'))
    expect(route).toEqual({ key: 'harbour-toyota.localhost', viaHost: true })
    expect(basePathFor(route, 'harbour-toyota')).toBe('')
  })

  it('the /sites/{slug} fallback keeps its prefix on every link', () => {
    const route = siteRoute('metro-used-cars')
    expect(route).toEqual({ key: 'metro-used-cars', viaHost: false })
    expect(basePathFor(route, 'metro-used-cars')).toBe('/sites/metro-used-cars')
  })
})

describe('the absolute address of a site (canonical links, structured data)', () => {
  it('by a dealer domain: https on that domain', () => {
    expect(siteBaseUrl({ key: 'acme-toyota.example', viaHost: true }, { slug: 'acme' })).toBe(
      'https://acme-toyota.example',
    )
  })

  it('by {slug}.localhost: http on the app port', () => {
    expect(siteBaseUrl({ key: 'harbour-toyota.localhost', viaHost: true }, { slug: 'harbour-toyota' }, '3100')).toBe(
      'http://harbour-toyota.localhost:3100',
    )
  })

  it("on the fallback: the site's first domain, else the fallback path on the platform's address", () => {
    expect(
      siteBaseUrl({ key: 'acme', viaHost: false }, { slug: 'acme', domains: [{ domain: 'Acme-Toyota.example' }] }),
    ).toBe('https://acme-toyota.example')
    expect(siteBaseUrl({ key: 'acme', viaHost: false }, { slug: 'acme', domains: [] }, '3000')).toBe(
      'http://localhost:3000/sites/acme',
    )
  })
})

describe("the car PDF links to the site's domain, not the request's host (issue 19 §17)", () => {
  const acme = { slug: 'acme', domains: [{ domain: 'Acme-Toyota.example' }] }

  it('a site with a domain: that domain, even when the request came by an app server address or the fallback', () => {
    expect(siteLinkBase(acme, 'http://localhost:3100/api/cars/7/pdf?site=acme')).toBe('https://acme-toyota.example')
    expect(siteLinkBase(acme, 'http://10.0.0.12:3000/api/cars/7/pdf')).toBe('https://acme-toyota.example')
  })

  it('a site without a domain: {slug}.localhost as requested, else the /sites/{slug} fallback', () => {
    expect(siteLinkBase({ slug: 'acme' }, 'http://acme.localhost:3100/api/cars/7/pdf')).toBe(
      'http://acme.localhost:3100',
    )
    expect(siteLinkBase({ slug: 'acme', domains: [] }, 'http://localhost:3100/api/cars/7/pdf?site=acme')).toBe(
      'http://localhost:3100/sites/acme',
    )
  })
})

describe('a search with a query goes to a twin route: cached by its key, or per request without one', () => {
  const cached = (query: string) => `${SEARCH_BY_QUERY_KEY}/${searchKeySegment(searchQueryKey(query)!)}`

  it('filters, paging and sorting go to the cached twin under their key, path kept', () => {
    expect(searchQueryRoute('/search', '?make=toyota')).toBe(cached('make=toyota'))
    expect(searchQueryRoute('/search/used-cars', '?page=2')).toBe(`${cached('page=2')}/used-cars`)
    expect(searchQueryRoute('/search/toyota/corolla', '?sortBy=price_asc')).toBe(
      `${cached('sortBy=price_asc')}/toyota/corolla`,
    )
  })

  it('the same search in another order, repeated or with tracking is the same twin', () => {
    const twin = searchQueryRoute('/search', '?make=Toyota,Mazda&body=SUV')
    expect(searchQueryRoute('/search', '?body=SUV&utm_source=x&make=Toyota&make=Mazda')).toBe(twin)
  })

  it('a search without a key (too long for a path segment) goes to the per-request twin', () => {
    expect(searchQueryRoute('/search/used-cars', `?query=${'a'.repeat(200)}`)).toBe('/search-query/used-cars')
  })

  it('no query, only campaign tracking (utm_*, gclid, fbclid) or nothing the search reads, is the cached page', () => {
    expect(searchQueryRoute('/search', '')).toBeNull()
    expect(searchQueryRoute('/search/used-cars', '?utm_source=google&utm_campaign=eofy&gclid=abc&fbclid=x')).toBeNull()
    expect(searchQueryRoute('/search', '?sort=price_asc&page=1')).toBeNull()
  })

  it('only the search page has a twin', () => {
    expect(searchQueryRoute('/searching', '?make=toyota')).toBeNull()
    expect(searchQueryRoute('/cars/2020-toyota-corolla', '?make=toyota')).toBeNull()
    expect(searchQueryRoute('/used-car/list', '?make=toyota')).toBeNull()
  })
})

describe('a car change expires its own page and its sites stock', () => {
  it('old and new slug and site are both expired', () => {
    expect(carTags({ slug: 'new-slug', site: 2 }, { slug: 'old-slug', site: { id: 1 } })).toEqual([
      'site:2:cars',
      'site:2:car:new-slug',
      'site:1:cars',
      'site:1:car:old-slug',
    ])
  })

  it('a car without a site expires nothing', () => {
    expect(carTags({ slug: 'x', site: null }, undefined)).toEqual([])
  })
})

describe('a car page answering its repayment calculator renders per request; every other visit is the cached page', () => {
  const q = (query: string) => new URLSearchParams(query)

  it('a calculator query on a car page goes to its per-request twin (/cars/{slug}/repayments)', () => {
    expect(calculatorQueryRoute('/cars/2021-toyota-corolla-7', q('deposit=5000&term=3'))).toBe(
      '/cars/2021-toyota-corolla-7/repayments',
    )
    expect(calculatorQueryRoute('/cars/2021-toyota-corolla-7', q('frequency=fortnightly'))).toBe(
      '/cars/2021-toyota-corolla-7/repayments',
    )
  })

  it('no query, or only tracking, keeps the cached car page', () => {
    expect(calculatorQueryRoute('/cars/2021-toyota-corolla-7', q(''))).toBeNull()
    expect(calculatorQueryRoute('/cars/2021-toyota-corolla-7', q('utm_source=google&gclid=x'))).toBeNull()
  })

  it('only car pages: not the trade-in page, a car’s checkout, or the search', () => {
    expect(calculatorQueryRoute('/cars/trade-in', q('deposit=1'))).toBeNull()
    expect(calculatorQueryRoute('/cars/2021-toyota-corolla-7/checkout', q('deposit=1'))).toBeNull()
    expect(calculatorQueryRoute('/search', q('deposit=1'))).toBeNull()
  })
})
