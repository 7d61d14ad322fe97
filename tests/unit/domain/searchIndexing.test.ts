import { describe, expect, it } from 'vitest'
import {
  DEFAULT_SEARCH_PATH,
  landingPagePaths,
  presetRouteIndexing,
  searchCrawlDisallows,
  searchIndexing,
  searchStateIndexing,
} from '@/domain/searchIndexing'

const makes = ['Toyota', 'Land Rover', 'Mercedes-Benz']
const bodies = ['SUV', 'Cab Chassis', 'Hatch', 'Pick Up']
const options = { makes, bodies, models: ['Corolla', 'RAV4', 'Range Rover Sport'] }

/** Google's robots.txt matching: `*` is any run of characters, `$` ends the URL, otherwise a prefix. */
const blockedBy = (rules: readonly string[], url: string) =>
  rules.some((rule) => {
    const pattern = rule
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')
    return new RegExp(`^${pattern.replace(/\\\$$/, '$')}`).test(url)
  })

describe('Crawl-safe faceted search: a filtered page tells search engines what to index', () => {
  it('the make, model, condition and body landing pages of the spec routes are indexable and canonical to themselves', () => {
    for (const path of [
      '/search/new-cars',
      '/search/used-cars',
      '/search/demo-cars',
      '/search/new-and-demo-cars',
      '/search/new-used-and-demo-cars',
      '/search/toyota',
      '/search/toyota/corolla',
      '/search/land-rover/range-rover-sport',
      '/search/suv',
      '/search/cab-chassis',
    ])
      expect(searchIndexing(path, options), path).toEqual({ canonical: path, robots: 'index, follow' })
  })

  it('the unfiltered search is indexable and canonical to the default search path', () => {
    expect(searchIndexing('/search', options)).toEqual({ canonical: DEFAULT_SEARCH_PATH, robots: 'index, follow' })
  })

  it('a landing facet written in the query string is the landing page: canonical to its clean path', () => {
    expect(searchIndexing('/search?make=Toyota', options)).toEqual({
      canonical: '/search/toyota',
      robots: 'index, follow',
    })
    expect(searchIndexing('/search?car_type=new,demo', options)).toEqual({
      canonical: '/search/new-and-demo-cars',
      robots: 'index, follow',
    })
    expect(searchIndexing('/search/TOYOTA', options).canonical).toBe('/search/toyota')
  })

  it('sort, page size, paging and price are `noindex, follow` and canonical to the clean page of their make/model/condition', () => {
    expect(searchIndexing('/search/used-cars?sortBy=cars_price_asc', options)).toEqual({
      canonical: '/search/used-cars',
      robots: 'noindex, follow',
    })
    expect(searchIndexing('/search/toyota/corolla?page=2', options)).toEqual({
      canonical: '/search/toyota/corolla',
      robots: 'noindex, follow',
    })
    expect(searchIndexing('/search/new-cars?price=10000:30000', options)).toEqual({
      canonical: '/search/new-cars',
      robots: 'noindex, follow',
    })
    expect(searchIndexing('/search/suv?query=towbar', options)).toEqual({
      canonical: '/search/suv',
      robots: 'noindex, follow',
    })
  })

  it('more facets than a landing page holds are `noindex, follow`, canonical to the nearest clean landing page', () => {
    // make + condition: the make's page (the spec's path holds one of them).
    expect(searchIndexing('/search/toyota?car_type=used', options)).toEqual({
      canonical: '/search/toyota',
      robots: 'noindex, follow',
    })
    expect(searchIndexing('/search/used-cars?body=SUV', options)).toEqual({
      canonical: '/search/suv',
      robots: 'noindex, follow',
    })
    expect(searchIndexing('/search/toyota/corolla?fuel=Hybrid&colour=White', options)).toEqual({
      canonical: '/search/toyota/corolla',
      robots: 'noindex, follow',
    })
    // Several values of a landing facet: no one landing page is them.
    expect(searchIndexing('/search?make=Toyota,Mazda', options)).toEqual({
      canonical: DEFAULT_SEARCH_PATH,
      robots: 'noindex, follow',
    })
    expect(searchIndexing('/search/toyota?model=Corolla,RAV4', options)).toEqual({
      canonical: '/search/toyota',
      robots: 'noindex, follow',
    })
    expect(searchIndexing('/search/used-cars?seats=7', options)).toEqual({
      canonical: '/search/used-cars',
      robots: 'noindex, follow',
    })
  })

  it("a body outside the spec's body list has no landing page: canonical to the condition's or the default page", () => {
    expect(searchStateIndexing({ refinements: { body: ['Pick Up'], car_type: ['used'] } }, options)).toEqual({
      canonical: '/search/used-cars',
      robots: 'noindex, follow',
    })
    expect(searchStateIndexing({ refinements: { body: ['Pick Up'] } }, options)).toEqual({
      canonical: DEFAULT_SEARCH_PATH,
      robots: 'noindex, follow',
    })
  })
})

