import { describe, expect, it, vi } from 'vitest'

vi.mock('@/components/SiteHeader', () => ({ modelHref: () => '/models/x' }))
vi.mock('@/data/content', () => ({}))
vi.mock('@/data/sites', () => ({}))
vi.mock('@/lib/locationData', () => ({}))
vi.mock('@/lib/offerData', () => ({}))
vi.mock('@/data/sitemapCars', () => ({}))
vi.mock('@/data/landingFacets', () => ({}))

const { carSitemapEntries, robotsTxt, sitemapIndexXml, sitemapPlan, sitemapMaxUrls, sitemapXml } =
  await import('@/lib/sitemap')

describe('sitemap.xml and robots.txt per site', () => {
  it('lists absolute URLs on the host the site was asked on, with escaping and lastmod', () => {
    const xml = sitemapXml('http://harbour-toyota.localhost:3000', [
      { path: '/' },
      { path: '/models?body=suv&x=1', lastModified: '2026-01-15T00:00:00.000Z' },
    ])
    expect(xml).toContain('<loc>http://harbour-toyota.localhost:3000/</loc>')
    expect(xml).toContain(
      '<loc>http://harbour-toyota.localhost:3000/models?body=suv&amp;x=1</loc><lastmod>2026-01-15T00:00:00.000Z</lastmod>',
    )
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
  })

  it("robots.txt points at the site's own sitemap and keeps crawlers out of the admin and previews", () => {
    const robots = robotsTxt('https://acme.example', '')
    expect(robots).toContain('Sitemap: https://acme.example/sitemap.xml')
    expect(robots).toContain('Disallow: /admin')
    expect(robotsTxt('http://localhost:3000', '/sites/acme')).toContain(
      'Sitemap: http://localhost:3000/sites/acme/sitemap.xml',
    )
  })

  it('robots.txt keeps crawlers out of sort, page-size and deep filter combinations; landing pages stay allowed', () => {
    const lines = robotsTxt('https://acme.example', '').split('\n')
    const disallowed = lines.filter((l) => l.startsWith('Disallow: ')).map((l) => l.slice('Disallow: '.length))
    expect(disallowed).toEqual(
      expect.arrayContaining(['/*?*sortBy=', '/*?*hitsPerPage=', '/search*?*&', '/search*?*,']),
    )
    // Google's matching: '*' any run of characters, a rule matches a URL's start.
    const blocked = (url: string) =>
      disallowed.some((rule) =>
        new RegExp(
          `^${rule
            .split('*')
            .map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
            .join('.*')}`,
        ).test(url),
      )
    expect(blocked('/search/used-cars?sortBy=cars_price_asc')).toBe(true)
    expect(blocked('/search/new-cars?hitsPerPage=100')).toBe(true)
    expect(blocked('/search/toyota?car_type=used&fuel=Hybrid')).toBe(true)
    expect(blocked('/search?make=Toyota,Mazda')).toBe(true)
    for (const landing of ['/search/used-cars', '/search/toyota', '/search/toyota/corolla', '/search/suv', '/'])
      expect(blocked(landing), landing).toBe(false)
    expect(lines).toContain('Sitemap: https://acme.example/sitemap.xml')
  })
})

describe('sitemap: every listed car page, with lastmod, split behind an index when large', () => {
  const now = new Date('2026-11-25T00:00:00Z')
  const nowSeconds = now.getTime() / 1000
  const ctx = { site: {} as never, basePath: '' }

  it('lists each car page that is listed now, with its last change, and leaves out cars whose window has passed', () => {
    const entries = carSitemapEntries(
      ctx,
      [
        { slug: '2024-toyota-corolla-1', updatedAt: '2026-11-20T10:00:00.000Z', listedUntil: 253_402_300_799 },
        { slug: 'sold-yesterday', updatedAt: '2026-11-24T00:00:00.000Z', listedUntil: nowSeconds + 3600 },
        { slug: 'sold-last-week', updatedAt: '2026-11-18T00:00:00.000Z', listedUntil: nowSeconds - 1 },
      ],
      now,
    )
    expect(entries).toEqual([
      { path: '/cars/2024-toyota-corolla-1', lastModified: '2026-11-20T10:00:00.000Z' },
      { path: '/cars/sold-yesterday', lastModified: '2026-11-24T00:00:00.000Z' },
    ])
    const prefixed = carSitemapEntries(
      { site: {} as never, basePath: '/sites/acme' },
      [{ slug: 'a b', updatedAt: '2026-11-20T10:00:00.000Z', listedUntil: 253_402_300_799 }],
      now,
    )
    expect(prefixed[0].path).toBe('/sites/acme/cars/a%20b')
  })

  it('one file while everything fits; over the limit an index of pages and cars files, each within the limit', () => {
    const pages = Array.from({ length: 3 }, (_, i) => ({ path: `/p${i}` }))
    const cars = Array.from({ length: 5 }, (_, i) => ({
      path: `/cars/c${i}`,
      lastModified: `2026-11-0${i + 1}T00:00:00.000Z`,
    }))
    expect(sitemapPlan(pages, cars, 8)).toEqual({ kind: 'single', entries: [...pages, ...cars] })
    const plan = sitemapPlan(pages, cars, 2)
    expect(plan.kind).toBe('index')
    if (plan.kind !== 'index') return
    expect(plan.files.map((f) => f.name)).toEqual([
      'pages.xml',
      'pages-2.xml',
      'cars-1.xml',
      'cars-2.xml',
      'cars-3.xml',
    ])
    expect(plan.files.every((f) => f.entries.length <= 2)).toBe(true)
    expect(plan.files.flatMap((f) => f.entries)).toEqual([...pages, ...cars])
    const xml = sitemapIndexXml('https://acme.example', '', plan.files)
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(xml).toContain('<sitemap><loc>https://acme.example/sitemaps/pages.xml</loc></sitemap>')
    expect(xml).toContain(
      '<sitemap><loc>https://acme.example/sitemaps/cars-3.xml</loc><lastmod>2026-11-05T00:00:00.000Z</lastmod></sitemap>',
    )
  })

  it('10,000 URLs a file unless SITEMAP_MAX_URLS says otherwise', () => {
    expect(sitemapMaxUrls({})).toBe(10_000)
    expect(sitemapMaxUrls({ SITEMAP_MAX_URLS: '500' })).toBe(500)
    expect(sitemapMaxUrls({ SITEMAP_MAX_URLS: 'lots' })).toBe(10_000)
  })
})