describe('Crawl-safe faceted search: the preset search routes are landing pages of their own', () => {
  it('/used-car/list and /7-seater-cars-for-sale are indexable on their own path; any filter, sort or page is not', () => {
    expect(presetRouteIndexing('/used-car/list', '')).toEqual({ canonical: '/used-car/list', robots: 'index, follow' })
    expect(presetRouteIndexing('/used-car/list', '?utm_source=news')).toEqual({
      canonical: '/used-car/list',
      robots: 'index, follow',
    })
    for (const query of ['?make=Toyota', '?sortBy=cars_price_asc', '?page=2', '?price=:20000'])
      expect(presetRouteIndexing('/7-seater-cars-for-sale', query), query).toEqual({
        canonical: '/7-seater-cars-for-sale',
        robots: 'noindex, follow',
      })
  })
})

describe('robots.txt keeps crawlers out of sort, page-size and deep filter combinations', () => {
  const rules = searchCrawlDisallows('')

  it('blocks the sort, page-size, text and deep filter query forms', () => {
    for (const url of [
      '/search/used-cars?sortBy=cars_price_asc',
      '/search?make=Toyota&sortBy=cars_price_desc',
      '/search/new-cars?hitsPerPage=100',
      '/search/toyota?car_type=used&fuel=Hybrid',
      '/search/toyota/corolla?colour=White&page=3',
      '/search?make=Toyota,Mazda',
      '/search/suv?query=towbar',
      '/used-car/list?make=Toyota&body=SUV',
      '/7-seater-cars-for-sale?fuel=Diesel,Hybrid',
    ])
      expect(blockedBy(rules, url), url).toBe(true)
  })

  it('keeps the landing pages and a single filter crawlable; everything it blocks is noindex anyway', () => {
    for (const url of [
      '/search',
      '/search/new-used-and-demo-cars',
      '/search/used-cars',
      '/search/toyota',
      '/search/toyota/corolla',
      '/search/suv',
      '/search/used-cars?page=2',
      '/search/toyota?car_type=used',
      '/cars/2024-toyota-corolla-1',
    ])
      expect(blockedBy(rules, url), url).toBe(false)
    for (const url of [
      '/search/used-cars?sortBy=cars_price_asc',
      '/search/toyota?car_type=used&fuel=Hybrid',
      '/search?make=Toyota,Mazda',
      '/search/suv?query=towbar',
    ])
      expect(searchIndexing(url, options).robots, url).toBe('noindex, follow')
  })

  it("on the fallback path the search rules carry the site's prefix", () => {
    const prefixed = searchCrawlDisallows('/sites/acme')
    expect(blockedBy(prefixed, '/sites/acme/search/toyota?car_type=used&fuel=Hybrid')).toBe(true)
    expect(blockedBy(prefixed, '/sites/acme/search/toyota')).toBe(false)
  })
})

describe("each site's landing pages with stock go in its sitemap, deduplicated", () => {
  it('lists the default search, each condition, make, model and listed body that has stock', () => {
    const paths = landingPagePaths({
      car_type: { new: 4, used: 7, demo: 0 },
      make: { Toyota: 9, 'Land Rover': 2, Mazda: 0 },
      make_model: { 'Toyota Corolla': 3, 'Toyota RAV4': 6, 'Land Rover Range Rover Sport': 2, 'Mazda CX-5': 0 },
      body: { SUV: 8, Hatch: 3, 'Pick Up': 1, Sedan: 0 },
    })
    expect(paths).toEqual([
      DEFAULT_SEARCH_PATH,
      '/search/new-cars',
      '/search/used-cars',
      '/search/toyota',
      '/search/land-rover',
      '/search/toyota/corolla',
      '/search/toyota/rav4',
      '/search/land-rover/range-rover-sport',
      '/search/suv',
      '/search/hatch',
    ])
    // Every one of them is a landing page the search itself calls indexable and canonical to itself.
    for (const path of paths)
      expect(searchIndexing(path, options)).toEqual({ canonical: path, robots: 'index, follow' })
  })

  it('new-and-demo only when both have stock; nothing at all for a site without stock', () => {
    expect(landingPagePaths({ car_type: { new: 1, demo: 2 } })).toContain('/search/new-and-demo-cars')
    expect(landingPagePaths({ car_type: { new: 1 } })).not.toContain('/search/new-and-demo-cars')
    expect(landingPagePaths({})).toEqual([])
    expect(landingPagePaths({ car_type: { used: 0 }, make: { Toyota: 0 } })).toEqual([])
  })

  it('a body whose slug is also a make is left to the make', () => {
    expect(landingPagePaths({ make: { Ute: 1 }, body: { Ute: 1 } })).toEqual([DEFAULT_SEARCH_PATH, '/search/ute'])
  })
})
